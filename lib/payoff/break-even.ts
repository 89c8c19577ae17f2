import type { PiecewiseLinearPayoff } from "./piecewise-linear";

/** Spec §3: a price where the payoff crosses zero, and on which side of it there is profit. */
export interface BreakEvenPoint {
  /** Underlying price at expiry, exact (not rounded to the chart's 1-point grid). */
  strike: number;
  /** 'above': profit for prices just above the strike; 'below': just below it. */
  profitIs: "above" | "below";
}

const sign = (value: number) => Math.sign(value);

/**
 * Break-even points of the expiry payoff, solved exactly on its linear pieces:
 * - inside a piece [x0, x1] whose ends have opposite signs: x = x0 + y0·(x1 − x0)/(y0 − y1);
 * - beyond the highest node (value y, slope m, opposite signs): x = x_last − y/m;
 * - where the payoff is exactly 0 at a node, or over a flat stretch of nodes, and has opposite
 *   signs on either side: the edge of that stretch on the profitable side (where profit starts).
 * A payoff that touches 0 without changing sign has no break-even there. Sorted ascending.
 */
export function breakEvenPoints(payoff: PiecewiseLinearPayoff): BreakEvenPoint[] {
  const { nodes, values, slopeAbove } = payoff;
  const last = nodes.length - 1;
  const points: BreakEvenPoint[] = [];
  const profitSide = (signAbove: number) => (signAbove > 0 ? "above" : "below");

  for (let i = 0; i < last; i++) {
    const [x0, x1, y0, y1] = [nodes[i]!, nodes[i + 1]!, values[i]!, values[i + 1]!];
    if (y0 !== 0 && y1 !== 0 && sign(y0) !== sign(y1)) {
      points.push({ strike: x0 + (y0 * (x1 - x0)) / (y0 - y1), profitIs: profitSide(y1) });
    }
  }
  const lastValue = values[last]!;
  if (lastValue !== 0 && slopeAbove !== 0 && sign(lastValue) !== sign(slopeAbove)) {
    points.push({
      strike: nodes[last]! - lastValue / slopeAbove,
      profitIs: profitSide(slopeAbove),
    });
  }

  // runs of nodes where the payoff is exactly zero
  for (let start = 0; start <= last; start++) {
    if (values[start] !== 0) continue;
    let end = start;
    while (end < last && values[end + 1] === 0) end++;
    // no price below 0: a run starting at S = 0 has nothing on its left
    const signBelow = start === 0 ? 0 : sign(values[start - 1]!);
    const signAbove = end === last ? sign(slopeAbove) : sign(values[end + 1]!);
    if (signBelow !== 0 && signAbove !== 0 && signBelow !== signAbove) {
      points.push({
        strike: signAbove > 0 ? nodes[end]! : nodes[start]!,
        profitIs: profitSide(signAbove),
      });
    }
    start = end;
  }
  return points.sort((a, b) => a.strike - b.strike);
}
