import type { Frequency } from "../../lib/domain/enums";
import { addDays } from "../../lib/market/calendar-date";
import { expiriesBetween } from "../../lib/market/expiry-calendar";
import { indiaClock, indiaInstant } from "../../lib/market/india-time";
import type { UnderlyingToken } from "../../lib/market/underlyings";
import { PAISE_PER_RUPEE } from "../../lib/money/paise";
import type { PortfolioPoint } from "../../lib/performance/portfolio-series";
import { expiryInstant } from "../market/contract-valuation";
import { findInstrument } from "../market/instrument-lookup";
import type { SimulatedMarket } from "../market/simulated-market";
import { recipeStrike } from "./recipe-legs";
import type { RecipeLeg } from "./strategy-recipes";

/** How many trades a backtest replays: enough for the last nine periods and a little history. */
export const BACKTEST_TRADES = 12;

export interface BacktestPlan {
  underlyingToken: UnderlyingToken;
  /** WEEKLY trades every expiry (NIFTY's weeklies); every other frequency the monthly expiry. */
  frequency: Frequency;
  legs: readonly RecipeLeg[];
  /** The basket's margin in rupees; returns are measured on CAPITAL_PER_MARGIN times it. */
  margin: number;
}

/**
 * The capital a trade's return is measured on, as a multiple of its margin: the margin plus
 * twice as much again kept for mark-to-market and adjustments. On the margin alone, a debit
 * spread expiring worthless would be −100% and ruin every compounded figure after it.
 */
export const CAPITAL_PER_MARGIN = 3;

/** The last BACKTEST_TRADES + 1 expiries that closed before `now`, oldest first. */
function pastExpiries(plan: BacktestPlan, now: Date): string[] {
  const today = indiaClock(now).date;
  const lookBack = plan.frequency === "WEEKLY" ? 7 * 20 : 31 * 16;
  return expiriesBetween(plan.underlyingToken, addDays(today, -lookBack), today)
    .filter((expiry) => plan.frequency === "WEEKLY" || expiry.monthly)
    .map((expiry) => expiry.date)
    .filter((date) => expiryInstant(date) < now)
    .slice(-(BACKTEST_TRADES + 1));
}

/**
 * The recipe replayed on the simulated market: trade i enters at 15:00 IST on expiry i − 1 at
 * the market's prices, struck around the index then, and exits at expiry i's settlement (the
 * intrinsic value). Each point is one trade: profit_abs its profit in rupees, profit_pct that
 * profit as a percentage of the capital (CAPITAL_PER_MARGIN × margin), value the capital plus
 * every profit so far.
 */
export function backtestSeries(market: SimulatedMarket, plan: BacktestPlan): PortfolioPoint[] {
  const expiries = pastExpiries(plan, market.now());
  const capital = plan.margin * CAPITAL_PER_MARGIN;
  let value = capital;
  return expiries.slice(1).map((expiry, index) => {
    const entryAt = indiaInstant(expiries[index]!, "15:00");
    const exitAt = new Date(expiryInstant(expiry).getTime() + 60_000);
    const spot = market.indexLevel(plan.underlyingToken, entryAt);
    const profit = plan.legs.reduce((sum, leg) => {
      const instrument = findInstrument({
        underlyingToken: plan.underlyingToken,
        expiry,
        type: leg.type,
        strike: recipeStrike(plan.underlyingToken, spot, leg.moneyness),
      });
      const entry = instrument && market.priceAt(instrument.token, entryAt);
      const exit = instrument && market.priceAt(instrument.token, exitAt);
      if (!instrument || entry === undefined || exit === undefined) return sum;
      const units = leg.lots * instrument.lotSize * (leg.side === "BUY" ? 1 : -1);
      return sum + (units * (exit - entry)) / PAISE_PER_RUPEE;
    }, 0);
    value += profit;
    return {
      date: expiry,
      value,
      profit_abs: profit,
      profit_pct: capital > 0 ? (profit / capital) * 100 : 0,
    };
  });
}
