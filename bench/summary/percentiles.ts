/** Nearest-rank percentiles of a set of times (ms). */
export interface Percentiles {
  p50: number;
  p99: number;
  max: number;
}

/** The p50, p99 and maximum of `values` (nearest rank); all 0 for none. */
export function percentiles(values: readonly number[]): Percentiles {
  if (values.length === 0) return { p50: 0, p99: 0, max: 0 };
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
  return { p50: at(0.5), p99: at(0.99), max: sorted.at(-1)! };
}
