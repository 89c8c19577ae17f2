import { describe, expect, it } from "vitest";
import { breakEvenPoints } from "./break-even";
import { expiryPayoffFunction, type PiecewiseLinearPayoff } from "./piecewise-linear";
import { futureLeg, optionLeg } from "./test-legs";

const breakEvensOf = (...legs: Parameters<typeof expiryPayoffFunction>[0]) =>
  breakEvenPoints(expiryPayoffFunction(legs));

describe("breakEvenPoints", () => {
  it("solves a break-even between grid points exactly: 24000 + (150.25 − 60.10) = 24090.15", () => {
    const [point, ...rest] = breakEvensOf(
      optionLeg("BUY", "call", 24000, 150.25),
      optionLeg("SELL", "call", 24200, 60.1),
    );
    expect(rest).toEqual([]);
    expect(point!.profitIs).toBe("above");
    expect(point!.strike).toBeCloseTo(24090.15, 9);
  });

  it("finds a long put's break-even below its strike: 23800 − 70 = 23730, profit below", () => {
    expect(breakEvensOf(optionLeg("BUY", "put", 23800, 70))).toEqual([
      { strike: 23730, profitIs: "below" },
    ]);
  });

  it("finds a long future's break-even at its entry price, profit above", () => {
    expect(breakEvensOf(futureLeg("BUY", 24150))).toEqual([{ strike: 24150, profitIs: "above" }]);
    expect(breakEvensOf(futureLeg("SELL", 24150))).toEqual([{ strike: 24150, profitIs: "below" }]);
  });

  it("finds none where the payoff touches 0 without crossing (butterfly costing its wing)", () => {
    // buy 23900 CE @150, sell 2 × 24000 CE @100, buy 24100 CE @150: debit 100, peak 100 − 100 = 0
    expect(
      breakEvensOf(
        optionLeg("BUY", "call", 23900, 150),
        optionLeg("SELL", "call", 24000, 100, 130),
        optionLeg("BUY", "call", 24100, 150),
      ),
    ).toEqual([]);
  });

  it("finds none for a spread that can at best break even (debit = width)", () => {
    // buy 24000 CE @250, sell 24200 CE @50: −200 below 24000, 0 from 24200 up
    expect(
      breakEvensOf(optionLeg("BUY", "call", 24000, 250), optionLeg("SELL", "call", 24200, 50)),
    ).toEqual([]);
  });

  it("ignores float noise at a node: debit 150.1 − 50.1 equals the width 100 only on paper", () => {
    // at 24100 the legs give 65 × (100 − 150.1) − 65 × (0 − 50.1) = 4.5e-13 in floats, not 0
    expect(65 * (100 - 150.1) - 65 * (0 - 50.1)).not.toBe(0);
    expect(
      breakEvensOf(optionLeg("BUY", "call", 24000, 150.1), optionLeg("SELL", "call", 24100, 50.1)),
    ).toEqual([]);
  });

  it("puts a break-even exactly on a node where the payoff is 0 and changes sign", () => {
    const payoff: PiecewiseLinearPayoff = {
      nodes: [0, 100, 200],
      values: [-100, 0, 100],
      slopeBelow: 1,
      slopeAbove: 0,
    };
    expect(breakEvenPoints(payoff)).toEqual([{ strike: 100, profitIs: "above" }]);
  });

  it("takes the profitable edge of a flat zero stretch", () => {
    const rising: PiecewiseLinearPayoff = {
      nodes: [0, 100, 200],
      values: [-50, 0, 0],
      slopeBelow: 0.5,
      slopeAbove: 1,
    };
    expect(breakEvenPoints(rising)).toEqual([{ strike: 200, profitIs: "above" }]);
    const falling: PiecewiseLinearPayoff = { ...rising, values: [50, 0, 0], slopeAbove: -1 };
    expect(breakEvenPoints(falling)).toEqual([{ strike: 100, profitIs: "below" }]);
  });

  it("finds both break-evens of a straddle, including one beyond the highest strike", () => {
    expect(
      breakEvensOf(optionLeg("BUY", "call", 24000, 200), optionLeg("BUY", "put", 24000, 180)),
    ).toEqual([
      { strike: 23620, profitIs: "below" },
      { strike: 24380, profitIs: "above" },
    ]);
  });
});
