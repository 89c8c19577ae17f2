import { TEST_BROKER_CODE } from "../product";
import { addDays, type IsoDate } from "./calendar-date";
import { isTradingDay } from "./holidays";
import { indiaClock, indiaInstant, msOfClockTime, type ClockTime } from "./india-time";
import { tradingDayOnOrAfter } from "./trading-days";

/**
 * Spec §9: the product takes orders from 09:15 to 15:15 India time on trading days. NSE's F&O
 * session runs to 15:30; the product stops 15 minutes earlier. The window is [open, close):
 * open at 09:15:00.000, closed from 15:15:00.000.
 */
export const ORDER_WINDOW = { open: "09:15", close: "15:15" } as const satisfies Record<
  string,
  ClockTime
>;

/** NSE's F&O session, India time; options expire at its close on the expiry day. */
export const EXCHANGE_SESSION = { open: "09:15", close: "15:30" } as const satisfies Record<
  string,
  ClockTime
>;

export interface MarketHoursOptions {
  /** The trader's broker code; the test broker trades at any time (spec §6). */
  broker?: string;
  /** The broker is a sandbox on this server: it trades at any time, as the test broker does. */
  sandbox?: boolean;
}

/**
 * Whether orders can be placed at `now`: trading day (weekday, not an NSE holiday) and
 * 09:15 ≤ India time < 15:15. Always true for the test broker and a sandbox.
 */
export function isMarketOpen(now: Date, options: MarketHoursOptions = {}): boolean {
  if (options.broker === TEST_BROKER_CODE || options.sandbox === true) return true;
  const { date, msOfDay } = indiaClock(now);
  return (
    isTradingDay(date) &&
    msOfDay >= msOfClockTime(ORDER_WINDOW.open) &&
    msOfDay < msOfClockTime(ORDER_WINDOW.close)
  );
}

/** The window's opening instant on `date`, or, if the market is past it, on a later trading day. */
function firstOpenFrom(date: IsoDate, now: Date): Date {
  const day = tradingDayOnOrAfter(date);
  const open = indiaInstant(day, ORDER_WINDOW.open);
  return open.getTime() >= now.getTime() ? open : firstOpenFrom(addDays(day, 1), now);
}

/**
 * The next time the order window opens: the first 09:15 India time on a trading day at or after
 * `now` (so `now` itself at exactly 09:15:00 on a trading day; tomorrow's when already open).
 */
export function nextMarketOpen(now: Date): Date {
  return firstOpenFrom(indiaClock(now).date, now);
}

/**
 * The next time the order window closes: today's 15:15 while it is open, otherwise the 15:15
 * of the next session.
 */
export function nextMarketClose(now: Date): Date {
  if (isMarketOpen(now)) return indiaInstant(indiaClock(now).date, ORDER_WINDOW.close);
  return indiaInstant(indiaClock(nextMarketOpen(now)).date, ORDER_WINDOW.close);
}
