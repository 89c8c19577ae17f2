import { describe, expect, it } from "vitest";
import { compoundedReturn, growthCurve } from "./growth";

const points = (...pcts: number[]) =>
  pcts.map((profit_pct, i) => ({ date: `2026-01-0${i + 1}`, value: 0, profit_abs: 0, profit_pct }));

describe("growth of ₹1", () => {
  it("multiplies 1 + pct / 100 period by period", () => {
    expect(growthCurve(points(10, -10))).toEqual([1, 1.1, 1.1 * 0.9]);
    // 1.1 × 0.9 − 1 = −0.01 → −1%: a 10% gain and a 10% loss do not cancel.
    expect(compoundedReturn(points(10, -10))).toBeCloseTo(-1, 10);
  });

  it("stops at zero for losses beyond 100%", () => {
    expect(growthCurve(points(-150, 50))).toEqual([1, 0, 0]);
    expect(compoundedReturn(points(-150))).toBe(-100);
  });

  it("has no compounded return for no periods", () => {
    expect(compoundedReturn([])).toBeNull();
  });
});
