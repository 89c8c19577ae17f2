import { describe, expect, it } from "vitest";
import { legGreeks, positionGreeks } from "./position-greeks";
import { futureLeg, januaryContext, optionLeg } from "./test-legs";
import { todayProfitAt } from "./today-payoff";

// Same market as today-payoff.test.ts: T = 15/252, F = 24150, S = 24100, σ = 14%, r = 6.5%.
// Black-76 greeks per unit from mpmath (F = 24150, K = 24000): call Δ 0.576824211553783,
// put Δ −0.419314215948268, Γ 0.000472277848104434, vega 2295.35889388407,
// call Θ −2672.89316885179 /yr, put Θ −2682.60551851993 /yr.
const call = optionLeg("BUY", "call", 24000, 380);
const put = optionLeg("BUY", "put", 24000, 250);
const context = januaryContext([call, put]);
const basis = 24150 / 24100;

describe("positionGreeks", () => {
  it("scales a long call's Black-76 greeks by quantity and the futures basis", () => {
    const greeks = positionGreeks([call], context);
    expect(greeks.delta).toBeCloseTo(65 * basis * 0.576824211553783, 10);
    expect(greeks.gamma).toBeCloseTo(65 * basis * basis * 0.000472277848104434, 12);
    expect(greeks.thetaPerDay).toBeCloseTo((65 * -2672.89316885179) / 252, 8);
    expect(greeks.vegaPerPercent).toBeCloseTo((65 * 2295.35889388407) / 100, 8);
  });

  it("sums signed legs: a short straddle has near-zero delta, negative gamma and vega, positive theta", () => {
    const shortStraddle = [
      { ...call, transactionType: "SELL" as const },
      { ...put, transactionType: "SELL" as const },
    ];
    const greeks = positionGreeks(shortStraddle, context);
    expect(greeks.delta).toBeCloseTo(-65 * basis * (0.576824211553783 - 0.419314215948268), 10);
    expect(greeks.gamma).toBeCloseTo(-2 * 65 * basis * basis * 0.000472277848104434, 12);
    expect(greeks.thetaPerDay).toBeCloseTo((65 * (2672.89316885179 + 2682.60551851993)) / 252, 8);
    expect(greeks.vegaPerPercent).toBeCloseTo((-2 * 65 * 2295.35889388407) / 100, 8);
  });

  it("gives a future a delta of quantity × basis and nothing else", () => {
    expect(positionGreeks([futureLeg("SELL", 24150)], context)).toEqual({
      delta: -65 * basis,
      gamma: 0,
      thetaPerDay: 0,
      vegaPerPercent: 0,
    });
  });

  it("predicts the T+0 profit's change over one session and one point", () => {
    const legs = [call, put];
    const greeks = positionGreeks(legs, context);
    const now = todayProfitAt(legs, context);
    const tomorrow = todayProfitAt(legs, {
      ...context,
      scenarioTime: new Date("2026-01-08T08:00:00+05:30"),
    });
    // theta is the instantaneous rate; over a whole session the decay speeds up a little
    expect((tomorrow - now) / greeks.thetaPerDay).toBeGreaterThan(0.97);
    expect((tomorrow - now) / greeks.thetaPerDay).toBeLessThan(1.05);
    const up = todayProfitAt(legs, context, 24101);
    const down = todayProfitAt(legs, context, 24099);
    expect((up - down) / 2).toBeCloseTo(greeks.delta, 1);
  });
});

describe("legGreeks", () => {
  it("gives a sold put the Black-76 greeks of its quantity, signs turned", () => {
    const greeks = legGreeks({ ...put, transactionType: "SELL" }, context);
    expect(greeks.delta).toBeCloseTo(-65 * basis * -0.419314215948268, 10);
    expect(greeks.gamma).toBeCloseTo(-65 * basis * basis * 0.000472277848104434, 12);
    expect(greeks.thetaPerDay).toBeCloseTo((65 * 2682.60551851993) / 252, 8);
    expect(greeks.vegaPerPercent).toBeCloseTo((-65 * 2295.35889388407) / 100, 8);
  });
});
