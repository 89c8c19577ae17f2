import {
  CALENDAR_DAYS_PER_YEAR,
  IST_OFFSET_MINUTES,
  SESSION_CLOSE_MINUTES_IST,
  SESSION_OPEN_MINUTES_IST,
  TRADING_DAYS_PER_YEAR,
} from "./conventions";

/** Whether an ISO date (YYYY-MM-DD, India) is an NSE trading day. */
export type TradingDayPredicate = (isoDate: string) => boolean;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const SESSION_MINUTES = SESSION_CLOSE_MINUTES_IST - SESSION_OPEN_MINUTES_IST;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Days since 1970-01-01 of an ISO date; throws on anything but a real YYYY-MM-DD date. */
function epochDay(isoDate: string): number {
  const match = ISO_DATE.exec(isoDate);
  if (!match) throw new RangeError(`expected an ISO date YYYY-MM-DD, got "${isoDate}"`);
  const [, y, m, d] = match;
  const ms = Date.UTC(Number(y), Number(m) - 1, Number(d));
  if (new Date(ms).toISOString().slice(0, 10) !== isoDate) {
    throw new RangeError(`not a calendar date: "${isoDate}"`);
  }
  return ms / MS_PER_DAY;
}

function isoDateOfEpochDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/** Monday to Friday: the fallback when no holiday calendar is given. */
export function isWeekday(isoDate: string): boolean {
  const weekday = new Date(epochDay(isoDate) * MS_PER_DAY).getUTCDay();
  return weekday !== 0 && weekday !== 6;
}

/** The India date (epoch day) and minutes after midnight IST of an instant. */
function indiaClock(instant: Date): { day: number; minutes: number } {
  const shifted = instant.getTime() + IST_OFFSET_MINUTES * MS_PER_MINUTE;
  const day = Math.floor(shifted / MS_PER_DAY);
  return { day, minutes: (shifted - day * MS_PER_DAY) / MS_PER_MINUTE };
}

/**
 * Time to expiry in trading years, the product's day count (PAYOFF_PRICING_CONVENTION):
 *   T = (Σ over trading days d from today to the expiry day of the share of d's 09:15-15:30 IST
 *        session still ahead) / 252
 * Options expire at 15:30 IST on the expiry date, which always counts as a trading day. Before
 * the open today counts as a full session, after the close as none; nights, weekends and holidays
 * add no time, so theta accrues only while the market is open. `isTradingDay` defaults to Monday
 * to Friday; pass the NSE holiday calendar to skip holidays.
 */
export function tradingYearsToExpiry(
  valuationTime: Date,
  expiryDate: string,
  isTradingDay: TradingDayPredicate = isWeekday,
): number {
  const expiryDay = epochDay(expiryDate);
  const now = indiaClock(valuationTime);
  let sessions = 0;
  for (let day = now.day; day <= expiryDay; day++) {
    if (day !== expiryDay && !isTradingDay(isoDateOfEpochDay(day))) continue;
    if (day === now.day) {
      const remaining = (SESSION_CLOSE_MINUTES_IST - now.minutes) / SESSION_MINUTES;
      sessions += Math.min(Math.max(remaining, 0), 1);
    } else {
      sessions += 1;
    }
  }
  return sessions / TRADING_DAYS_PER_YEAR;
}

/**
 * Time to expiry in calendar years, Hull's day count (NSE_IV_CONVENTION):
 *   T = max(expiry at 15:30 IST − now, 0) / 365 days
 */
export function calendarYearsToExpiry(valuationTime: Date, expiryDate: string): number {
  const expiryMs =
    epochDay(expiryDate) * MS_PER_DAY +
    (SESSION_CLOSE_MINUTES_IST - IST_OFFSET_MINUTES) * MS_PER_MINUTE;
  const remainingMs = Math.max(expiryMs - valuationTime.getTime(), 0);
  return remainingMs / (CALENDAR_DAYS_PER_YEAR * MS_PER_DAY);
}
