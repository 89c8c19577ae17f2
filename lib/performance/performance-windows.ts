import type { Frequency } from "../domain/enums";
import { summarisePerformance } from "./performance-summary";
import { lastPeriods } from "./periods";
import { sortByDate, type PerformanceSummary, type PortfolioPoint } from "./portfolio-series";

/** Spec §9: performance windows are the last three, six and nine periods. */
export const PERFORMANCE_WINDOWS = {
  last_three_perf: 3,
  last_six_perf: 6,
  last_nine_perf: 9,
} as const;

export type PerformanceWindow = keyof typeof PERFORMANCE_WINDOWS;

/**
 * The tradebox's last_three_perf, last_six_perf and last_nine_perf: each the summary of the
 * points in the last 3, 6 or 9 periods of the tradebox's frequency (periods.ts). A series with
 * fewer periods is summarised whole.
 */
export function performanceWindows(
  series: readonly PortfolioPoint[],
  frequency: Frequency,
): Record<PerformanceWindow, PerformanceSummary> {
  const sorted = sortByDate(series);
  const summaryOfLast = (count: number) =>
    summarisePerformance(lastPeriods(sorted, count, frequency), frequency);
  return {
    last_three_perf: summaryOfLast(PERFORMANCE_WINDOWS.last_three_perf),
    last_six_perf: summaryOfLast(PERFORMANCE_WINDOWS.last_six_perf),
    last_nine_perf: summaryOfLast(PERFORMANCE_WINDOWS.last_nine_perf),
  };
}
