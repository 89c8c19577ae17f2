import { addDays } from "../market/calendar-date";
import { indiaClock, indiaInstant, type ClockTime } from "../market/india-time";

/** The exchange's close on an expiry day, when a contract expiring that day settles. */
export const EXPIRY_CLOSE: ClockTime = "15:30";

/** India's wall-clock time of an instant, "HH:MM:SS" (what a reason says a rule acted at). */
export function indiaTimeOfDay(instant: Date): string {
  const seconds = Math.floor(indiaClock(instant).msOfDay / 1000);
  const two = (n: number) => String(n).padStart(2, "0");
  return `${two(Math.floor(seconds / 3600))}:${two(Math.floor(seconds / 60) % 60)}:${two(seconds % 60)}`;
}

/**
 * The first instant after `setAt` at which India's clock reads `time`: a rule set for 15:15 at
 * 15:20 acts at 15:15 the next day, never at once.
 */
export function nextIndiaTime(time: ClockTime, setAt: Date): Date {
  const { date } = indiaClock(setAt);
  const today = indiaInstant(date, time);
  return today > setAt ? today : indiaInstant(addDays(date, 1), time);
}

/** `minutes` before the close of the basket's first expiry (its earliest leg's expiry day). */
export function beforeExpiry(firstExpiryDate: string, minutes: number): Date {
  return new Date(indiaInstant(firstExpiryDate, EXPIRY_CLOSE).getTime() - minutes * 60_000);
}
