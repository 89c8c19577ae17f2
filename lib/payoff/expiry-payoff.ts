import { breakEvenPoints, type BreakEvenPoint } from "./break-even";
import { maximumLoss, maximumProfit, type PayoffBound } from "./bounds";
import { assertValidLegs, isOptionLeg, nearestExpiry, type PayoffLeg } from "./legs";
import { payoffRange, rangeAnchors, rangePrices } from "./payoff-range";
import { evaluatePiecewise, expiryPayoffFunction, profitAtExpiry } from "./piecewise-linear";
import { roundToPaise } from "./round-to-paise";

/** A point of the payoff: profit in rupees (rounded to paise) with the underlying at `strike`. */
export interface PayoffPoint {
  strike: number;
  profit: number;
}

/** Spec §3 'Payoff (client)'. */
export interface Payoff {
  series: PayoffPoint[];
  maximumProfit: PayoffBound;
  maximumLoss: PayoffBound;
  interestingPoints: PayoffPoint[];
  breakEvenPoints: BreakEvenPoint[];
  underlyingPrice: number;
  expiryDate: string;
}

export interface ExpiryPayoff extends Payoff {
  /**
   * True when the legs expire on different dates. The expiry payoff then values every leg at
   * intrinsic on the nearest expiry, which ignores the time value left in the later legs; value
   * such positions with the T+0 engine at the nearest expiry instead.
   */
  hasMixedExpiries: boolean;
}

/**
 * The position's payoff at expiry (spec §3 'Payoff data', §9 'Payoff chart'):
 * - series: profit = Σ sign × quantity × (value at expiry − entry) at every whole point from
 *   ⌊97% of the lowest strike⌋ to ⌈103% of the highest⌉;
 * - breakEvenPoints: exact zero crossings of the piecewise-linear payoff (see break-even.ts);
 * - maximumProfit / maximumLoss: from the slopes beyond the outermost strikes (see bounds.ts);
 * - interestingPoints: each distinct strike and each break-even with its profit, ascending;
 * - expiryDate: the nearest leg expiry; underlyingPrice: passed through.
 * Prices are floats inside; every profit is rounded to paise here, at the edge.
 */
export function computeExpiryPayoff(
  legs: readonly PayoffLeg[],
  market: { underlyingPrice: number },
): ExpiryPayoff {
  assertValidLegs(legs);
  const payoff = expiryPayoffFunction(legs);
  const breakEvens = breakEvenPoints(payoff);
  const series = rangePrices(payoffRange(rangeAnchors(legs))).map((price) => ({
    strike: price,
    profit: roundToPaise(profitAtExpiry(legs, price)),
  }));
  const strikes = [...new Set(legs.filter(isOptionLeg).map((leg) => leg.strikePrice))];
  const interestingPoints = [
    ...strikes.map((strike) => ({
      strike,
      profit: roundToPaise(evaluatePiecewise(payoff, strike)),
    })),
    ...breakEvens.map((point) => ({ strike: point.strike, profit: 0 })),
  ].sort((a, b) => a.strike - b.strike);

  return {
    series,
    maximumProfit: maximumProfit(payoff),
    maximumLoss: maximumLoss(payoff),
    interestingPoints,
    breakEvenPoints: breakEvens,
    underlyingPrice: market.underlyingPrice,
    expiryDate: nearestExpiry(legs),
    hasMixedExpiries: new Set(legs.map((leg) => leg.expiryDate)).size > 1,
  };
}
