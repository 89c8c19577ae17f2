import type { UserSignalWire } from "../basket/user-basket-wire";
import { computeExpiryPayoff, type ExpiryPayoff, type PayoffPoint } from "../payoff/expiry-payoff";
import { payoffLegFromUserSignal } from "../payoff/legs-from-signals";
import { isOptionLeg, type PayoffLeg } from "../payoff/legs";
import { legGreeks, type PositionGreeks } from "../payoff/position-greeks";
import { riskFigures, type RiskFigures } from "../payoff/risk-figures";
import { todayChartSeries } from "../payoff/today-payoff";
import type { ValuationContext } from "../payoff/valuation-context";
import { whatIfModelOf, type WhatIfModel } from "../payoff/what-if-view";
import { PAYOFF_PRICING_CONVENTION } from "../pricing/conventions";
import { impliedVolatilityBlack76 } from "../pricing/implied-volatility";
import { tradingYearsToExpiry } from "../pricing/time-to-expiry";
import type { PriceMap } from "./prices";

/** The open legs of a basket as payoff legs; flat legs and legs without an entry yet are left out. */
export function openPayoffLegs(signals: readonly UserSignalWire[]): PayoffLeg[] {
  const legs: PayoffLeg[] = [];
  for (const signal of signals) {
    const { avg_entry_price, underlying_token, expiry_date } = signal;
    if (avg_entry_price === null || underlying_token === null || expiry_date === null) continue;
    const leg = payoffLegFromUserSignal({
      ...signal,
      avg_entry_price,
      underlying_token,
      expiry_date,
    });
    if (leg) legs.push(leg);
  }
  return legs;
}

/** Any σ for a leg that has expired: at T = 0 the model is its intrinsic value whatever σ is. */
const EXPIRED_LEG_VOLATILITY = 0.2;

/**
 * The market for the T+0 curve from live prices: the underlying's price, and each option leg's
 * σ implied from its own last price (Black-76 on the underlying's price: the feed has no futures
 * price for weeklies, which ignores a few points of carry). A leg whose σ cannot be implied takes
 * the mean σ of the legs that could; with none, there is no T+0 curve (null).
 */
export function liveValuationContext(
  legs: readonly PayoffLeg[],
  prices: PriceMap,
  underlyingPrice: number,
  now: Date,
): ValuationContext | null {
  const solved = new Map<number, number>();
  const unsolved: number[] = [];
  for (const leg of legs.filter(isOptionLeg)) {
    const years = tradingYearsToExpiry(now, leg.expiryDate);
    const price = prices[String(leg.token)];
    if (years <= 0) {
      solved.set(leg.token, EXPIRED_LEG_VOLATILITY);
      continue;
    }
    const result =
      price === undefined
        ? null
        : impliedVolatilityBlack76({
            right: leg.instrumentType,
            price,
            forward: underlyingPrice,
            strike: leg.strikePrice,
            years,
            rate: PAYOFF_PRICING_CONVENTION.riskFreeRate,
          });
    if (result?.ok) solved.set(leg.token, result.volatility);
    else unsolved.push(leg.token);
  }
  const known = [...solved.values()];
  if (unsolved.length > 0 && known.length === 0) return null;
  const mean = known.reduce((sum, sigma) => sum + sigma, 0) / Math.max(known.length, 1);
  for (const token of unsolved) solved.set(token, mean);
  return {
    valuationTime: now,
    underlyingPrice,
    volatilityByToken: Object.fromEntries(solved),
  };
}

/** The open legs' risk, valued as the T+0 curve is (each leg at the σ its live price implies). */
export interface PositionAnalytics {
  /** Greeks for the lots held, chance of profit at expiry, reward to risk. */
  risk: RiskFigures;
  /** Each open leg's greeks for its quantity, by instrument token. */
  greeksByToken: Record<number, PositionGreeks>;
  /** The same legs and market for the trader's what-if. */
  whatIf: WhatIfModel;
}

export interface PositionPayoff {
  /** At expiry (spec §3 'Payoff (client)'), over the spec §9 range. */
  expiry: ExpiryPayoff;
  /**
   * Today (T+0) over the same range, at the prices a chart needs (todayChartSeries: the index
   * now and the strikes among them); null when no volatility could be implied.
   */
  today: PayoffPoint[] | null;
  /** Null with the T+0 curve. */
  analytics: PositionAnalytics | null;
}

/**
 * The payoff of a basket's open legs at expiry and today, from the live prices. Null when no leg
 * is open or the underlying has no price yet.
 */
export function positionPayoff(
  signals: readonly UserSignalWire[],
  prices: PriceMap,
  now: Date,
): PositionPayoff | null {
  const legs = openPayoffLegs(signals);
  const underlying = legs[0]?.underlyingToken;
  const underlyingPrice = underlying === undefined ? undefined : prices[String(underlying)];
  if (legs.length === 0 || underlyingPrice === undefined) return null;
  const expiry = computeExpiryPayoff(legs, { underlyingPrice });
  const context = liveValuationContext(legs, prices, underlyingPrice, now);
  if (!context) return { expiry, today: null, analytics: null };
  return {
    expiry,
    today: todayChartSeries(legs, context, expiry.series),
    analytics: {
      risk: riskFigures(legs, context, expiry),
      greeksByToken: Object.fromEntries(legs.map((leg) => [leg.token, legGreeks(leg, context)])),
      whatIf: whatIfModelOf(legs, context, expiry),
    },
  };
}
