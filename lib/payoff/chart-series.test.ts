import { describe, expect, it } from "vitest";
import {
  EXPIRY_CHART_TOLERANCE,
  expiryChartSeries,
  reducePayoffSeries,
  smoothChartSeries,
  smoothSamplePrices,
  SMOOTH_CHART_SAMPLES,
} from "./chart-series";
import { computeExpiryPayoff, type PayoffPoint } from "./expiry-payoff";
import { optionLeg, TEST_EXPIRY } from "./test-legs";
import { todayPayoffSeries } from "./today-payoff";

/** Linear interpolation of a reduced series at x (x within its ends). */
function interpolate(series: readonly PayoffPoint[], x: number): number {
  const i = series.findIndex((point) => point.strike >= x);
  const right = series[i]!;
  if (right.strike === x || i === 0) return right.profit;
  const left = series[i - 1]!;
  return (
    left.profit + ((right.profit - left.profit) * (x - left.strike)) / (right.strike - left.strike)
  );
}

function worstGap(full: readonly PayoffPoint[], reduced: readonly PayoffPoint[]): number {
  return Math.max(
    ...full.map((point) => Math.abs(interpolate(reduced, point.strike) - point.profit)),
  );
}

describe("expiryChartSeries", () => {
  it("reduces a bull call spread's 1647 points to its ends, kinks and break-even", () => {
    const payoff = computeExpiryPayoff(
      [optionLeg("BUY", "call", 24000, 150), optionLeg("SELL", "call", 24200, 60)],
      { underlyingPrice: 24100 },
    );
    const reduced = expiryChartSeries(payoff);
    expect(reduced).toEqual([
      { strike: 23280, profit: -5850 },
      { strike: 24000, profit: -5850 },
      { strike: 24090, profit: 0 },
      { strike: 24200, profit: 7150 },
      { strike: 24926, profit: 7150 },
    ]);
    expect(worstGap(payoff.series, reduced)).toBe(0);
  });

  it("keeps all four kinks and both break-evens of an iron condor, nothing else", () => {
    const payoff = computeExpiryPayoff(
      [
        optionLeg("BUY", "put", 23600, 40),
        optionLeg("SELL", "put", 23800, 80),
        optionLeg("SELL", "call", 24400, 70),
        optionLeg("BUY", "call", 24600, 30),
      ],
      { underlyingPrice: 24100 },
    );
    const reduced = expiryChartSeries(payoff);
    expect(reduced.map((p) => p.strike)).toEqual([
      22892, 23600, 23720, 23800, 24400, 24480, 24600, 25338,
    ]);
    expect(worstGap(payoff.series, reduced)).toBe(0);
  });

  it("puts a break-even that falls between grid points on the chart exactly", () => {
    // debit 150.25 − 60.10 = 90.15 → break-even 24090.15, between samples 24090 and 24091
    const payoff = computeExpiryPayoff(
      [optionLeg("BUY", "call", 24000, 150.25), optionLeg("SELL", "call", 24200, 60.1)],
      { underlyingPrice: 24100 },
    );
    const reduced = expiryChartSeries(payoff);
    expect(reduced).toHaveLength(5);
    expect(reduced[2]!.strike).toBeCloseTo(24090.15, 9);
    expect(reduced[2]!.strike).toBe(payoff.breakEvenPoints[0]!.strike);
    expect(reduced[2]!.profit).toBe(0);
    expect(worstGap(payoff.series, reduced)).toBeLessThanOrEqual(EXPIRY_CHART_TOLERANCE);
  });
});

