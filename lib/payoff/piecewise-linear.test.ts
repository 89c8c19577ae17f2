import { describe, expect, it } from "vitest";
import { evaluatePiecewise, expiryPayoffFunction, profitAtExpiry } from "./piecewise-linear";
import { futureLeg, optionLeg } from "./test-legs";

// long future @24150 × 65, short 24300 CE @100 × 65, long 23800 PE @60 × 130 (a collar, 2 puts)
const legs = [
  futureLeg("BUY", 24150),
  optionLeg("SELL", "call", 24300, 100),
  optionLeg("BUY", "put", 23800, 60, 130),
];

describe("expiryPayoffFunction", () => {
  const payoff = expiryPayoffFunction(legs);

  it("has a node at 0 and at each distinct strike", () => {
    expect(payoff.nodes).toEqual([0, 23800, 24300]);
  });

  it("derives the outer slopes from the legs", () => {
    // below 23800: future +65, each long put −1 per point × 130 → 65 − 130 = −65
    expect(payoff.slopeBelow).toBe(-65);
    // above 24300: future +65, short call −65 → 0
    expect(payoff.slopeAbove).toBe(0);
  });

  it("values the nodes by hand", () => {
    // S = 23800: fut −350 × 65 = −22750; call +100 × 65 = 6500; puts −60 × 130 = −7800 → −24050
    // S = 24300: fut 150 × 65 = 9750; call 6500; puts −7800 → 8450
    // S = 0: fut −24150 × 65 = −1569750; call 6500; puts (23800 − 60) × 130 = 3086200 → 1522950
    expect(payoff.values).toEqual([1522950, -24050, 8450]);
  });

  it("interpolates to the same payoff as summing the legs, and extends the last slope", () => {
    for (const price of [0, 1000, 23799.5, 23800, 24000.25, 24300, 26000]) {
      expect(evaluatePiecewise(payoff, price)).toBeCloseTo(profitAtExpiry(legs, price), 6);
    }
  });

  it("refuses a negative price", () => {
    expect(() => evaluatePiecewise(payoff, -1)).toThrow(RangeError);
  });
});
