import type { PayoffBound } from "./bounds";
import { lognormalExpiryOf, probabilityOfProfit, rewardToRisk } from "./expiry-odds";
import type { PayoffLeg } from "./legs";
import { expiryPayoffFunction } from "./piecewise-linear";
import { positionGreeks, type PositionGreeks } from "./position-greeks";
import type { ValuationContext } from "./valuation-context";

/**
 * What an options platform shows beside a payoff: the position's greeks and its odds. No mean
 * profit at expiry: under one volatility for legs priced on a smile it is the smile's artefact
 * (thousands of rupees on a basket whose T+0 value is nil), not the basket's.
 */
export interface RiskFigures {
  /** In rupees for the quantities the legs hold. */
  greeks: PositionGreeks;
  /** P(profit at expiry); null when the legs give no volatility (futures only) or have expired. */
  probabilityOfProfit: number | null;
  /** Maximum profit per rupee of maximum loss; null when either is unlimited. */
  rewardToRisk: number | null;
}

/**
 * The risk figures of the legs in `context`, the odds at their nearest expiry
 * (lognormalExpiryOf), reward to risk from the bounds the page already shows.
 */
export function riskFigures(
  legs: readonly PayoffLeg[],
  context: ValuationContext,
  bounds: { maximumProfit: PayoffBound; maximumLoss: PayoffBound },
): RiskFigures {
  const distribution = lognormalExpiryOf(legs, context);
  return {
    greeks: positionGreeks(legs, context),
    probabilityOfProfit: distribution
      ? probabilityOfProfit(expiryPayoffFunction(legs), distribution)
      : null,
    rewardToRisk: rewardToRisk(bounds.maximumProfit, bounds.maximumLoss),
  };
}
