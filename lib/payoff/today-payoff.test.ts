import { describe, expect, it } from "vitest";
import { computeExpiryPayoff } from "./expiry-payoff";
import { MissingVolatilityError } from "./leg-valuation";
import { futureLeg, januaryContext, optionLeg } from "./test-legs";
import { todayPayoffSeries, todayProfitAt } from "./today-payoff";

// Wed 7 Jan 2026 before the open: 15 weekday sessions to Tue 27 Jan (7-9, 12-16, 19-23, 26, 27),
// so T = 15/252. Spot 24100, January future 24150, σ 14%, r 6.5%. Black-76 values for F=24150,
// K=24000 from mpmath: call 406.906005475062, put 257.485241349755.
const call = optionLeg("BUY", "call", 24000, 380);
const put = optionLeg("SELL", "put", 24000, 250);
const context = januaryContext([call, put]);

describe("todayProfitAt", () => {
  it("values a long call at Black-76 on the future: 65 × (406.906005 − 380) = 1748.89", () => {
    expect(todayProfitAt([call], context)).toBe(1748.89);
  });

  it("values a short put: −65 × (257.485241 − 250) = −486.54", () => {
    expect(todayProfitAt([put], context)).toBe(-486.54);
  });

  it("adds the legs: 1748.89 − 486.54 ≈ 1262.35 (rounded once, at the end)", () => {
    // 65 × 26.906005475062 − 65 × 7.485241349755 = 1262.349665… → 1262.35
    expect(todayProfitAt([call, put], context)).toBe(1262.35);
  });

  it("moves the future with the underlying at the basis ratio 24150 / 24100", () => {
    // at 24200: F = 24200 × 24150 / 24100 = 24250.20747; 65 × (24250.20747 − 24150) = 6513.49
    const future = futureLeg("BUY", 24150);
    expect(todayProfitAt([future], context)).toBe(0);
    expect(todayProfitAt([future], context, 24200)).toBe(6513.49);
  });

  it("falls back to the spot when no future is given (no carry)", () => {
    const noForward = { ...context, forwardByExpiry: {} };
    const future = futureLeg("BUY", 24150);
    expect(todayProfitAt([future], noForward, 24200)).toBe(65 * 50);
  });

  it("refuses an option leg without an implied volatility", () => {
    const orphan = optionLeg("BUY", "call", 24500, 80);
    expect(() => todayProfitAt([orphan], context)).toThrow(MissingVolatilityError);
  });
});

describe("todayPayoffSeries", () => {
  const condor = [
    optionLeg("BUY", "put", 23600, 40),
    optionLeg("SELL", "put", 23800, 80),
    optionLeg("SELL", "call", 24400, 70),
    optionLeg("BUY", "call", 24600, 30),
  ];
  const volatilities = Object.fromEntries(condor.map((leg) => [leg.token, 0.13]));
  const condorContext = { ...context, volatilityByToken: volatilities };

  it("is the expiry payoff once every leg has expired, whatever the future's basis", () => {
    const atExpiry = { ...condorContext, scenarioTime: new Date("2026-01-27T15:30:00+05:30") };
    const expiry = computeExpiryPayoff(condor, { underlyingPrice: 24100 });
    expect(todayPayoffSeries(condor, atExpiry)).toEqual(expiry.series);
  });

  it("closes in on the expiry payoff as expiry nears", () => {
    const expiry = computeExpiryPayoff(condor, { underlyingPrice: 24100 }).series;
    const gap = (scenarioTime: string) => {
      const today = todayPayoffSeries(condor, {
        ...condorContext,
        scenarioTime: new Date(scenarioTime),
      });
      return Math.max(...today.map((point, i) => Math.abs(point.profit - expiry[i]!.profit)));
    };
    const weeks = gap("2026-01-07T08:00:00+05:30");
    const days = gap("2026-01-23T08:00:00+05:30");
    const minutes = gap("2026-01-27T15:25:00+05:30");
    expect(days).toBeLessThan(weeks);
    expect(minutes).toBeLessThan(days);
    expect(minutes).toBeLessThan(0.05 * 65 * 200); // within 5% of a wing's worth
  });

  it("runs the future's basis off to expiry in a what-if: F = S·e^(c·T)", () => {
    // c = ln(24150 / 24100) / (15/252); 5 sessions later T = 10/252, so
    // F = 24100 × (24150 / 24100)^(10/15) = 24133.3218; 65 × (24133.3218 − 24150) = −1084.08
    const future = futureLeg("BUY", 24150);
    const later = { ...context, scenarioTime: new Date("2026-01-14T08:00:00+05:30") };
    expect(todayProfitAt([future], later)).toBe(-1084.08);
  });

  it("uses the spec range by default and any prices when given", () => {
    const series = todayPayoffSeries(condor, condorContext);
    expect(series[0]!.strike).toBe(22892);
    expect(series.at(-1)!.strike).toBe(25338);
    expect(todayPayoffSeries(condor, condorContext, [24100]).map((p) => p.strike)).toEqual([24100]);
  });
});
