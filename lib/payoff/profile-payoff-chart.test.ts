import { describe, expect, it } from "vitest";
import { computeExpiryPayoff } from "./expiry-payoff";
import type { PayoffLeg } from "./legs";
import { buildPayoffChart, interpolate } from "./profile-payoff-chart";
import { optionLeg } from "./test-legs";
import { payoffToWire, UNLIMITED_SENTINEL } from "./wire";

// A NIFTY bull call spread, 1 lot of 65, debit 140: break-even 24140, max profit 360 × 65,
// max loss −140 × 65. Entered (and valued) on Wed 7 Jan 2026 before the open, spot 24100.
const legs = [optionLeg("BUY", "call", 24000, 200), optionLeg("SELL", "call", 24500, 60)];
const payoffData = payoffToWire(computeExpiryPayoff(legs, { underlyingPrice: 24100 }));
const at = new Date("2026-01-07T08:00:00+05:30");
const chart = buildPayoffChart({ legs, payoffData, entryTime: at, now: at })!;
const at_ = (price: number) => chart.points.find((p) => p.price === price);

describe("buildPayoffChart", () => {
  it("spans the spec's range: ⌊97% of the lowest strike⌋ to ⌈103% of the highest⌉", () => {
    expect([chart.from, chart.to]).toEqual([23280, 25235]);
    expect(chart.points[0]?.price).toBe(23280);
    expect(chart.points.at(-1)?.price).toBe(25235);
  });

  it("keeps the expiry payoff's kinks and break-even exactly, in a short series", () => {
    expect(at_(24000)?.expiry).toBe(-9100);
    expect(at_(24140)?.expiry).toBe(0);
    expect(at_(24500)?.expiry).toBe(23400);
    expect(chart.breakEvenPoints).toEqual([{ strike: 24140, profitIs: "above" }]);
    expect(chart.points.length).toBeLessThan(200);
  });

  it("reads the bounds and the spot from the tradebox's payoff data", () => {
    expect(chart.maximumProfit).toEqual({ type: "limited", value: 23400 });
    expect(chart.maximumLoss).toEqual({ type: "limited", value: -9100 });
    expect(chart.underlyingPrice).toBe(24100);
    expect(chart.expiryDate).toBe("2026-01-27");
  });

  it("prices today's curve at the entry volatilities: flat at entry, between the expiry bounds", () => {
    expect(chart.hasToday).toBe(true);
    const today = chart.points.map((p) => ({ strike: p.price, profit: p.today! }));
    // Forward = spot here, so valuing at entry gives the entry prices back (to the reduction's
    // tolerance, 0.1% of the curve's span).
    expect(Math.abs(interpolate(today, 24100))).toBeLessThan(35);
    for (const point of chart.points) {
      expect(point.today).toBeGreaterThan(-9100);
      expect(point.today).toBeLessThan(23400);
    }
  });

  it("shows 'unlimited' where the wire's sentinel says so", () => {
    const longCall = [optionLeg("BUY", "call", 24000, 200)];
    const wire = payoffToWire(computeExpiryPayoff(longCall, { underlyingPrice: 24100 }));
    expect(wire.maximum_profit).toBe(UNLIMITED_SENTINEL);
    const unlimited = buildPayoffChart({
      legs: longCall,
      payoffData: wire,
      entryTime: at,
      now: at,
    });
    expect(unlimited?.maximumProfit).toEqual({ type: "unlimited" });
  });

  it("without payoff data computes the expiry payoff from the legs and draws no T+0 curve", () => {
    const fromLegs = buildPayoffChart({ legs, payoffData: null, entryTime: at, now: at })!;
    expect(fromLegs.underlyingPrice).toBeNull();
    expect(fromLegs.hasToday).toBe(false);
    expect(fromLegs.points.every((p) => p.today === null)).toBe(true);
    expect(fromLegs.maximumLoss).toEqual({ type: "limited", value: -9100 });
    expect(buildPayoffChart({ legs: [], payoffData: null, entryTime: at, now: at })).toBeNull();
  });

  it("draws no T+0 curve when an entry price implies no volatility", () => {
    const belowIntrinsic: PayoffLeg[] = [optionLeg("BUY", "call", 23000, 500)];
    const wire = payoffToWire(computeExpiryPayoff(belowIntrinsic, { underlyingPrice: 24100 }));
    const noToday = buildPayoffChart({
      legs: belowIntrinsic,
      payoffData: wire,
      entryTime: at,
      now: at,
    });
    expect(noToday?.hasToday).toBe(false);
  });
});

describe("interpolate", () => {
  const series = [
    { strike: 100, profit: -10 },
    { strike: 110, profit: 10 },
  ];
  it("is linear between points and flat beyond the ends", () => {
    expect(interpolate(series, 105)).toBe(0);
    expect(interpolate(series, 102.5)).toBe(-5);
    expect(interpolate(series, 90)).toBe(-10);
    expect(interpolate(series, 120)).toBe(10);
  });
});
