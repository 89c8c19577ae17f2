import { describe, expect, it } from "vitest";
import { maximumLoss, maximumProfit } from "./bounds";
import { computeExpiryPayoff } from "./expiry-payoff";
import { expiryPayoffFunction } from "./piecewise-linear";
import { futureLeg, optionLeg } from "./test-legs";
import type { PayoffLeg } from "./legs";

const boundsOf = (...legs: PayoffLeg[]) => {
  const payoff = expiryPayoffFunction(legs);
  return { profit: maximumProfit(payoff), loss: maximumLoss(payoff) };
};

describe("maximum profit and loss from the slopes beyond the strikes", () => {
  it("naked short put 24000 @120: profit 120 × 65 = 7800, loss unlimited (the downside counts)", () => {
    expect(boundsOf(optionLeg("SELL", "put", 24000, 120))).toEqual({
      profit: { type: "limited", value: 7800 },
      loss: { type: "unlimited" },
    });
  });

  it("long put 24000 @120: profit unlimited (same rule), loss −7800", () => {
    expect(boundsOf(optionLeg("BUY", "put", 24000, 120))).toEqual({
      profit: { type: "unlimited" },
      loss: { type: "limited", value: -7800 },
    });
  });

  it("naked short call 24000 @120: profit 7800, loss unlimited", () => {
    expect(boundsOf(optionLeg("SELL", "call", 24000, 120))).toEqual({
      profit: { type: "limited", value: 7800 },
      loss: { type: "unlimited" },
    });
  });

  it("long future: unlimited both ways", () => {
    expect(boundsOf(futureLeg("BUY", 24150))).toEqual({
      profit: { type: "unlimited" },
      loss: { type: "unlimited" },
    });
  });

  it("covered call: long future @24150 + short 24300 CE @100 caps profit at (150 + 100) × 65", () => {
    // slope above 24300: +65 − 65 = 0; slope below: +65 (falls with the index)
    expect(boundsOf(futureLeg("BUY", 24150), optionLeg("SELL", "call", 24300, 100))).toEqual({
      profit: { type: "limited", value: 16250 },
      loss: { type: "unlimited" },
    });
  });

  it("protective put: long future @24150 + long 24000 PE @120 floors loss at (−150 − 120) × 65", () => {
    // slope below 24000: +65 − 65 = 0
    expect(boundsOf(futureLeg("BUY", 24150), optionLeg("BUY", "put", 24000, 120))).toEqual({
      profit: { type: "unlimited" },
      loss: { type: "limited", value: -17550 },
    });
  });

  it("a locked future (buy @24150, sell @24200) is limited both ways at +3250", () => {
    expect(boundsOf(futureLeg("BUY", 24150), futureLeg("SELL", 24200))).toEqual({
      profit: { type: "limited", value: 3250 },
      loss: { type: "limited", value: 3250 },
    });
  });

  it("calls profit unlimited even where the sampled range never shows it", () => {
    // sell 1 lot 24000 CE @180, buy 2 lots 25000 CE @5: credit 11700 − 650 = 11050
    // at 25000: 11050 − 1000 × 65 = −53950; the range ends at 25000 × 1.03 = 25750:
    // −53950 + 750 × 65 = −5200. Sampled, the best is 11050; beyond 25000 the slope is +65.
    const legs = [optionLeg("SELL", "call", 24000, 180), optionLeg("BUY", "call", 25000, 5, 130)];
    const payoff = computeExpiryPayoff(legs, { underlyingPrice: 24100 });
    expect(Math.max(...payoff.series.map((p) => p.profit))).toBe(11050);
    expect(payoff.series.at(-1)).toEqual({ strike: 25750, profit: -5200 });
    expect(payoff.maximumProfit).toEqual({ type: "unlimited" });
    expect(payoff.maximumLoss).toEqual({ type: "limited", value: -53950 });
    // the upper break-even 25000 + 53950 / 65 = 25830 lies beyond the chart and is still reported
    expect(payoff.breakEvenPoints).toEqual([
      { strike: 24170, profitIs: "below" },
      { strike: 25830, profitIs: "above" },
    ]);
  });
});
