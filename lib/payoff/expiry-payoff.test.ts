import { describe, expect, it } from "vitest";
import { computeExpiryPayoff } from "./expiry-payoff";
import { InvalidPayoffLegError } from "./legs";
import { futureLeg, optionLeg } from "./test-legs";

describe("computeExpiryPayoff", () => {
  it("rounds profits to paise at the edge: debit 150.35 − 60.10 = 90.25 per unit", () => {
    const payoff = computeExpiryPayoff(
      [optionLeg("BUY", "call", 24000, 150.35), optionLeg("SELL", "call", 24200, 60.1)],
      { underlyingPrice: 24100 },
    );
    // −90.25 × 65 = −5866.25; (200 − 90.25) × 65 = 7133.75; break-even 24090.25
    expect(payoff.maximumLoss).toEqual({ type: "limited", value: -5866.25 });
    expect(payoff.maximumProfit).toEqual({ type: "limited", value: 7133.75 });
    expect(payoff.series[0]).toEqual({ strike: 23280, profit: -5866.25 });
    expect(payoff.series.find((p) => p.strike === 24100)).toEqual({
      strike: 24100,
      profit: 633.75,
    });
    expect(payoff.breakEvenPoints[0]!.strike).toBeCloseTo(24090.25, 9);
  });

  it("rounds half a paisa away from zero: 75 × 33.333 = 2499.975 → −2499.98", () => {
    const payoff = computeExpiryPayoff([optionLeg("BUY", "call", 24000, 33.333, 75)], {
      underlyingPrice: 24100,
    });
    expect(payoff.maximumLoss).toEqual({ type: "limited", value: -2499.98 });
    expect(payoff.series[0]!.profit).toBe(-2499.98);
  });

  it("takes the nearest expiry and flags legs that expire on different dates", () => {
    // calendar spread: sell the 27 Jan 24000 CE, buy the 24 Feb 24000 CE
    const payoff = computeExpiryPayoff(
      [
        optionLeg("SELL", "call", 24000, 120),
        optionLeg("BUY", "call", 24000, 260, 65, "2026-02-24"),
      ],
      { underlyingPrice: 24100 },
    );
    expect(payoff.expiryDate).toBe("2026-01-27");
    expect(payoff.hasMixedExpiries).toBe(true);
  });

  it("does not flag legs of one expiry", () => {
    const payoff = computeExpiryPayoff([optionLeg("BUY", "put", 24000, 100)], {
      underlyingPrice: 24100,
    });
    expect(payoff.hasMixedExpiries).toBe(false);
  });

  it("anchors a futures-only position's range on its entry price", () => {
    // 24150 × 0.97 = 23425.5 → 23425; × 1.03 = 24874.5 → 24875
    const payoff = computeExpiryPayoff([futureLeg("BUY", 24150)], { underlyingPrice: 24100 });
    expect(payoff.series[0]).toEqual({ strike: 23425, profit: -725 * 65 });
    expect(payoff.series.at(-1)).toEqual({ strike: 24875, profit: 725 * 65 });
    expect(payoff.interestingPoints).toEqual([{ strike: 24150, profit: 0 }]);
  });

  it("merges equal strikes into one interesting point", () => {
    const payoff = computeExpiryPayoff(
      [optionLeg("SELL", "call", 24000, 200), optionLeg("SELL", "put", 24000, 180)],
      { underlyingPrice: 24100 },
    );
    expect(payoff.interestingPoints).toEqual([
      { strike: 23620, profit: 0 },
      { strike: 24000, profit: 24700 },
      { strike: 24380, profit: 0 },
    ]);
  });

  it("refuses invalid legs", () => {
    expect(() => computeExpiryPayoff([], { underlyingPrice: 24100 })).toThrow(RangeError);
    expect(() =>
      computeExpiryPayoff([optionLeg("BUY", "call", 24000, 100, 0)], { underlyingPrice: 24100 }),
    ).toThrow(InvalidPayoffLegError);
  });
});
