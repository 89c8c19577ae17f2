import { TEST_BROKER_CODE } from "../product";
import { addDays } from "./calendar-date";
import { isTradingDay } from "./holidays";
import { indiaClock, indiaInstant, msOfClockTime } from "./india-time";
import { EXCHANGE_SESSION } from "./market-hours";
import { tradingDayOnOrBefore } from "./trading-days";

/**
 * Which market a price comes from: NSE's session ('live'), the paper broker's practice session
 * that keeps the simulated market moving while NSE is shut ('practice'), or a closed market whose
 * prices stand at the last close ('closed'). docs/market-simulation.md.
 */
export const MARKET_SESSIONS = ["live", "practice", "closed"] as const;
export type MarketSession = (typeof MARKET_SESSIONS)[number];

/** What the app calls each market wherever prices show. */
export const MARKET_SESSION_LABELS: Record<MarketSession, string> = {
  live: "Live market",
  practice: "Practice market",
  closed: "Market closed",
};

/**
 * The markets the price feed answers from (GET /marketfeed/ltp?market=): NSE's, or the paper
 * broker's, which is NSE's in a session and the practice session's while NSE is shut.
 */
export const FEED_MARKETS = ["live", "practice"] as const;
export type FeedMarket = (typeof FEED_MARKETS)[number];

/**
 * The feed's market a trader on `broker` sees: the test broker's traders and a sandbox's see
 * their practice (a sandbox fills at the paper broker's market).
 */
export function feedMarketFor(broker: string | null, sandbox = false): FeedMarket {
  return broker === TEST_BROKER_CODE || sandbox ? "practice" : "live";
}

/** Whether NSE's F&O session (09:15–15:30 IST, trading days) is running at `now`. */
export function isExchangeSessionOpen(now: Date): boolean {
  const { date, msOfDay } = indiaClock(now);
  return (
    isTradingDay(date) &&
    msOfDay >= msOfClockTime(EXCHANGE_SESSION.open) &&
    msOfDay < msOfClockTime(EXCHANGE_SESSION.close)
  );
}

/**
 * The close that began the market's shut period `now` is in (the latest session close at or
 * before it); null while the session runs.
 */
export function lastSessionClose(now: Date): Date | null {
  if (isExchangeSessionOpen(now)) return null;
  const { date, msOfDay } = indiaClock(now);
  const closedToday = isTradingDay(date) && msOfDay >= msOfClockTime(EXCHANGE_SESSION.close);
  const day = closedToday ? date : tradingDayOnOrBefore(addDays(date, -1));
  return indiaInstant(day, EXCHANGE_SESSION.close);
}
