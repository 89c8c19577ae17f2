import { formatIsoDate } from "../format/display-figures";
import { sortByDate, type PortfolioPoint } from "./portfolio-series";

/** One point of the equity curve: the portfolio's value after a period (or at the start). */
export interface EquityPoint {
  /** ISO date; null for the starting point. */
  date: string | null;
  /** Axis label: '27 Oct', or 'Start'. */
  label: string;
  value: number;
  /** The period's own profit; null at the start. */
  profit: number | null;
}

/**
 * The equity curve of a window: its portfolio_timeseries oldest first, preceded by the capital
 * it started from (the first value less the first period's profit), so the first period's
 * result shows as a step like every other.
 */
export function equityCurve(series: readonly PortfolioPoint[]): EquityPoint[] {
  const points = sortByDate(series);
  const first = points[0];
  if (!first) return [];
  const start = Math.round((first.value - first.profit_abs) * 100) / 100;
  return [
    { date: null, label: "Start", value: start, profit: null },
    ...points.map((point) => ({
      date: point.date,
      label: formatIsoDate(point.date).replace(/ \d{4}$/, ""),
      value: point.value,
      profit: point.profit_abs,
    })),
  ];
}
