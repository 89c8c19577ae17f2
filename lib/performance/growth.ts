import type { PortfolioPoint } from "./portfolio-series";

/**
 * The growth of ₹1 through the series: G₀ = 1, Gₜ = Gₜ₋₁ × max(0, 1 + profit_pctₜ / 100).
 * A loss beyond 100% (possible with options) ends at 0, ruin, rather than going negative.
 * Returns [G₀, G₁, …, Gₙ] (n + 1 values).
 */
export function growthCurve(series: readonly PortfolioPoint[]): number[] {
  const curve = [1];
  for (const point of series) {
    curve.push(curve[curve.length - 1]! * Math.max(0, 1 + point.profit_pct / 100));
  }
  return curve;
}

/** compounded_return = (Π (1 + profit_pctₜ / 100) − 1) × 100, in percent; null when empty. */
export function compoundedReturn(series: readonly PortfolioPoint[]): number | null {
  if (series.length === 0) return null;
  return (growthCurve(series).at(-1)! - 1) * 100;
}
