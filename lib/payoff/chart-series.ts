import type { Payoff, PayoffPoint } from "./expiry-payoff";

export interface ReduceSeriesOptions {
  /** Largest vertical gap (rupees) allowed between the full series and the reduced one. */
  tolerance: number;
  /** Points to keep exactly (kinks, exact break-evens); inserted when they are not samples. */
  keep?: readonly PayoffPoint[];
}

/**
 * One paisa: the expiry series is rounded to paise, so this is the tolerance at which its
 * reduction is lossless.
 */
export const EXPIRY_CHART_TOLERANCE = 0.01;
/** A smooth curve may stray this share of its vertical span: under a pixel on a 1000-px chart. */
export const SMOOTH_CHART_RELATIVE_TOLERANCE = 0.001;

function assertAscending(points: readonly PayoffPoint[]): void {
  for (let i = 1; i < points.length; i++) {
    if (!(points[i]!.strike > points[i - 1]!.strike)) {
      throw new RangeError(`series must be strictly ascending by strike (at index ${i})`);
    }
  }
}

/** Samples with the keep points merged in (a keep point replaces a sample at the same price). */
function mergeKeepPoints(
  points: readonly PayoffPoint[],
  keep: readonly PayoffPoint[],
): { merged: PayoffPoint[]; forced: Set<number> } {
  const first = points[0]!.strike;
  const last = points[points.length - 1]!.strike;
  const byStrike = new Map(points.map((point) => [point.strike, point]));
  const forcedStrikes = new Set<number>([first, last]);
  for (const point of keep) {
    if (point.strike < first || point.strike > last) continue;
    byStrike.set(point.strike, point);
    forcedStrikes.add(point.strike);
  }
  const merged = [...byStrike.values()].sort((a, b) => a.strike - b.strike);
  const forced = new Set<number>();
  merged.forEach((point, i) => {
    if (forcedStrikes.has(point.strike)) forced.add(i);
  });
  return { merged, forced };
}

/** Inserts the interpolated zero between neighbours of opposite sign, and keeps every zero. */
function withZeroCrossings(
  points: readonly PayoffPoint[],
  forced: ReadonlySet<number>,
): { points: PayoffPoint[]; forced: Set<number> } {
  const out: PayoffPoint[] = [];
  const outForced = new Set<number>();
  points.forEach((point, i) => {
    const previous = points[i - 1];
    if (previous && previous.profit * point.profit < 0) {
      const slope = (point.profit - previous.profit) / (point.strike - previous.strike);
      outForced.add(out.length);
      out.push({ strike: previous.strike - previous.profit / slope, profit: 0 });
    }
    if (forced.has(i) || point.profit === 0) outForced.add(out.length);
    out.push(point);
  });
  return { points: out, forced: outForced };
}

/** Ramer-Douglas-Peucker between two kept indices, measuring the vertical gap. */
function simplifyBetween(
  points: readonly PayoffPoint[],
  from: number,
  to: number,
  tolerance: number,
  kept: boolean[],
): void {
  const stack: [number, number][] = [[from, to]];
  while (stack.length > 0) {
    const [a, b] = stack.pop()!;
    const [pa, pb] = [points[a]!, points[b]!];
    const slope = (pb.profit - pa.profit) / (pb.strike - pa.strike);
    let worst = -1;
    let worstGap = tolerance;
    for (let i = a + 1; i < b; i++) {
      const p = points[i]!;
      const gap = Math.abs(p.profit - (pa.profit + slope * (p.strike - pa.strike)));
      if (gap > worstGap) {
        worst = i;
        worstGap = gap;
      }
    }
    if (worst >= 0) {
      kept[worst] = true;
      stack.push([a, worst], [worst, b]);
    }
  }
}

/**
 * A short series that draws like the long one:
 * 1. keep points (strikes, exact break-evens) are merged in, both ends are kept;
 * 2. between neighbours of opposite sign the linear zero x0 − y0·(x1 − x0)/(y1 − y0) is
 *    inserted, and every zero is kept, so each break-even is a point of the chart;
 * 3. between kept points, Ramer-Douglas-Peucker with the vertical gap keeps the farthest sample
 *    while it is more than `tolerance` off the chord.
 * Linear interpolation of the result is within `tolerance` of every input point. On a
 * piecewise-linear expiry payoff (kinks only at kept strikes) it leaves exactly the kinks, the
 * zeros and the ends.
 */
export function reducePayoffSeries(
  points: readonly PayoffPoint[],
  options: ReduceSeriesOptions,
): PayoffPoint[] {
  if (!(options.tolerance >= 0)) throw new RangeError("tolerance must be ≥ 0");
  if (points.length <= 2) return [...points];
  assertAscending(points);
  const merged = mergeKeepPoints(points, options.keep ?? []);
  const { points: all, forced } = withZeroCrossings(merged.merged, merged.forced);
  const kept = all.map((_, i) => forced.has(i));
  const anchors = [...forced].sort((a, b) => a - b);
  for (let k = 1; k < anchors.length; k++) {
    simplifyBetween(all, anchors[k - 1]!, anchors[k]!, options.tolerance, kept);
  }
  return all.filter((_, i) => kept[i]);
}

/** The expiry chart: lossless to a paisa, with every strike and break-even point exact. */
export function expiryChartSeries(payoff: Payoff): PayoffPoint[] {
  return reducePayoffSeries(payoff.series, {
    tolerance: EXPIRY_CHART_TOLERANCE,
    keep: payoff.interestingPoints,
  });
}

/**
 * A smooth (T+0) curve: tolerance = max(1 paisa, 0.1% of the curve's vertical span).
 * Pass the strikes in `keep` to pin them too.
 */
export function smoothChartSeries(
  points: readonly PayoffPoint[],
  keep: readonly PayoffPoint[] = [],
): PayoffPoint[] {
  const profits = points.map((point) => point.profit);
  const span = profits.length > 0 ? Math.max(...profits) - Math.min(...profits) : 0;
  const tolerance = Math.max(EXPIRY_CHART_TOLERANCE, SMOOTH_CHART_RELATIVE_TOLERANCE * span);
  return reducePayoffSeries(points, { tolerance, keep });
}

/** At most this many intervals between the prices a smooth curve is valued at for a chart. */
export const SMOOTH_CHART_SAMPLES = 240;

/**
 * The prices a smooth (T+0) curve is valued at for a chart: evenly spaced ones of `prices` (at
 * most SMOOTH_CHART_SAMPLES intervals, both ends included) and the `anchors` within the range
 * (the index now, the strikes, where the curve bends most). A T+0 curve is smooth, so drawn
 * through these it stays within the smooth chart tolerance of the curve through every price
 * (chart-series.test.ts), where valuing every price of the spec §9 range took a basket page
 * thousands of option valuations on each price tick.
 */
export function smoothSamplePrices(
  prices: readonly number[],
  anchors: readonly number[] = [],
): number[] {
  if (prices.length <= SMOOTH_CHART_SAMPLES + 1) return [...prices];
  const first = prices[0]!;
  const last = prices[prices.length - 1]!;
  const step = (prices.length - 1) / SMOOTH_CHART_SAMPLES;
  const sampled = new Set<number>();
  for (let i = 0; i <= SMOOTH_CHART_SAMPLES; i++) sampled.add(prices[Math.round(i * step)]!);
  for (const anchor of anchors) if (anchor >= first && anchor <= last) sampled.add(anchor);
  return [...sampled].sort((a, b) => a - b);
}
