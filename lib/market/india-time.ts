import { dayNumber, isoDateOfDayNumber, type IsoDate } from "./calendar-date";

/**
 * India Standard Time is UTC+05:30 all year (India has no daylight saving), so an instant is
 * turned into India's date and clock by adding a fixed offset: never through the machine's time
 * zone, which on a server is usually UTC and in a browser is wherever the trader is.
 */
export const IST_OFFSET_MINUTES = 330;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const IST_OFFSET_MS = IST_OFFSET_MINUTES * MS_PER_MINUTE;

/** A wall-clock time in India, "HH:MM". */
export type ClockTime = `${number}:${number}`;

export interface IndiaClock {
  /** India's calendar date at that instant. */
  date: IsoDate;
  /** Milliseconds since India's midnight. */
  msOfDay: number;
}

/** India's date and time of day at an instant: date = floor((t + 5h30) / 1 day). */
export function indiaClock(instant: Date): IndiaClock {
  const shifted = instant.getTime() + IST_OFFSET_MS;
  if (Number.isNaN(shifted)) throw new RangeError("Invalid Date");
  const days = Math.floor(shifted / MS_PER_DAY);
  return { date: isoDateOfDayNumber(days), msOfDay: shifted - days * MS_PER_DAY };
}

/** Milliseconds after midnight of an "HH:MM" clock time. */
export function msOfClockTime(time: ClockTime): number {
  const [hours, minutes] = time.split(":").map(Number);
  if (!Number.isInteger(hours) || !Number.isInteger(minutes) || hours! > 23 || minutes! > 59) {
    throw new RangeError(`Not an HH:MM time: ${time}`);
  }
  return (hours! * 60 + minutes!) * MS_PER_MINUTE;
}

/** The instant at which India's clock reads `time` on `date`: UTC = local − 5h30. */
export function indiaInstant(date: IsoDate, time: ClockTime): Date {
  return new Date(dayNumber(date) * MS_PER_DAY + msOfClockTime(time) - IST_OFFSET_MS);
}
