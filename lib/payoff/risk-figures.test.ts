import { describe, expect, it } from "vitest";
import { maximumLoss, maximumProfit } from "./bounds";
import { lognormalExpiryOf, probabilityOfProfit } from "./expiry-odds";
import { expiryPayoffFunction } from "./piecewise-linear";
import { positionGreeks } from "./position-greeks";
import { riskFigures } from "./risk-figures";
import { futureLeg, januaryContext, optionLeg, TEST_EXPIRY } from "./test-legs";

// The January market of today-payoff.test.ts: Wed 7 Jan 2026 08:00 IST, S = 24100,
// F = 24150, σ = 14%, expiry Tue 27 Jan (15 sessions left: 7 Jan counts whole before the open).
const condor = [
  optionLeg("BUY", "put", 23500, 40),
  optionLeg("SELL", "put", 23800, 95),
  optionLeg("SELL", "call", 24400, 90),
  optionLeg("BUY", "call", 24700, 38),
];

function boundsOf(legs: Parameters<typeof expiryPayoffFunction>[0]) {
  const payoff = expiryPayoffFunction(legs);
  return { maximumProfit: maximumProfit(payoff), maximumLoss: maximumLoss(payoff) };
}

describe("a basket's risk figures", () => {
  it("takes its odds at the nearest expiry's forward, the legs' volatility and the sessions left", () => {
    const context = {
      ...januaryContext(condor),
      volatilityByToken: {
        [condor[0]!.token]: 0.16,
        [condor[1]!.token]: 0.15,
        [condor[2]!.token]: 0.13,
        [condor[3]!.token]: 0.12,
      },
    };
    const distribution = lognormalExpiryOf(condor, context);
    expect(distribution).toMatchObject({ forward: 24150, yearsToExpiry: 15 / 252 });
    expect(distribution!.volatility).toBeCloseTo((0.16 + 0.15 + 0.13 + 0.12) / 4, 12);
  });

  it("gives the greeks, chance of profit and reward to risk of an iron condor, each from its own module", () => {
    const context = januaryContext(condor);
    const figures = riskFigures(condor, context, boundsOf(condor));
    const chance = probabilityOfProfit(expiryPayoffFunction(condor), {
      forward: 24150,
      volatility: 0.14,
      yearsToExpiry: 15 / 252,
    });
    expect(figures.greeks).toEqual(positionGreeks(condor, context));
    expect(figures.probabilityOfProfit).toBe(chance);
    // Credit 107 a unit on 300-wide wings: 107 / 193.
    expect(figures.rewardToRisk).toBeCloseTo(107 / 193, 12);
    // Its short options earn the time that passes.
    expect(figures.greeks.thetaPerDay).toBeGreaterThan(0);
  });

  it("has no odds for futures alone, nor once the legs have expired", () => {
    const futures = [futureLeg("BUY", 24150)];
    const figures = riskFigures(futures, januaryContext(futures), boundsOf(futures));
    expect(figures.probabilityOfProfit).toBeNull();
    const afterExpiry = {
      ...januaryContext(condor),
      valuationTime: new Date(`${TEST_EXPIRY}T16:00:00+05:30`),
    };
    expect(lognormalExpiryOf(condor, afterExpiry)).toBeNull();
  });
});