describe("smoothChartSeries on a T+0 curve", () => {
  const straddle = [optionLeg("SELL", "call", 24000, 200), optionLeg("SELL", "put", 24000, 180)];
  const context = {
    // Mon 26 Jan 10:00: 1.88 sessions left, the straddle has decayed into profit around 24000
    valuationTime: new Date("2026-01-26T10:00:00+05:30"),
    underlyingPrice: 24100,
    forwardByExpiry: { [TEST_EXPIRY]: 24110 },
    volatilityByToken: { [straddle[0]!.token]: 0.13, [straddle[1]!.token]: 0.135 },
  };
  const full = todayPayoffSeries(straddle, context);
  const reduced = smoothChartSeries(full);
  const profits = full.map((p) => p.profit);
  const tolerance = 0.001 * (Math.max(...profits) - Math.min(...profits));

  it("keeps a few dozen of 1441 points", () => {
    expect(full).toHaveLength(1441);
    expect(reduced.length).toBeLessThan(60);
  });

  it("reproduces every point of the full curve within 0.1% of its span", () => {
    expect(worstGap(full, reduced)).toBeLessThanOrEqual(tolerance);
  });

  it("keeps both ends and a zero at each sign change", () => {
    expect(reduced[0]).toEqual(full[0]);
    expect(reduced.at(-1)).toEqual(full.at(-1));
    const crossings = full.filter((point, i) => i > 0 && point.profit * full[i - 1]!.profit < 0);
    expect(crossings).toHaveLength(2);
    for (const after of crossings) {
      expect(
        reduced.some(
          (p) => p.profit === 0 && p.strike < after.strike && p.strike > after.strike - 1,
        ),
      ).toBe(true);
    }
  });
});

describe("reducePayoffSeries", () => {
  const tent: PayoffPoint[] = Array.from({ length: 201 }, (_, i) => ({
    strike: 100 + i,
    profit: 50 - Math.abs(i - 100),
  }));

  it("finds the kinks of a piecewise-linear series by itself at tolerance 0", () => {
    expect(reducePayoffSeries(tent, { tolerance: 0 })).toEqual([
      { strike: 100, profit: -50 },
      { strike: 150, profit: 0 },
      { strike: 200, profit: 50 },
      { strike: 250, profit: 0 },
      { strike: 300, profit: -50 },
    ]);
  });

  it("keeps points it is told to keep, even when collinear, and ignores those out of range", () => {
    const reduced = reducePayoffSeries(tent, {
      tolerance: 0,
      keep: [
        { strike: 120, profit: -30 },
        { strike: 400, profit: 0 },
      ],
    });
    expect(reduced.map((p) => p.strike)).toEqual([100, 120, 150, 200, 250, 300]);
  });

  it("inserts the exact zero of a linear crossing between samples", () => {
    const reduced = reducePayoffSeries(
      [
        { strike: 0, profit: -3 },
        { strike: 1, profit: 1 },
        { strike: 2, profit: 5 },
      ],
      { tolerance: 0 },
    );
    expect(reduced).toEqual([
      { strike: 0, profit: -3 },
      { strike: 0.75, profit: 0 },
      { strike: 2, profit: 5 },
    ]);
  });

  it("refuses an unsorted series and a negative tolerance", () => {
    const unsorted = [tent[2]!, tent[1]!, tent[0]!];
    expect(() => reducePayoffSeries(unsorted, { tolerance: 0 })).toThrow(RangeError);
    expect(() => reducePayoffSeries(tent, { tolerance: -1 })).toThrow(RangeError);
  });
});

describe("smoothSamplePrices", () => {
  const everyPrice = Array.from({ length: 3001 }, (_, i) => 23_000 + i);

  it("keeps both ends, a bounded number between, and the anchors inside the range", () => {
    const sampled = smoothSamplePrices(everyPrice, [24_150.5, 25_000, 99_999]);
    expect(sampled[0]).toBe(23_000);
    expect(sampled.at(-1)).toBe(26_000);
    expect(sampled).toEqual(expect.arrayContaining([24_150.5, 25_000]));
    expect(sampled).not.toContain(99_999);
    expect(sampled.length).toBeLessThanOrEqual(SMOOTH_CHART_SAMPLES + 2);
    expect(sampled).toEqual([...new Set(sampled)].sort((a, b) => a - b));
  });

  it("takes a short range whole", () => {
    expect(smoothSamplePrices(everyPrice.slice(0, 50))).toEqual(everyPrice.slice(0, 50));
  });
});
