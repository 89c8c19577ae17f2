import { dayNumber, isoDateOfDayNumber, type IsoDate } from "../market/calendar-date";
import { isTradingDay as isNseTradingDay } from "../market/holidays";
import { IST_OFFSET_MINUTES, indiaClock, msOfClockTime } from "../market/india-time";
import { EXCHANGE_SESSION } from "../market/market-hours";
import { CALENDAR_DAYS_PER_YEAR, TRADING_DAYS_PER_YEAR } from "./conventions";

/** Whether an ISO date (YYYY-MM-DD, India) is an NSE trading day. */
export type TradingDayPredicate = (isoDate: IsoDate) => boolean;

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;
const SESSION_OPEN_MS = msOfClockTime(EXCHANGE_SESSION.open);
const SESSION_CLOSE_MS = msOfClockTime(EXCHANGE_SESSION.close);
const SESSION_MS = SESSION_CLOSE_MS - SESSION_OPEN_MS;

/**
 * Time to expiry in trading years, the product's day count (PAYOFF_PRICING_CONVENTION):
 *   T = (Σ over trading days d from today to the expiry day of the share of d's 09:15-15:30 IST
 *        session still ahead) / 252
 * Options expire at 15:30 IST on the expiry date, which always counts as a trading day. Before
 * the open today counts as a full session, after the close as none; nights, weekends and holidays
 * add no time, so theta accrues only while the market is open. `isTradingDay` defaults to Monday
 * the NSE calendar (lib/market/holidays.ts): weekends and NSE holidays add no time.
 */
export function tradingYearsToExpiry(
  valuationTime: Date,
  expiryDate: string,
  isTradingDay: TradingDayPredicate = isNseTradingDay,
): number {
  const expiryDay = dayNumber(expiryDate);
  const now = indiaClock(valuationTime);
  const today = dayNumber(now.date);
  if (today > expiryDay) return 0;
  let sessions = fullSessionsAfter(today, expiryDay, isTradingDay);
  if (today === expiryDay || isTradingDay(isoDateOfDayNumber(today))) {
    const remaining = (SESSION_CLOSE_MS - now.msOfDay) / SESSION_MS;
    sessions += Math.min(Math.max(remaining, 0), 1);
  }
  return sessions / TRADING_DAYS_PER_YEAR;
}

/** Remembered counts per calendar: a margin check values every leg in every scenario. */
const fullSessionCounts = new WeakMap<TradingDayPredicate, Map<number, number>>();
const COUNTS_KEPT = 10_000;

/** Trading days after `today` up to the expiry day (which always counts), each a full session. */
function fullSessionsAfter(today: number, expiryDay: number, isTradingDay: TradingDayPredicate) {
  let counts = fullSessionCounts.get(isTradingDay);
  if (!counts) fullSessionCounts.set(isTradingDay, (counts = new Map()));
  const key = today * 100_000 + expiryDay;
  const known = counts.get(key);
  if (known !== undefined) return known;
  let sessions = 0;
  for (let day = today + 1; day <= expiryDay; day++) {
    if (day === expiryDay || isTradingDay(isoDateOfDayNumber(day))) sessions += 1;
  }
  if (counts.size >= COUNTS_KEPT) counts.clear();
  counts.set(key, sessions);
  return sessions;
}

/**
 * Time to expiry in calendar years, Hull's day count (NSE_IV_CONVENTION):
 *   T = max(expiry at 15:30 IST − now, 0) / 365 days
 */
export function calendarYearsToExpiry(valuationTime: Date, expiryDate: string): number {
  const expiryMs =
    dayNumber(expiryDate) * MS_PER_DAY + SESSION_CLOSE_MS - IST_OFFSET_MINUTES * MS_PER_MINUTE;
  const remainingMs = Math.max(expiryMs - valuationTime.getTime(), 0);
  return remainingMs / (CALENDAR_DAYS_PER_YEAR * MS_PER_DAY);
}
