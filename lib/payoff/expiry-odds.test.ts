import { describe, expect, it } from "vitest";
import { maximumLoss, maximumProfit } from "./bounds";
import { expiryOdds, rewardToRisk, type LognormalExpiry } from "./expiry-odds";
import type { PayoffLeg } from "./legs";
import { expiryPayoffFunction, profitAtExpiry } from "./piecewise-linear";
import { futureLeg, optionLeg } from "./test-legs";

const oddsOf = (dist: LognormalExpiry, ...legs: PayoffLeg[]) =>
  expiryOdds(expiryPayoffFunction(legs), dist);

/**
 * The same figures by brute force, independent of the closed forms: the lognormal density
 * integrated with the midpoint rule over ±9 standard deviations of ln S_T.
 */
function integrated(dist: LognormalExpiry, legs: readonly PayoffLeg[]) {
  const v = dist.volatility * Math.sqrt(dist.yearsToExpiry);
  const mean = Math.log(dist.forward) - (v * v) / 2;
  const steps = 200_000;
  const [from, to] = [mean - 9 * v, mean + 9 * v];
  const width = (to - from) / steps;
  let probabilityOfProfit = 0;
  let expectedProfit = 0;
  for (let i = 0; i < steps; i++) {
    const x = from + (i + 0.5) * width;
    const weight = (Math.exp(-(((x - mean) / v) ** 2) / 2) / (v * Math.sqrt(2 * Math.PI))) * width;
    const profit = profitAtExpiry(legs, Math.exp(x));
    if (profit > 1e-7) probabilityOfProfit += weight;
    expectedProfit += profit * weight;
  }
  return { probabilityOfProfit, expectedProfit };
}

// Hull, Options, Futures, and Other Derivatives, example 15.6: S0 = 42, K = 40, r = 10%,
// σ = 20%, T = 0.5: d2 = 0.6278, N(d2) = 0.7349, call = 4.76. The forward is S0·e^{rT}.
const HULL: LognormalExpiry = {
  forward: 42 * Math.exp(0.1 * 0.5),
  volatility: 0.2,
  yearsToExpiry: 0.5,
};

describe("the odds at expiry under a lognormal underlying", () => {
  it("gives a free call's probability of profit as N(d2), 0.7349 in Hull's example", () => {
    const { probabilityOfProfit } = oddsOf(HULL, optionLeg("BUY", "call", 40, 0, 1));
    expect(probabilityOfProfit).toBeCloseTo(0.7349, 4);
  });

  it("gives a free call's expected profit as its undiscounted price, 4.76·e^{rT} in Hull's example", () => {
    const { expectedProfit } = oddsOf(HULL, optionLeg("BUY", "call", 40, 0, 1));
    // Hull rounds the price to 4.76: the figure lies within half a paisa of it, grown by e^{rT}.
    expect(Math.abs(expectedProfit - 4.76 * Math.exp(0.05))).toBeLessThan(0.006);
  });

  it("gives a future bought at the forward a zero expected profit and P(S_T > F) = N(−v/2)", () => {
    const odds = oddsOf(HULL, futureLeg("BUY", HULL.forward, 1));
    expect(odds.expectedProfit).toBeCloseTo(0, 9);
    // N(−0.0707) = 0.4718
    expect(odds.probabilityOfProfit).toBeCloseTo(0.4718, 4);
  });

  const NIFTY: LognormalExpiry = { forward: 23150, volatility: 0.14, yearsToExpiry: 20 / 252 };
  const positions: Record<string, PayoffLeg[]> = {
    "short straddle": [
      optionLeg("SELL", "call", 23100, 210.5),
      optionLeg("SELL", "put", 23100, 160.25),
    ],
    "iron condor": [
      optionLeg("BUY", "put", 22500, 35),
      optionLeg("SELL", "put", 22800, 80.5),
      optionLeg("SELL", "call", 23500, 70.25),
      optionLeg("BUY", "call", 23800, 28),
    ],
    "call ratio back spread with a future hedge": [
      optionLeg("SELL", "call", 23000, 260, 65),
      optionLeg("BUY", "call", 23400, 95, 130),
      futureLeg("SELL", 23150, 30),
    ],
  };
  for (const [name, legs] of Object.entries(positions)) {
    it(`agrees with the density integrated numerically: ${name}`, () => {
      const exact = oddsOf(NIFTY, ...legs);
      const brute = integrated(NIFTY, legs);
      expect(exact.probabilityOfProfit).toBeCloseTo(brute.probabilityOfProfit, 4);
      expect(exact.expectedProfit).toBeCloseTo(brute.expectedProfit, 1);
    });
  }

  it("refuses a distribution it cannot use", () => {
    const legs = [optionLeg("BUY", "call", 40, 0, 1)];
    expect(() => oddsOf({ ...HULL, volatility: 0 }, ...legs)).toThrow(RangeError);
    expect(() => oddsOf({ ...HULL, yearsToExpiry: 0 }, ...legs)).toThrow(RangeError);
    expect(() => oddsOf({ ...HULL, forward: Number.NaN }, ...legs)).toThrow(RangeError);
  });
});

describe("reward to risk", () => {
  const boundsOf = (...legs: PayoffLeg[]) => {
    const payoff = expiryPayoffFunction(legs);
    return [maximumProfit(payoff), maximumLoss(payoff)] as const;
  };

  it("divides the maximum profit by the maximum loss: a 300-wide condor taking 88.75 in credit", () => {
    const [profit, loss] = boundsOf(
      optionLeg("BUY", "put", 22500, 35),
      optionLeg("SELL", "put", 22800, 80.5),
      optionLeg("SELL", "call", 23500, 70.25),
      optionLeg("BUY", "call", 23800, 28),
    );
    // Credit 87.75 a unit, worst loss 300 − 87.75 = 212.25 a unit: 87.75 / 212.25.
    expect(rewardToRisk(profit, loss)).toBeCloseTo(87.75 / 212.25, 12);
  });

  it("has none when either side is unlimited, or nothing can be lost or gained", () => {
    expect(rewardToRisk(...boundsOf(optionLeg("SELL", "call", 23100, 210)))).toBeNull();
    expect(rewardToRisk(...boundsOf(optionLeg("BUY", "call", 23100, 0)))).toBeNull();
    expect(rewardToRisk({ type: "limited", value: 500 }, { type: "limited", value: 0 })).toBeNull();
    expect(
      rewardToRisk({ type: "limited", value: 0 }, { type: "limited", value: -500 }),
    ).toBeNull();
  });
});
