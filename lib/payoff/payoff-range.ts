import { isOptionLeg, type PayoffLeg } from "./legs";

/** Spec §9 'Payoff chart': 97% of the lowest strike to 103% of the highest, step 1. */
export const PAYOFF_RANGE_LOW_PERCENT = 97;
export const PAYOFF_RANGE_HIGH_PERCENT = 103;
export const PAYOFF_RANGE_STEP = 1;

export interface PayoffRange {
  /** First underlying price of the series (an integer). */
  from: number;
  /** Last underlying price of the series (an integer), ≥ from. */
  to: number;
}

/**
 * The prices the range is anchored on: the option strikes; for a futures-only position the
 * futures entry prices (it has no strikes).
 */
export function rangeAnchors(legs: readonly PayoffLeg[]): number[] {
  const strikes = legs.filter(isOptionLeg).map((leg) => leg.strikePrice);
  return strikes.length > 0 ? strikes : legs.map((leg) => leg.entryPrice);
}

/**
 * Spec §9 range, rounded outwards to whole points so it covers at least the spec's span:
 *   from = ⌊lowest × 97 / 100⌋,  to = ⌈highest × 103 / 100⌉
 * (integer × 97 is exact and the one division rounds correctly, so a whole result stays whole.)
 */
export function payoffRange(anchors: readonly number[]): PayoffRange {
  if (anchors.length === 0) throw new RangeError("a payoff range needs at least one price");
  const lowest = Math.min(...anchors);
  const highest = Math.max(...anchors);
  return {
    from: Math.floor((lowest * PAYOFF_RANGE_LOW_PERCENT) / 100),
    to: Math.ceil((highest * PAYOFF_RANGE_HIGH_PERCENT) / 100),
  };
}

/** from, from + 1, …, to. */
export function rangePrices(range: PayoffRange): number[] {
  const count = Math.floor((range.to - range.from) / PAYOFF_RANGE_STEP) + 1;
  return Array.from({ length: count }, (_, i) => range.from + i * PAYOFF_RANGE_STEP);
}
