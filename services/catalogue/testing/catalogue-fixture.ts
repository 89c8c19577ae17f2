import { indiaClock } from "../../../lib/market/india-time";
import type { UnderlyingToken } from "../../../lib/market/underlyings";
import { TEST_INSTANT } from "../../testing/test-clock";
import type { Db } from "../../db/database";
import { listedExpiries } from "../../market/instruments-master";
import { ManualClock } from "../../../lib/time/clock";
import { SimulatedMarket } from "../../market/simulated-market";
import type { CatalogueDeps } from "../catalogue-deps";
import { paperBrokerMargin } from "../paper-broker-margin";
import { TradeboxChanges } from "../tradebox-events";
import type { TradeboxInput } from "../tradebox-input";

/** The simulated market (seed 42) stopped at `at`, by default the tests' instant. */
export function fixtureMarket(at: Date = TEST_INSTANT): SimulatedMarket {
  return new SimulatedMarket({ seed: 42, clock: new ManualClock(at) });
}

/** The catalogue's writes on the fixture market, its clock stopped at `at`. */
export function catalogueDeps(
  db: Db,
  at: Date = TEST_INSTANT,
): CatalogueDeps & { market: SimulatedMarket } {
  const market = fixtureMarket(at);
  return { db, market, margin: paperBrokerMargin(market), changes: new TradeboxChanges() };
}

/** The next monthly expiry of an underlying listed at `at` (the test's clock, by default its instant). */
export function nextMonthlyExpiry(token: UnderlyingToken, at: Date = TEST_INSTANT): string {
  const expiry = listedExpiries(token, indiaClock(at).date).find((e) => e.monthly);
  if (!expiry) throw new Error("no monthly expiry listed");
  return expiry.date;
}

/** A NIFTY short straddle at 23100 (strikes near the simulated level), prices from the market. */
export function shortStraddleInput(
  name = "Nifty Short Straddle",
  at: Date = TEST_INSTANT,
): TradeboxInput {
  const expiry = nextMonthlyExpiry(3727, at);
  return {
    name,
    description: "Sell the at-the-money call and put.",
    strategy_type: "short_straddle",
    underlying_token: 3727,
    frequency: "MONTHLY",
    risk_level: "HIGH",
    market_trend: "NEUTRAL",
    legs: [
      { expiry, type: "call", strike: 23100, side: "SELL", lots: 1 },
      { expiry, type: "put", strike: 23100, side: "SELL", lots: 1 },
    ],
  };
}
