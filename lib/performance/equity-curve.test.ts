import { describe, expect, it } from "vitest";
import { equityCurve } from "./equity-curve";

describe("equityCurve", () => {
  it("starts from the capital before the first period, then follows the series by date", () => {
    const curve = equityCurve([
      { date: "2026-09-29", value: 70290.89, profit_abs: -10410, profit_pct: -12.9 },
      { date: "2026-08-25", value: 80700.89, profit_abs: 8025, profit_pct: 11 },
    ]);
    expect(curve).toEqual([
      { date: null, label: "Start", value: 72675.89, profit: null },
      { date: "2026-08-25", label: "25 Aug", value: 80700.89, profit: 8025 },
      { date: "2026-09-29", label: "29 Sep", value: 70290.89, profit: -10410 },
    ]);
  });

  it("is empty for an empty window", () => {
    expect(equityCurve([])).toEqual([]);
  });
});
