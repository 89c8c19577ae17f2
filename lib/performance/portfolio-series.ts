/**
 * Spec §3 portfolio_timeseries point. One point is one period of the tradebox (a trade, or a
 * day within a period): `value` the portfolio's value at the point, `profit_abs` the point's own
 * profit in rupees, `profit_pct` that profit as a percentage of the capital it was made on.
 * Profits are per point, not cumulative.
 */
export interface PortfolioPoint {
  /** ISO date ("2026-11-24"), optionally with a time; only the date part is read. */
  date: string;
  value: number;
  profit_abs: number;
  profit_pct: number;
}

/**
 * Spec §3 performance summary, over one window of the series. Percentages are in percent
 * (12.5 means 12.5%), rupee figures in rupees, both unrounded: display rounds. Null where the
 * window has no data for the figure.
 */
export interface PerformanceSummary {
  average_profit_lose_days: number | null;
  average_profit_overall: number | null;
  average_profit_win_days: number | null;
  average_trade_value: number | null;
  best_daily_profit: number | null;
  best_profit_date: string | null;
  calmar_ratio: number | null;
  compounded_return: number | null;
  lose_streak: number;
  max_drawdown: number | null;
  max_drawdown_recovery: number | null;
  portfolio_timeseries: PortfolioPoint[];
  success_ratio: number | null;
  win_streak: number;
  worst_daily_profit: number | null;
  worst_profit_date: string | null;
}

/** The series oldest first (a stable sort: points of the same date keep their order). */
export function sortByDate(series: readonly PortfolioPoint[]): PortfolioPoint[] {
  return [...series].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
