import type { UnderlyingToken } from "../../../lib/market/underlyings";
import type { Db } from "../../db/database";
import { listedExpiries } from "../../market/instruments-master";
import { ManualClock } from "../../market/market-clock";
import { SimulatedMarket } from "../../market/simulated-market";
import type { CatalogueDeps } from "../catalogue-deps";
import { paperBrokerMargin } from "../paper-broker-margin";
import { TradeboxChanges } from "../tradebox-events";
import type { TradeboxInput } from "../tradebox-input";

/** Fri 20 Nov 2026, 10:00 IST: a session, so every listed contract has a price. */
export const FIXTURE_INSTANT = new Date("2026-11-20T04:30:00Z");

/** The simulated market (seed 42) stopped at FIXTURE_INSTANT. */
export function fixtureMarket(): SimulatedMarket {
  return new SimulatedMarket({ seed: 42, clock: new ManualClock(FIXTURE_INSTANT) });
}

export function catalogueDeps(db: Db): CatalogueDeps & { market: SimulatedMarket } {
  const market = fixtureMarket();
  return { db, market, margin: paperBrokerMargin(market), changes: new TradeboxChanges() };
}

/** The next monthly expiry of an underlying listed on the fixture's date. */
export function nextMonthlyExpiry(token: UnderlyingToken): string {
  const expiry = listedExpiries(token, "2026-11-20").find((e) => e.monthly);
  if (!expiry) throw new Error("no monthly expiry listed");
  return expiry.date;
}

/** A NIFTY short straddle at 23100 (strikes near the simulated level), prices from the market. */
export function shortStraddleInput(name = "Nifty Short Straddle"): TradeboxInput {
  const expiry = nextMonthlyExpiry(3727);
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
