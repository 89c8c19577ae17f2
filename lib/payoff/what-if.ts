import { MIN_IMPLIED_VOLATILITY } from "../pricing/conventions";
import type { ValuationContext } from "./valuation-context";

/** A trader's what-if: the index moved, time passed, implied volatility shifted. */
export interface WhatIf {
  /** The underlying (and every forward with it) moved by this much, in percent (−2 = 2% down). */
  underlyingMovePercent: number;
  /** This many calendar days later (the legs' own trading-session clocks count what passes). */
  daysForward: number;
  /** Every leg's implied volatility shifted by this many points (+1: 14% → 15%). */
  volatilityShiftPoints: number;
}

export const NO_WHAT_IF: WhatIf = {
  underlyingMovePercent: 0,
  daysForward: 0,
  volatilityShiftPoints: 0,
};

const DAY_MS = 86_400_000;

/**
 * The valuation context of a what-if: the T+0 curve, P&L and greeks valued in it answer the
 * trader's question. The underlying and the forwards move together (the basis in percent holds),
 * the scenario time moves on from the context's own (or its valuation time), and each volatility
 * shifts by the same points, never below the model's floor.
 */
export function whatIfContext(context: ValuationContext, whatIf: WhatIf): ValuationContext {
  const factor = 1 + whatIf.underlyingMovePercent / 100;
  if (!(factor > 0)) {
    throw new RangeError(`The underlying cannot move ${whatIf.underlyingMovePercent}%`);
  }
  if (!(whatIf.daysForward >= 0)) {
    throw new RangeError(`Days forward must be ≥ 0, got ${whatIf.daysForward}`);
  }
  const shift = whatIf.volatilityShiftPoints / 100;
  const from = context.scenarioTime ?? context.valuationTime;
  return {
    ...context,
    underlyingPrice: context.underlyingPrice * factor,
    forwardByExpiry:
      context.forwardByExpiry &&
      Object.fromEntries(
        Object.entries(context.forwardByExpiry).map(([expiry, price]) => [expiry, price * factor]),
      ),
    volatilityByToken: Object.fromEntries(
      Object.entries(context.volatilityByToken).map(([token, sigma]) => [
        token,
        Math.max(MIN_IMPLIED_VOLATILITY, sigma + shift),
      ]),
    ),
    scenarioTime: new Date(from.getTime() + whatIf.daysForward * DAY_MS),
  };
}
