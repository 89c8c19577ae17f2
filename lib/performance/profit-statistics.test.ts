import { describe, expect, it } from "vitest";
import { extremeProfit, mean, successRatio } from "./profit-statistics";

const day = (date: string, profit_abs: number) => ({ date, value: 0, profit_abs, profit_pct: 0 });

describe("profit statistics", () => {
  const series = [
    day("2026-01-01", 5),
    day("2026-01-02", -3),
    day("2026-01-05", 5),
    day("2026-01-06", 0),
  ];

  it("takes the earliest of equal best days, and the worst day", () => {
    expect(extremeProfit(series, 1)).toEqual({ profit: 5, date: "2026-01-01" });
    expect(extremeProfit(series, -1)).toEqual({ profit: -3, date: "2026-01-02" });
    expect(extremeProfit([], 1)).toBeNull();
  });

  it("counts only profit above zero as success", () => {
    expect(successRatio(series)).toBe(50); // 2 of 4
    expect(successRatio([])).toBeNull();
  });

  it("averages, with no average of nothing", () => {
    expect(mean([5, -3, 5, 0])).toBe(1.75);
    expect(mean([])).toBeNull();
  });
});
