import { describe, expect, it } from "vitest";
import type { PayoffLeg } from "./legs";
import { payoffRange, rangeAnchors, rangePrices } from "./payoff-range";

describe("payoffRange", () => {
  it("gives 23280…24926 for strikes 24000 and 24200", () => {
    expect(payoffRange([24200, 24000])).toEqual({ from: 23280, to: 24926 });
  });

  it("rounds the ends outwards: 50050 × 0.97 = 48548.5 → 48548, × 1.03 = 51551.5 → 51552", () => {
    expect(payoffRange([50050])).toEqual({ from: 48548, to: 51552 });
  });

  it("lists every whole point from one end to the other", () => {
    const prices = rangePrices({ from: 100, to: 104 });
    expect(prices).toEqual([100, 101, 102, 103, 104]);
  });

  it("refuses an empty set of anchors", () => {
    expect(() => payoffRange([])).toThrow(RangeError);
  });
});

describe("rangeAnchors", () => {
  const base = {
    underlyingToken: 3727,
    quantity: 65,
    transactionType: "BUY",
    expiryDate: "2026-01-27",
  } as const;

  it("uses the option strikes, ignoring futures", () => {
    const legs: PayoffLeg[] = [
      { ...base, token: 1, instrumentType: "fut", entryPrice: 24150 },
      { ...base, token: 2, instrumentType: "put", strikePrice: 23900, entryPrice: 90 },
    ];
    expect(rangeAnchors(legs)).toEqual([23900]);
  });

  it("falls back to the futures entry prices when there is no option", () => {
    const legs: PayoffLeg[] = [{ ...base, token: 1, instrumentType: "fut", entryPrice: 24150 }];
    expect(rangeAnchors(legs)).toEqual([24150]);
  });
});
