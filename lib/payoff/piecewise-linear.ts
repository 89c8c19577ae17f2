import { isOptionLeg, legProfitAtExpiry, signedQuantity, type PayoffLeg } from "./legs";

/** A zero within this many rupees of 0 is 0: float noise from sums like 150.35 × 65. */
export const ZERO_PROFIT_TOLERANCE = 1e-7;

/**
 * The expiry payoff as the exact piecewise-linear function it is on S ∈ [0, ∞): linear between
 * nodes (S = 0 and every strike), linear with `slopeAbove` beyond the highest node.
 */
export interface PiecewiseLinearPayoff {
  /** Ascending: 0, then each distinct strike. */
  nodes: readonly number[];
  /** Profit at each node, rupees, unrounded (|value| < ZERO_PROFIT_TOLERANCE snapped to 0). */
  values: readonly number[];
  /**
   * Slope below the lowest strike (rupees per point): Σ signed futures qty − Σ signed put qty,
   * since there every call is worthless, each put is worth K − S (slope −1) and a future S (+1).
   */
  slopeBelow: number;
  /**
   * Slope above the highest strike: Σ signed futures qty + Σ signed call qty, since there every
   * put is worthless and each call is worth S − K (slope +1).
   */
  slopeAbove: number;
}

const snap = (value: number) => (Math.abs(value) < ZERO_PROFIT_TOLERANCE ? 0 : value);

/** Σ over legs of sign × quantity × (value at expiry − entry) at S (unrounded rupees). */
export function profitAtExpiry(legs: readonly PayoffLeg[], underlyingPrice: number): number {
  return legs.reduce((sum, leg) => sum + legProfitAtExpiry(leg, underlyingPrice), 0);
}

/** Builds the exact piecewise-linear expiry payoff of the legs; kinks only at strikes. */
export function expiryPayoffFunction(legs: readonly PayoffLeg[]): PiecewiseLinearPayoff {
  const strikes = [...new Set(legs.filter(isOptionLeg).map((leg) => leg.strikePrice))].sort(
    (a, b) => a - b,
  );
  const nodes = [0, ...strikes];
  let futures = 0;
  let calls = 0;
  let puts = 0;
  for (const leg of legs) {
    const quantity = signedQuantity(leg);
    if (leg.instrumentType === "fut") futures += quantity;
    else if (leg.instrumentType === "call") calls += quantity;
    else puts += quantity;
  }
  return {
    nodes,
    values: nodes.map((price) => snap(profitAtExpiry(legs, price))),
    slopeBelow: futures - puts,
    slopeAbove: futures + calls,
  };
}

/** The payoff at S ≥ 0 by interpolating the nodes (equal to profitAtExpiry up to rounding). */
export function evaluatePiecewise(payoff: PiecewiseLinearPayoff, underlyingPrice: number): number {
  if (!(underlyingPrice >= 0)) throw new RangeError(`price must be ≥ 0, got ${underlyingPrice}`);
  const { nodes, values } = payoff;
  const last = nodes.length - 1;
  if (underlyingPrice >= nodes[last]!) {
    return values[last]! + payoff.slopeAbove * (underlyingPrice - nodes[last]!);
  }
  let i = 0;
  while (nodes[i + 1]! <= underlyingPrice) i++;
  const [x0, x1, y0, y1] = [nodes[i]!, nodes[i + 1]!, values[i]!, values[i + 1]!];
  return y0 + ((y1 - y0) * (underlyingPrice - x0)) / (x1 - x0);
}
