import { describe, expect, it } from "vitest";
import { countPeriods, lastPeriods, periodOf } from "./periods";

const at = (date: string) => ({ date, value: 0, profit_abs: 0, profit_pct: 0 });

describe("periods", () => {
  it("names the period of a date per frequency", () => {
    expect(periodOf("2026-11-26", "INTRADAY")).toBe("2026-11-26");
    expect(periodOf("2026-11-26", "WEEKLY")).toBe("2026-11-23"); // Thursday → its Monday
    expect(periodOf("2026-11-23T10:00:00+05:30", "WEEKLY")).toBe("2026-11-23");
    expect(periodOf("2026-11-26", "MONTHLY")).toBe("2026-11");
    expect(periodOf("2026-11-26", "QUARTERLY")).toBe("2026-Q4");
    expect(periodOf("2026-03-31", "QUARTERLY")).toBe("2026-Q1");
    expect(periodOf("2026-11-26", "ANNUAL")).toBe("2026");
    expect(periodOf("2026-11-26", "ADHOC")).toBeNull();
    expect(() => periodOf("2026-010-15", "QUARTERLY")).toThrow(RangeError);
  });

  it("keeps the points of the last n periods, whatever the points per period", () => {
    const daily = ["2026-11-02", "2026-11-04", "2026-11-09", "2026-11-12", "2026-11-16"].map(at);
    // Weeks of 2 Nov (2 points), 9 Nov (2 points), 16 Nov (1 point).
    expect(countPeriods(daily, "WEEKLY")).toBe(3);
    expect(lastPeriods(daily, 2, "WEEKLY").map((p) => p.date)).toEqual([
      "2026-11-09",
      "2026-11-12",
      "2026-11-16",
    ]);
    expect(lastPeriods(daily, 9, "WEEKLY")).toEqual(daily);
    expect(lastPeriods(daily, 2, "INTRADAY").map((p) => p.date)).toEqual([
      "2026-11-12",
      "2026-11-16",
    ]);
  });

  it("treats each ad-hoc trade as its own period, even on one date", () => {
    const trades = ["2026-11-02", "2026-11-02", "2026-11-05"].map(at);
    expect(countPeriods(trades, "ADHOC")).toBe(3);
    expect(lastPeriods(trades, 2, "ADHOC")).toEqual(trades.slice(1));
  });
});
