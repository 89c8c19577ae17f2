import { describe, expect, it } from "vitest";
import { maximumLoss, maximumProfit } from "./bounds";
import { probabilityOfProfit, rewardToRisk, type LognormalExpiry } from "./expiry-odds";
import type { PayoffLeg } from "./legs";
import { expiryPayoffFunction, profitAtExpiry } from "./piecewise-linear";
import { futureLeg, optionLeg } from "./test-legs";

const chanceOf = (dist: LognormalExpiry, ...legs: PayoffLeg[]) =>
  probabilityOfProfit(expiryPayoffFunction(legs), dist);

/**
 * The same figure by brute force, independent of the closed form: the lognormal density
 * integrated with the midpoint rule over ±9 standard deviations of ln S_T.
 */
function integrated(dist: LognormalExpiry, legs: readonly PayoffLeg[]) {
  const v = dist.volatility * Math.sqrt(dist.yearsToExpiry);
  const mean = Math.log(dist.forward) - (v * v) / 2;
  const steps = 200_000;
  const [from, to] = [mean - 9 * v, mean + 9 * v];
  const width = (to - from) / steps;
  let chance = 0;
  for (let i = 0; i < steps; i++) {
    const x = from + (i + 0.5) * width;
    const weight = (Math.exp(-(((x - mean) / v) ** 2) / 2) / (v * Math.sqrt(2 * Math.PI))) * width;
    if (profitAtExpiry(legs, Math.exp(x)) > 1e-7) chance += weight;
  }
  return chance;
}

// Hull, Options, Futures, and Other Derivatives, example 15.6: S0 = 42, K = 40, r = 10%,
// σ = 20%, T = 0.5: d2 = 0.6278, N(d2) = 0.7349, call = 4.76. The forward is S0·e^{rT}.
const HULL: LognormalExpiry = {
  forward: 42 * Math.exp(0.1 * 0.5),
  volatility: 0.2,
  yearsToExpiry: 0.5,
};

describe("the probability of profit at expiry under a lognormal underlying", () => {
  it("gives a free call's as N(d2), 0.7349 in Hull's example", () => {
    expect(chanceOf(HULL, optionLeg("BUY", "call", 40, 0, 1))).toBeCloseTo(0.7349, 4);
  });

  it("gives a call bought at Hull's price 4.76 the chance of S_T above 44.76", () => {
    // (ln(F / 44.76) − v²/2) / v = −0.1673, N(−0.1673) = 0.4336
    expect(chanceOf(HULL, optionLeg("BUY", "call", 40, 4.76, 1))).toBeCloseTo(0.4336, 4);
  });

  it("gives a future bought at the forward P(S_T > F) = N(−v/2), and one sold the rest", () => {
    // N(−0.0707) = 0.4718
    expect(chanceOf(HULL, futureLeg("BUY", HULL.forward, 1))).toBeCloseTo(0.4718, 4);
    expect(chanceOf(HULL, futureLeg("SELL", HULL.forward, 1))).toBeCloseTo(1 - 0.4718, 4);
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
      expect(chanceOf(NIFTY, ...legs)).toBeCloseTo(integrated(NIFTY, legs), 4);
    });
  }

  it("refuses a distribution it cannot use", () => {
    const legs = [optionLeg("BUY", "call", 40, 0, 1)];
    expect(() => chanceOf({ ...HULL, volatility: 0 }, ...legs)).toThrow(RangeError);
    expect(() => chanceOf({ ...HULL, yearsToExpiry: 0 }, ...legs)).toThrow(RangeError);
    expect(() => chanceOf({ ...HULL, forward: Number.NaN }, ...legs)).toThrow(RangeError);
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
