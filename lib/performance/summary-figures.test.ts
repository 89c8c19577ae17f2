import { describe, expect, it } from "vitest";
import { summarisePerformance } from "./performance-summary";
import type { PerformanceSummary } from "./portfolio-series";
import {
  NO_FIGURE,
  performanceFigures,
  performanceWindowLabel,
  periodNoun,
} from "./summary-figures";

const series = [
  { date: "2026-08-25", value: 80700.89, profit_abs: 8025, profit_pct: 21.861 },
  { date: "2026-09-29", value: 70290.89, profit_abs: -10410, profit_pct: -28.358 },
  { date: "2026-10-27", value: 107529.89, profit_abs: 37239, profit_pct: 101.443 },
];

const byKey = (summary: PerformanceSummary, frequency: Parameters<typeof performanceFigures>[1]) =>
  Object.fromEntries(performanceFigures(summary, frequency).map((f) => [f.key, f]));

describe("performance figures", () => {
  it("names periods by the tradebox's frequency", () => {
    expect(periodNoun("MONTHLY")).toBe("month");
    expect(periodNoun("WEEKLY", 3)).toBe("weeks");
    expect(periodNoun("ADHOC")).toBe("trade");
    expect(performanceWindowLabel("last_three_perf", "MONTHLY")).toBe("Last 3 months");
    expect(performanceWindowLabel("last_nine_perf", "ADHOC")).toBe("Last 9 trades");
  });

  it("labels every summary field but the series, with a trader's words and formats", () => {
    const figures = performanceFigures(summarisePerformance(series, "MONTHLY"), "MONTHLY");
    const keys = figures.map((f) => f.key).sort();
    const fields = Object.keys(summarisePerformance(series, "MONTHLY"))
      .filter((k) => k !== "portfolio_timeseries" && !k.endsWith("_date"))
      .sort();
    expect(keys).toEqual(fields);

    const f = byKey(summarisePerformance(series, "MONTHLY"), "MONTHLY");
    expect(f.compounded_return).toMatchObject({ value: "+75.87%", tone: "profit" });
    expect(f.success_ratio).toMatchObject({ label: "Win rate", value: "66.67%" });
    expect(f.max_drawdown).toMatchObject({ value: "-28.36%", tone: "loss" });
    expect(f.max_drawdown_recovery).toMatchObject({ value: "1 month" });
    expect(f.best_daily_profit).toMatchObject({
      label: "Best month",
      value: "+₹37,239.00",
      detail: "On 27 Oct 2026",
    });
    expect(f.worst_daily_profit).toMatchObject({ value: "-₹10,410.00", tone: "loss" });
    expect(f.average_profit_lose_days).toMatchObject({ label: "Average losing month" });
    expect(f.win_streak).toMatchObject({ value: "1 month", detail: "Months in profit in a row" });
    expect(f.average_trade_value).toMatchObject({ value: "₹86,173.89" });
  });

  it("shows a dash where the window has no data, and says when a drawdown never recovered", () => {
    const empty = byKey(summarisePerformance([], "WEEKLY"), "WEEKLY");
    expect(empty.compounded_return?.value).toBe(NO_FIGURE);
    expect(empty.best_daily_profit?.detail).toBe("No data in this window");
    expect(empty.win_streak?.value).toBe("0 weeks");

    const falling = summarisePerformance(series.slice(0, 2), "ADHOC");
    const f = byKey(falling, "ADHOC");
    expect(f.max_drawdown_recovery?.value).toBe("Not recovered yet");
    expect(f.calmar_ratio?.value).toBe(NO_FIGURE); // ADHOC has no period length
    expect(f.best_daily_profit?.label).toBe("Best trade");
  });
});
