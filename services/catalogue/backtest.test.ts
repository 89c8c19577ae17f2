import { describe, expect, it } from "vitest";
import { backtestSeries, BACKTEST_TRADES, CAPITAL_PER_MARGIN } from "./backtest";
import { STRATEGY_RECIPES } from "./strategy-recipes";
import { fixtureMarket } from "./testing/catalogue-fixture";

describe("backtest on the simulated market", () => {
  const market = fixtureMarket();
  const plan = (frequency: "WEEKLY" | "MONTHLY") => ({
    underlyingToken: 3727 as const,
    frequency,
    legs: STRATEGY_RECIPES.short_straddle.legs,
    margin: 100_000,
  });

  it("replays one trade per past expiry, oldest first, value the running total", () => {
    const series = backtestSeries(market, plan("MONTHLY"));
    expect(series).toHaveLength(BACKTEST_TRADES);
    expect(series.map((p) => p.date)).toEqual([...series.map((p) => p.date)].sort());
    expect(series.at(-1)!.date < "2026-11-20").toBe(true);
    const capital = 100_000 * CAPITAL_PER_MARGIN;
    let value = capital;
    for (const point of series) {
      value += point.profit_abs;
      expect(point.value).toBeCloseTo(value, 6);
      expect(point.profit_pct).toBeCloseTo((point.profit_abs / capital) * 100, 9);
    }
  });

  it("weekly trades every NIFTY expiry, and the same market gives the same series", () => {
    const weekly = backtestSeries(market, plan("WEEKLY"));
    const days = weekly
      .slice(1)
      .map((p, i) => (Date.parse(p.date) - Date.parse(weekly[i]!.date)) / 86_400_000);
    expect(Math.max(...days)).toBeLessThanOrEqual(8);
    expect(backtestSeries(fixtureMarket(), plan("WEEKLY"))).toEqual(weekly);
  });
});
