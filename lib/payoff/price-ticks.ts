/**
 * Round prices for a chart's price axis: multiples of the smallest 1, 2, 2.5 or 5 × 10^k step
 * that puts at most `maxTicks` of them in [from, to] (26,917-29,046 → 27,000, 27,500, …, 29,000),
 * rather than the range's own odd ends.
 */
export function priceTicks(from: number, to: number, maxTicks = 6): number[] {
  if (!(to > from) || maxTicks < 1) return [from];
  const span = to - from;
  let magnitude = 10 ** Math.floor(Math.log10(span / maxTicks));
  for (;;) {
    for (const factor of [1, 2, 2.5, 5]) {
      const step = factor * magnitude;
      const first = Math.ceil(from / step) * step;
      const count = Math.floor((to - first) / step) + 1;
      if (count <= maxTicks) {
        return Array.from({ length: count }, (_, i) => Math.round((first + i * step) * 100) / 100);
      }
    }
    magnitude *= 10;
  }
}
