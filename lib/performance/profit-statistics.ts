import type { PortfolioPoint } from "./portfolio-series";

/** A win is a point with profit_abs > 0, a loss one with profit_abs < 0; 0 is neither. */
export function isWin(point: PortfolioPoint): boolean {
  return point.profit_abs > 0;
}

export function isLoss(point: PortfolioPoint): boolean {
  return point.profit_abs < 0;
}

/** Σ xᵢ / n, null for no values. */
export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  return values.reduce((sum, value) => sum + value, 0) / values.length;
}

/** success_ratio = wins / all points × 100, in percent; null when empty. */
export function successRatio(series: readonly PortfolioPoint[]): number | null {
  if (series.length === 0) return null;
  return (series.filter(isWin).length / series.length) * 100;
}

export interface ExtremeProfit {
  profit: number;
  date: string;
}

/**
 * best (`direction` 1) or worst (−1) point by profit_abs, with its date; the earliest one on a
 * tie; null when empty. best_daily_profit = max profit_abs, worst_daily_profit = min profit_abs.
 */
export function extremeProfit(
  series: readonly PortfolioPoint[],
  direction: 1 | -1,
): ExtremeProfit | null {
  let extreme: PortfolioPoint | undefined;
  for (const point of series) {
    if (!extreme || direction * (point.profit_abs - extreme.profit_abs) > 0) extreme = point;
  }
  return extreme ? { profit: extreme.profit_abs, date: extreme.date } : null;
}
