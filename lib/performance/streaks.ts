import type { PortfolioPoint } from "./portfolio-series";

/**
 * The longest run of consecutive points that satisfy `test` (0 when none does).
 * win_streak uses isWin, lose_streak isLoss; a point with zero profit breaks both.
 */
export function longestStreak(
  series: readonly PortfolioPoint[],
  test: (point: PortfolioPoint) => boolean,
): number {
  let longest = 0;
  let current = 0;
  for (const point of series) {
    current = test(point) ? current + 1 : 0;
    longest = Math.max(longest, current);
  }
  return longest;
}
