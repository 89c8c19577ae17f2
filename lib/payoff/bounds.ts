import type { ProfitLossType } from "../domain/enums";
import type { PiecewiseLinearPayoff } from "./piecewise-linear";
import { roundToPaise } from "./round-to-paise";

/** Spec §3/§9 maximum profit or loss: a figure in rupees, or unlimited. */
export type PayoffBound =
  | { type: Extract<ProfitLossType, "limited">; value: number }
  | { type: Extract<ProfitLossType, "unlimited"> };

const UNLIMITED: PayoffBound = { type: "unlimited" };

/**
 * Maximum profit at expiry, decided from the slopes beyond the outermost strikes, never from the
 * sampled range:
 * - unlimited if the payoff keeps rising above the highest strike (slopeAbove > 0) or below the
 *   lowest (slopeBelow < 0: it rises as the price falls);
 * - otherwise limited: the highest node value (a piecewise-linear function with flat or falling
 *   ends peaks at a kink), rounded to paise.
 * Below the lowest strike the price stops at 0, so a "downside unlimited" figure is really
 * bounded by the payoff at S = 0; like traders and option tools (a naked put's loss is shown as
 * unlimited), the product treats it as unlimited, the same on both sides.
 */
export function maximumProfit(payoff: PiecewiseLinearPayoff): PayoffBound {
  if (payoff.slopeAbove > 0 || payoff.slopeBelow < 0) return UNLIMITED;
  return { type: "limited", value: roundToPaise(Math.max(...payoff.values)) };
}

/**
 * Maximum loss at expiry, by the same rule mirrored: unlimited if the payoff keeps falling above
 * the highest strike (slopeAbove < 0) or below the lowest (slopeBelow > 0); otherwise the lowest
 * node value, rounded to paise. The value is the payoff itself: negative for a loss (−5850 means
 * a loss of ₹5,850), positive for a position that cannot lose.
 */
export function maximumLoss(payoff: PiecewiseLinearPayoff): PayoffBound {
  if (payoff.slopeAbove < 0 || payoff.slopeBelow > 0) return UNLIMITED;
  return { type: "limited", value: roundToPaise(Math.min(...payoff.values)) };
}
