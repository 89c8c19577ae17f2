import { smoothSamplePrices } from "./chart-series";
import type { PayoffPoint } from "./expiry-payoff";
import { prepareLeg, type PreparedLeg } from "./leg-valuation";
import { assertValidLegs, signedQuantity, type PayoffLeg } from "./legs";
import { payoffRange, rangeAnchors, rangePrices } from "./payoff-range";
import { roundToPaise } from "./round-to-paise";
import type { ValuationContext } from "./valuation-context";

function prepareAll(legs: readonly PayoffLeg[], context: ValuationContext): PreparedLeg[] {
  assertValidLegs(legs);
  return legs.map((leg) => prepareLeg(leg, context));
}

function unroundedProfit(prepared: readonly PreparedLeg[], underlyingPrice: number): number {
  return prepared.reduce(
    (sum, { leg, valueAt }) =>
      sum + signedQuantity(leg) * (valueAt(underlyingPrice) - leg.entryPrice),
    0,
  );
}

/**
 * The position's profit today (T+0, or at context.scenarioTime) with the underlying at S
 * (default: now), in rupees rounded to paise:
 *   Σ sign × quantity × (model value − entry price)
 * each leg valued by prepareLeg (Black-76 on its futures price, 252-session time to its own
 * expiry, its own implied volatility). Once every leg has expired this is the expiry payoff.
 */
export function todayProfitAt(
  legs: readonly PayoffLeg[],
  context: ValuationContext,
  underlyingPrice: number = context.underlyingPrice,
): number {
  return roundToPaise(unroundedProfit(prepareAll(legs, context), underlyingPrice));
}

/**
 * The T+0 curve: todayProfitAt at each price, by default over the spec §9 range (the expiry
 * series' prices, so both curves share an x axis).
 */
export function todayPayoffSeries(
  legs: readonly PayoffLeg[],
  context: ValuationContext,
  prices: readonly number[] = rangePrices(payoffRange(rangeAnchors(legs))),
): PayoffPoint[] {
  const prepared = prepareAll(legs, context);
  return prices.map((price) => ({
    strike: price,
    profit: roundToPaise(unroundedProfit(prepared, price)),
  }));
}

/**
 * The T+0 curve a chart draws beside an expiry series: over the series' range, valued at the
 * prices a chart needs (smoothSamplePrices, with the index now and the strikes pinned) rather
 * than at each of its thousands of prices.
 */
export function todayChartSeries(
  legs: readonly PayoffLeg[],
  context: ValuationContext,
  expirySeries: readonly PayoffPoint[],
): PayoffPoint[] {
  const prices = smoothSamplePrices(
    expirySeries.map((point) => point.strike),
    [context.underlyingPrice, ...rangeAnchors(legs)],
  );
  return todayPayoffSeries(legs, context, prices);
}
