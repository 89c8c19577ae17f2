import { parseRupees } from "../money/parse-rupees";
import { PAISE_PER_RUPEE } from "../money/paise";
import { PAYOFF_RANGE_STEP } from "./payoff-range";

/** One point of an expiry payoff series: the underlying at expiry, and the profit (rupees). */
export interface SeriesPoint {
  strike: number;
  profit: number;
}

/**
 * A payoff series as the wire carries it: its two ends and every point where the slope changes,
 * nothing else. The series is sampled every PAYOFF_RANGE_STEP points with profits in whole
 * paise, and a payoff at expiry is linear between strikes, so the points dropped are exactly
 * those expandSeries puts back: profits on the same straight line, in whole paise per step.
 */
export function compactSeries(series: readonly SeriesPoint[]): SeriesPoint[] {
  if (series.length <= 2) return [...series];
  const paise = series.map((point) => parseRupees(point.profit));
  const onTheLine = (i: number) =>
    series[i]!.strike - series[i - 1]!.strike === PAYOFF_RANGE_STEP &&
    series[i + 1]!.strike - series[i]!.strike === PAYOFF_RANGE_STEP &&
    paise[i]! - paise[i - 1]! === paise[i + 1]! - paise[i]!;
  return series.filter((_, i) => i === 0 || i === series.length - 1 || !onTheLine(i));
}

/**
 * The full series back from compactSeries' points: every PAYOFF_RANGE_STEP between two kept
 * points, the profit on the straight line between them, in whole paise (so exactly the profits
 * the full series had). A full series expands to itself. Throws on points off the grid.
 */
export function expandSeries(points: readonly SeriesPoint[]): SeriesPoint[] {
  const expanded: SeriesPoint[] = [];
  for (let i = 0; i + 1 < points.length; i++) {
    const from = points[i]!;
    const to = points[i + 1]!;
    const steps = (to.strike - from.strike) / PAYOFF_RANGE_STEP;
    const rise = parseRupees(to.profit) - parseRupees(from.profit);
    if (!Number.isInteger(steps) || steps <= 0 || rise % steps !== 0) {
      throw new RangeError(`Not a compact payoff series: ${from.strike} → ${to.strike}`);
    }
    const start = parseRupees(from.profit);
    for (let k = 0; k < steps; k++) {
      const profit = (start + (rise / steps) * k) / PAISE_PER_RUPEE;
      expanded.push({
        strike: from.strike + k * PAYOFF_RANGE_STEP,
        profit: profit === 0 ? 0 : profit,
      });
    }
  }
  const last = points.at(-1);
  if (last) expanded.push({ strike: last.strike, profit: last.profit });
  return expanded;
}
