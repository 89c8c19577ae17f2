import type { Frequency } from "../domain/enums";
import { dayNumber, MONDAY, weekdayOnOrBefore } from "../market/calendar-date";
import type { PortfolioPoint } from "./portfolio-series";

/**
 * The period a date belongs to, by tradebox frequency: INTRADAY the day, WEEKLY the week
 * (named by its Monday), MONTHLY "YYYY-MM", QUARTERLY "YYYY-Qn", ANNUAL "YYYY"; ADHOC has no
 * calendar period (each trade is its own), so null. Throws RangeError when `date` does not start
 * with a real calendar date.
 */
export function periodOf(date: string, frequency: Frequency): string | null {
  const day = date.slice(0, 10);
  dayNumber(day); // validates
  switch (frequency) {
    case "INTRADAY":
      return day;
    case "WEEKLY":
      return weekdayOnOrBefore(day, MONDAY);
    case "MONTHLY":
      return day.slice(0, 7);
    case "QUARTERLY":
      return `${day.slice(0, 4)}-Q${Math.ceil(Number(day.slice(5, 7)) / 3)}`;
    case "ANNUAL":
      return day.slice(0, 4);
    case "ADHOC":
      return null;
  }
}

/** The period of each point of a date-sorted series (ADHOC: its index, one trade each). */
function periodsOf(series: readonly PortfolioPoint[], frequency: Frequency): string[] {
  return series.map((point, index) => periodOf(point.date, frequency) ?? `trade-${index}`);
}

/** How many distinct periods a date-sorted series spans. */
export function countPeriods(series: readonly PortfolioPoint[], frequency: Frequency): number {
  return new Set(periodsOf(series, frequency)).size;
}

/**
 * The points of the last `count` periods of a date-sorted series. One point per period (the
 * usual case) gives the last `count` points; daily points of a weekly tradebox give the points
 * of the last `count` weeks. A series with fewer periods is returned whole.
 */
export function lastPeriods(
  series: readonly PortfolioPoint[],
  count: number,
  frequency: Frequency,
): PortfolioPoint[] {
  const periods = periodsOf(series, frequency);
  const kept = new Set([...new Set(periods)].slice(-count));
  return series.filter((_, index) => kept.has(periods[index]!));
}
