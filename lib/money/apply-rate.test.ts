import { describe, expect, it } from "vitest";
import { applyRate, percentOf, percentRate, ratioPercent } from "./apply-rate";
import { paise } from "./paise";

describe("applyRate and percentOf", () => {
  it("takes 18% of ₹5 as exactly 90 paise (500 × 18 / 100)", () => {
    expect(percentOf(paise(500), 18, "half-up")).toBe(90);
  });

  it("settles a half paisa by the mode given", () => {
    // 25 × 18 / 100 = 4.5 paise
    expect(percentOf(paise(25), 18, "half-up")).toBe(5);
    expect(percentOf(paise(25), 18, "half-even")).toBe(4);
    // 75 × 18 / 100 = 13.5 paise: both go to 14 (away from zero, and even)
    expect(percentOf(paise(75), 18, "half-up")).toBe(14);
    expect(percentOf(paise(75), 18, "half-even")).toBe(14);
    // −25 × 18% = −4.5: half-up goes away from zero
    expect(percentOf(paise(-25), 18, "half-up")).toBe(-5);
    expect(percentOf(paise(-25), 18, "half-even")).toBe(-4);
  });

  it("holds fractional rates exactly", () => {
    expect(percentRate("12.5")).toEqual({ coefficient: 125n, exponent: -3 });
    // ₹1,000 × 12.5% = 100000 × 125 / 1000 = 12500 paise
    expect(percentOf(paise(100_000), "12.5", "half-up")).toBe(12_500);
    expect(applyRate(paise(333), { coefficient: 3n, exponent: 0 }, "half-up")).toBe(999);
  });

  it("keeps a product above 2^53 exact before dividing it back", () => {
    // 9e15 paise × 18% = 1.62e15 paise; the intermediate 1.62e17 is not a safe integer.
    expect(percentOf(paise(9_000_000_000_000_000), 18, "half-up")).toBe(1_620_000_000_000_000);
  });
});

describe("ratioPercent", () => {
  it("is part / whole × 100, null on a zero base", () => {
    expect(ratioPercent(paise(125_000), paise(5_000_000))).toBe(2.5);
    expect(ratioPercent(paise(-125_000), paise(5_000_000))).toBe(-2.5);
    expect(ratioPercent(paise(1), paise(0))).toBeNull();
  });
});
