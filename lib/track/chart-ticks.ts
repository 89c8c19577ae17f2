const STEPS = [1, 2, 2.5, 5, 10] as const;

/**
 * Round tick values for an axis from `min` to `max`: the smallest step of 1, 2, 2.5 or 5 × 10^k
 * giving at most `count` intervals, and every multiple of it inside [min, max]
 * (e.g. 23,668…25,647 → 24,000, 24,500, 25,000, 25,500).
 */
export function niceTicks(min: number, max: number, count = 5): number[] {
  if (!(max > min) || count < 1) return [min];
  const rough = (max - min) / count;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = (STEPS.find((s) => s * power >= rough) ?? 10) * power;
  const ticks: number[] = [];
  for (let tick = Math.ceil(min / step) * step; tick <= max; tick += step) {
    ticks.push(Math.round(tick * 1e6) / 1e6);
  }
  return ticks;
}
