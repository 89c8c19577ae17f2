/**
 * Calendar dates as ISO strings ("2026-11-24"), with arithmetic done on day numbers since
 * 1970-01-01 through Date.UTC, so neither the machine's time zone nor DST can shift a day.
 */
export type IsoDate = string;

export const SUNDAY = 0;
export const MONDAY = 1;
export const TUESDAY = 2;
export const THURSDAY = 4;
export const SATURDAY = 6;
/** 0 = Sunday … 6 = Saturday, as Date.getUTCDay. */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;

const MS_PER_DAY = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Pricing walks the days to an expiry for every leg it values, so the same few hundred dates are
 * converted again and again; both conversions are remembered. Bounded, so a caller that walks
 * centuries cannot grow them without end.
 */
const MEMO_LIMIT = 10_000;
const dayNumbers = new Map<IsoDate, number>();
const isoDates = new Map<number, IsoDate>();

function remember<K, V>(memo: Map<K, V>, key: K, value: V): V {
  if (memo.size >= MEMO_LIMIT) memo.clear();
  memo.set(key, value);
  return value;
}

/** Days since 1970-01-01 of an ISO date; throws on anything that is not a real calendar date. */
export function dayNumber(date: IsoDate): number {
  const known = dayNumbers.get(date);
  if (known !== undefined) return known;
  const [, year, month, day] = ISO_DATE.exec(date) ?? [];
  const ms = Date.UTC(Number(year), Number(month) - 1, Number(day));
  if (!year || Number.isNaN(ms) || isoDateOfDayNumber(ms / MS_PER_DAY) !== date) {
    throw new RangeError(`Not an ISO calendar date (YYYY-MM-DD): ${JSON.stringify(date)}`);
  }
  return remember(dayNumbers, date, ms / MS_PER_DAY);
}

/** The ISO date of a day number. */
export function isoDateOfDayNumber(days: number): IsoDate {
  const known = isoDates.get(days);
  if (known !== undefined) return known;
  return remember(isoDates, days, new Date(days * MS_PER_DAY).toISOString().slice(0, 10));
}

export function addDays(date: IsoDate, days: number): IsoDate {
  return isoDateOfDayNumber(dayNumber(date) + days);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return dayNumber(to) - dayNumber(from);
}

export function weekdayOf(date: IsoDate): Weekday {
  // 1970-01-01 was a Thursday (4).
  return ((((dayNumber(date) + THURSDAY) % 7) + 7) % 7) as Weekday;
}

export function isWeekend(date: IsoDate): boolean {
  const weekday = weekdayOf(date);
  return weekday === SATURDAY || weekday === SUNDAY;
}

/** The last day of the month `date` is in: "2026-02-10" → "2026-02-28". */
export function lastDayOfMonth(date: IsoDate): IsoDate {
  const [year, month] = date.split("-").map(Number);
  return isoDateOfDayNumber(Date.UTC(year!, month!, 0) / MS_PER_DAY);
}

/**
 * The same day `months` months away, clamped to that month's last day:
 * addMonths("2026-05-31", -3) = "2026-02-28".
 */
export function addMonths(date: IsoDate, months: number): IsoDate {
  const [year, month, day] = date.split("-").map(Number);
  const monthIndex = year! * 12 + (month! - 1) + months;
  const first = isoDateOfDayNumber(
    Date.UTC(Math.floor(monthIndex / 12), ((monthIndex % 12) + 12) % 12, 1) / MS_PER_DAY,
  );
  return addDays(first, Math.min(day!, Number(lastDayOfMonth(first).slice(8))) - 1);
}

/** The first day of the month `date` is in. */
export function firstDayOfMonth(date: IsoDate): IsoDate {
  return `${date.slice(0, 7)}-01`;
}

/** The last `weekday` on or before `date`. */
export function weekdayOnOrBefore(date: IsoDate, weekday: Weekday): IsoDate {
  return addDays(date, -((weekdayOf(date) - weekday + 7) % 7));
}
