import { describe, expect, it } from "vitest";
import { FREQUENCIES } from "../domain/enums";
import { annualisedReturn, calmarRatio, PERIODS_PER_YEAR } from "./calmar-ratio";

describe("annualisedReturn", () => {
  it("raises the growth to periods-per-year over periods covered", () => {
    // 3 months, +1% in all: 1.01^(12/3) = 1.01^4 = 1.0201² = 1.04060401 → 4.060401%.
    expect(annualisedReturn(1.01, 3, "MONTHLY")).toBeCloseTo(4.060401, 10);
    // 4 quarters: the growth itself. 1.32 → 32%.
    expect(annualisedReturn(1.32, 4, "QUARTERLY")).toBeCloseTo(32, 10);
    // 252 trading days: one year of INTRADAY periods.
    expect(annualisedReturn(1.1, 252, "INTRADAY")).toBeCloseTo(10, 10);
    expect(annualisedReturn(0, 3, "WEEKLY")).toBe(-100);
  });

  it("has nothing to annualise for ad-hoc trades or no periods", () => {
    expect(annualisedReturn(1.1, 5, "ADHOC")).toBeNull();
    expect(annualisedReturn(1, 0, "WEEKLY")).toBeNull();
  });

  it("has a period length for every frequency but ADHOC", () => {
    for (const frequency of FREQUENCIES) {
      expect(PERIODS_PER_YEAR[frequency] === null, frequency).toBe(frequency === "ADHOC");
    }
  });
});

describe("calmarRatio", () => {
  it("divides the annualised return by the drawdown", () => {
    expect(calmarRatio(32, 50)).toBe(0.64);
    expect(calmarRatio(-10, 10)).toBe(-1);
    expect(calmarRatio(32, 0)).toBeNull();
    expect(calmarRatio(null, 10)).toBeNull();
    expect(calmarRatio(5, null)).toBeNull();
  });
});
