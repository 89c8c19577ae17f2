import { describe, expect, it } from "vitest";
import { addDays, dayNumber } from "../../lib/market/calendar-date";
import { isTradingDay } from "../../lib/market/holidays";
import { indiaInstant } from "../../lib/market/india-time";
import { IndexWalk, SESSION_MINUTES, YEARS_PER_MINUTE } from "./index-walk";

const MINUTE = 60_000;
const sigma = 0.13;
const walk = (seed: number) =>
  new IndexWalk({
    seed,
    underlyingToken: 3727,
    startLevel: 24_000,
    annualVolatility: sigma,
    epochDay: dayNumber("2026-01-01"),
  });

/** Every trading day of the 300 calendar days from 2 Jan 2026. */
const tradingDays = Array.from({ length: 300 }, (_, i) => addDays("2026-01-02", i)).filter(
  isTradingDay,
);

function standardDeviation(xs: number[]): number {
  const mean = xs.reduce((a, b) => a + b, 0) / xs.length;
  return Math.sqrt(xs.reduce((a, x) => a + (x - mean) ** 2, 0) / (xs.length - 1));
}

describe("index walk", () => {
  it("starts at the start level at the epoch's open and before it", () => {
    expect(walk(1).levelAt(indiaInstant("2026-01-01", "09:15"))).toBeCloseTo(24_000, 9);
    expect(walk(1).levelAt(indiaInstant("2025-06-01", "11:00"))).toBe(24_000);
  });

  it("steps once a minute: constant within a minute, moving from one to the next", () => {
    const w = walk(1);
    const at = indiaInstant("2026-02-10", "10:00");
    expect(w.levelAt(new Date(at.getTime() + 59_999))).toBe(w.levelAt(at));
    expect(w.levelAt(new Date(at.getTime() + MINUTE))).not.toBe(w.levelAt(at));
  });

  it("has per-minute log steps with σ√Δt for σ = 13% (200 sessions, 75,000 steps)", () => {
    const w = walk(2026);
    const steps: number[] = [];
    for (const day of tradingDays.slice(0, 200)) {
      const open = indiaInstant(day, "09:15").getTime();
      let previous = Math.log(w.levelAt(new Date(open)));
      for (let m = 1; m <= SESSION_MINUTES; m++) {
        const current = Math.log(w.levelAt(new Date(open + m * MINUTE)));
        steps.push(current - previous);
        previous = current;
      }
    }
    expect(steps).toHaveLength(200 * 375);
    const expected = sigma * Math.sqrt(YEARS_PER_MINUTE); // ≈ 0.0424%
    // the sample σ of 75,000 normal steps is within ~0.3% of the truth; allow 3%
    expect(standardDeviation(steps) / expected).toBeGreaterThan(0.97);
    expect(standardDeviation(steps) / expected).toBeLessThan(1.03);
  });

  it("annualises its close-to-close returns to about 13% over ~200 sessions", () => {
    const w = walk(7);
    const closes = tradingDays.map((day) => Math.log(w.levelAt(indiaInstant(day, "15:30"))));
    const returns = closes.slice(1).map((close, i) => close - closes[i]!);
    const annualised = standardDeviation(returns) * Math.sqrt(252);
    // ~200 daily returns estimate σ to about ±5%; the bound is four times that
    expect(annualised).toBeGreaterThan(sigma * 0.8);
    expect(annualised).toBeLessThan(sigma * 1.2);
  });
});
