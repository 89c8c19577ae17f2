import { describe, expect, it } from "vitest";
import { readSpec } from "@/tests/support/spec-document";
import { WEEKLY_SERIES } from "./weekly-series.fixture";
import { summarisePerformance } from "./performance-summary";
import { PERFORMANCE_WINDOWS, performanceWindows } from "./performance-windows";

const spec = readSpec();

describe("performance windows", () => {
  it.skipIf(!spec)("are the spec's last three, six and nine periods (§9)", () => {
    expect(spec).toContain("Performance windows: the last three, six and nine periods.");
    expect(PERFORMANCE_WINDOWS).toEqual({
      last_three_perf: 3,
      last_six_perf: 6,
      last_nine_perf: 9,
    });
  });

  const windows = performanceWindows(WEEKLY_SERIES, "WEEKLY");

  it("summarises the last three weeks", () => {
    // Weeks 6-8: 0%, +25%, +10% → G = 1, 1.25, 1.375: +37.5%, no drawdown.
    const three = windows.last_three_perf;
    expect(three.portfolio_timeseries).toEqual(WEEKLY_SERIES.slice(5));
    expect(three.compounded_return).toBeCloseTo(37.5, 10);
    expect(three.max_drawdown).toBe(0);
    expect(three.max_drawdown_recovery).toBe(0);
    expect(three.calmar_ratio).toBeNull();
    expect(three.success_ratio).toBeCloseTo(200 / 3, 10); // 2 of 3
    expect([three.win_streak, three.lose_streak]).toEqual([2, 0]);
    expect(three.best_daily_profit).toBe(25_200);
    expect(three.worst_daily_profit).toBe(0);
    expect(three.average_profit_win_days).toBe(18_900); // (25,200 + 12,600) / 2
    expect(three.average_profit_lose_days).toBeNull();
    expect(three.average_profit_overall).toBe(12_600); // 37,800 / 3
    expect(three.average_trade_value).toBe(121_800); // (1,00,800 + 1,26,000 + 1,38,600) / 3
  });

  it("summarises the last six weeks from their own starting point", () => {
    // Weeks 3-8: −50, −20, +100, 0, +25, +10 → G = 0.5, 0.4, 0.8, 0.8, 1.0, 1.1: +10%.
    // Drawdown from the window's start (1) to 0.4 = 60%; back to 1.0 three weeks later.
    const six = windows.last_six_perf;
    expect(six.compounded_return).toBeCloseTo(10, 10);
    expect(six.max_drawdown).toBeCloseTo(60, 10);
    expect(six.max_drawdown_recovery).toBe(3);
    expect(six.success_ratio).toBe(50); // 3 of 6
  });

  it("summarises all eight weeks when nine are asked for", () => {
    expect(windows.last_nine_perf).toEqual(summarisePerformance(WEEKLY_SERIES, "WEEKLY"));
  });
});
