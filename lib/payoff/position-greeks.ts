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

/**
 * Position greeks at the current underlying price (and context.scenarioTime if given):
 *   each greek = Σ over legs of sign × quantity × the leg's per-unit greek (prepareLeg).
 */
export function positionGreeks(
  legs: readonly PayoffLeg[],
  context: ValuationContext,
): PositionGreeks {
  assertValidLegs(legs);
  const total: PositionGreeks = { delta: 0, gamma: 0, thetaPerDay: 0, vegaPerPercent: 0 };
  for (const leg of legs) {
    const quantity = signedQuantity(leg);
    const greeks = prepareLeg(leg, context).greeks();
    total.delta += quantity * greeks.delta;
    total.gamma += quantity * greeks.gamma;
    total.thetaPerDay += quantity * greeks.thetaPerDay;
    total.vegaPerPercent += quantity * greeks.vegaPerPercent;
  }
  return total;
}
