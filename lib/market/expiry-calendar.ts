import {
  addDays,
  firstDayOfMonth,
  lastDayOfMonth,
  weekdayOf,
  weekdayOnOrBefore,
  type IsoDate,
} from "./calendar-date";
import { expiryRuleFor } from "./expiry-rules";
import { holidayListCovers } from "./holidays";
import { tradingDayOnOrBefore } from "./trading-days";
import { UNDERLYINGS, type ExpiryCycle, type UnderlyingToken } from "./underlyings";

export interface Expiry {
  /** The day the contract expires: the scheduled day, or the trading day before it. */
  date: IsoDate;
  /** The rule's day (a Tuesday since Sep 2025) before any holiday shift. */
  scheduledDate: IsoDate;
  /** The month's last expiry (the monthly contract); otherwise a weekly one. */
  monthly: boolean;
  /** True when the holiday list does not cover the year, so a holiday shift may be missing. */
  provisional: boolean;
}

/** Holiday shifts move an expiry back a few days at most; a week bounds the look-ahead. */
const SHIFT_MARGIN_DAYS = 7;

/** The month's monthly expiry day before holidays: the last rule weekday of the month. */
function scheduledMonthly(anyDayOfMonth: IsoDate): IsoDate {
  const rule = expiryRuleFor(firstDayOfMonth(anyDayOfMonth));
  return weekdayOnOrBefore(lastDayOfMonth(anyDayOfMonth), rule.weekday);
}

function isScheduledExpiry(date: IsoDate, cycles: readonly ExpiryCycle[]): boolean {
  if (date === scheduledMonthly(date)) return cycles.includes("monthly");
  return cycles.includes("weekly") && weekdayOf(date) === expiryRuleFor(date).weekday;
}

/**
 * Every expiry of an underlying's option contracts whose (holiday-adjusted) date lies in
 * [from, to], oldest first. Cycles come from UNDERLYINGS[token].cycles: NIFTY weekly + monthly,
 * BANKNIFTY and FINNIFTY monthly. Scheduled day: the rule weekday (Tuesday since 1 Sep 2025);
 * monthly = the last one of the month; a scheduled day that is not a trading day moves to the
 * previous trading day (MARKET-FACTS.md). Rules are kept from 2025-01-01.
 */
export function expiriesBetween(token: UnderlyingToken, from: IsoDate, to: IsoDate): Expiry[] {
  const { cycles } = UNDERLYINGS[token];
  const expiries: Expiry[] = [];
  for (let day = from; day <= addDays(to, SHIFT_MARGIN_DAYS); day = addDays(day, 1)) {
    if (!isScheduledExpiry(day, cycles)) continue;
    const date = tradingDayOnOrBefore(day);
    if (date < from || date > to) continue;
    expiries.push({
      date,
      scheduledDate: day,
      monthly: day === scheduledMonthly(day),
      provisional: !holidayListCovers(day),
    });
  }
  return expiries;
}

/** Far enough ahead to always contain the next monthly expiry. */
const LOOK_AHEAD_DAYS = 62;

/**
 * The first expiry on or after `date` in a cycle: `weekly` is the nearest contract of any kind
 * (the last weekly of a month is the monthly contract itself), `monthly` the nearest monthly.
 * Null when the underlying has no such cycle (BANKNIFTY and FINNIFTY have no weeklies).
 */
export function nextExpiry(
  token: UnderlyingToken,
  cycle: ExpiryCycle,
  date: IsoDate,
): Expiry | null {
  if (!UNDERLYINGS[token].cycles.includes(cycle)) return null;
  const ahead = expiriesBetween(token, date, addDays(date, LOOK_AHEAD_DAYS));
  return ahead.find((expiry) => cycle === "weekly" || expiry.monthly) ?? null;
}

/** Whether `date` is the (holiday-adjusted) monthly expiry of the underlying's contracts. */
export function isMonthlyExpiry(token: UnderlyingToken, date: IsoDate): boolean {
  return expiriesBetween(token, date, date).some((expiry) => expiry.monthly);
}
