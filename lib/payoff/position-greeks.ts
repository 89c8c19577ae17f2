import { prepareLeg } from "./leg-valuation";
import { assertValidLegs, signedQuantity, type PayoffLeg } from "./legs";
import type { ValuationContext } from "./valuation-context";

/** Sensitivities of the whole position, in rupees (unrounded: format them for display). */
export interface PositionGreeks {
  /** Rupees gained per 1-point rise of the underlying (also: equivalent units of underlying). */
  delta: number;
  /** Change in delta per 1-point rise of the underlying. */
  gamma: number;
  /** Rupees gained per trading session passing, nothing else moving (negative = decay). */
  thetaPerDay: number;
  /** Rupees gained per 1 volatility point (σ + 0.01) on every leg. */
  vegaPerPercent: number;
}

/** One leg's greeks for the quantity it holds, signed (a sold leg's delta turns). */
export function legGreeks(leg: PayoffLeg, context: ValuationContext): PositionGreeks {
  const quantity = signedQuantity(leg);
  const greeks = prepareLeg(leg, context).greeks();
  return {
    delta: quantity * greeks.delta,
    gamma: quantity * greeks.gamma,
    thetaPerDay: quantity * greeks.thetaPerDay,
    vegaPerPercent: quantity * greeks.vegaPerPercent,
  };
}

/**
 * Position greeks at the current underlying price (and context.scenarioTime if given):
 *   each greek = Σ over legs of sign × quantity × the leg's per-unit greek (legGreeks).
 */
export function positionGreeks(
  legs: readonly PayoffLeg[],
  context: ValuationContext,
): PositionGreeks {
  assertValidLegs(legs);
  const total: PositionGreeks = { delta: 0, gamma: 0, thetaPerDay: 0, vegaPerPercent: 0 };
  for (const leg of legs) {
    const greeks = legGreeks(leg, context);
    total.delta += greeks.delta;
    total.gamma += greeks.gamma;
    total.thetaPerDay += greeks.thetaPerDay;
    total.vegaPerPercent += greeks.vegaPerPercent;
  }
  return total;
}
