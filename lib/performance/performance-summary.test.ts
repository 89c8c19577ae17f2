import { describe, expect, it } from "vitest";
import { WEEKLY_SERIES } from "./weekly-series.fixture";
import { summarisePerformance } from "./performance-summary";

describe("summarisePerformance on the hand-computed weekly series", () => {
  const summary = summarisePerformance(WEEKLY_SERIES, "WEEKLY");

  it("compounds the weekly returns: 1.2 × 1.05 × 0.5 × 0.8 × 2 × 1 × 1.25 × 1.1 − 1 = 38.6%", () => {
    expect(summary.compounded_return).toBeCloseTo(38.6, 10);
  });

  it("measures the deepest fall and its recovery", () => {
    // Peak 1.26 (week 2) → trough 0.504 (week 4): (1.26 − 0.504) / 1.26 = 0.6 → 60%.
    expect(summary.max_drawdown).toBeCloseTo(60, 10);
    // Back to 1.26 in week 7: 7 − 4 = 3 weeks.
    expect(summary.max_drawdown_recovery).toBe(3);
  });

  it("annualises by 52 weeks for the Calmar ratio", () => {
    // 1.386^(52/8) = 1.386^6.5: 1.386² = 1.920996, ^4 = 3.690226, ^6 = 7.088911,
    // √1.386 = 1.177285 → 8.345666. Annualised 734.5666%; / 60 = 12.24278.
    expect(summary.calmar_ratio).toBeCloseTo(12.24278, 4);
  });

  it("counts wins, losses and streaks (a zero week is neither)", () => {
    // W W L L W 0 W W: 5 wins of 8 = 62.5%; longest runs 2 and 2.
    expect(summary.success_ratio).toBe(62.5);
    expect(summary.win_streak).toBe(2);
    expect(summary.lose_streak).toBe(2);
  });

  it("finds the best and worst week with their dates", () => {
    expect(summary.best_daily_profit).toBe(50_400);
    expect(summary.best_profit_date).toBe("2026-09-29");
    expect(summary.worst_daily_profit).toBe(-63_000);
    expect(summary.worst_profit_date).toBe("2026-09-15");
  });

  it("averages profits and trade value", () => {
    // Wins: 20,000 + 6,000 + 50,400 + 25,200 + 12,600 = 1,14,200 / 5 = 22,840.
    expect(summary.average_profit_win_days).toBe(22_840);
    // Losses: (−63,000 − 12,600) / 2 = −37,800.
    expect(summary.average_profit_lose_days).toBe(-37_800);
    // All: (1,14,200 − 75,600) / 8 = 38,600 / 8 = 4,825.
    expect(summary.average_profit_overall).toBe(4_825);
    // Values: 1,20,000 + 1,26,000 + 63,000 + 50,400 + 1,00,800 + 1,00,800 + 1,26,000 + 1,38,600
    // = 8,25,600 / 8 = 1,03,200.
    expect(summary.average_trade_value).toBe(103_200);
  });

  it("carries the series, sorted by date", () => {
    const shuffled = [...WEEKLY_SERIES].reverse();
    expect(summarisePerformance(shuffled, "WEEKLY")).toEqual(summary);
    expect(summary.portfolio_timeseries).toEqual(WEEKLY_SERIES);
  });
});

describe("summarisePerformance, edge cases", () => {
  it("gives nulls and zero streaks for an empty series", () => {
    expect(summarisePerformance([], "MONTHLY")).toEqual({
      average_profit_lose_days: null,
      average_profit_overall: null,
      average_profit_win_days: null,
      average_trade_value: null,
      best_daily_profit: null,
      best_profit_date: null,
      calmar_ratio: null,
      compounded_return: null,
      lose_streak: 0,
      max_drawdown: null,
      max_drawdown_recovery: null,
      portfolio_timeseries: [],
      success_ratio: null,
      win_streak: 0,
      worst_daily_profit: null,
      worst_profit_date: null,
    });
  });

  it("summarises a single winning period", () => {
    const one = [{ date: "2026-10-30", value: 110_000, profit_abs: 10_000, profit_pct: 10 }];
    const summary = summarisePerformance(one, "MONTHLY");
    expect(summary.compounded_return).toBeCloseTo(10, 10);
    expect(summary.max_drawdown).toBe(0);
    expect(summary.max_drawdown_recovery).toBe(0);
    expect(summary.calmar_ratio).toBeNull(); // no drawdown to divide by
    expect(summary.success_ratio).toBe(100);
    expect([summary.win_streak, summary.lose_streak]).toEqual([1, 0]);
    expect(summary.best_profit_date).toBe("2026-10-30");
    expect(summary.worst_profit_date).toBe("2026-10-30");
    expect(summary.average_profit_lose_days).toBeNull();
  });

  it("counts a first-period loss as a drawdown from the starting capital, not recovered", () => {
    const one = [{ date: "2026-10-30", value: 90_000, profit_abs: -10_000, profit_pct: -10 }];
    const summary = summarisePerformance(one, "ANNUAL");
    expect(summary.max_drawdown).toBeCloseTo(10, 10);
    expect(summary.max_drawdown_recovery).toBeNull();
    // One year at −10%: annualised −10% / 10% = −1.
    expect(summary.calmar_ratio).toBeCloseTo(-1, 10);
  });

  it("gives a quarterly series' Calmar ratio without annualising (4 quarters = 1 year)", () => {
    // +20, −50, +100, +10: G = 1.2, 0.6, 1.2, 1.32 → return 32%; drawdown (1.2 − 0.6) / 1.2 = 50%,
    // recovered one quarter later; Calmar = 32 / 50 = 0.64.
    const quarters = [20, -50, 100, 10].map((pct, i) => ({
      date: ["2026-03-31", "2026-06-30", "2026-09-30", "2026-12-31"][i]!,
      value: 0,
      profit_abs: pct,
      profit_pct: pct,
    }));
    const summary = summarisePerformance(quarters, "QUARTERLY");
    expect(summary.compounded_return).toBeCloseTo(32, 10);
    expect(summary.max_drawdown).toBeCloseTo(50, 10);
    expect(summary.max_drawdown_recovery).toBe(1);
    expect(summary.calmar_ratio).toBeCloseTo(0.64, 10);
  });

  it("leaves the Calmar ratio out for ad-hoc tradeboxes", () => {
    const trades = [
      { date: "2026-10-01", value: 100, profit_abs: -10, profit_pct: -10 },
      { date: "2026-10-09", value: 90, profit_abs: 9, profit_pct: 10 },
    ];
    expect(summarisePerformance(trades, "ADHOC").calmar_ratio).toBeNull();
  });
});
