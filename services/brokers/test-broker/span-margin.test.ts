import { describe, expect, it } from "vitest";
import { multiplyPaise } from "../../../lib/money/paise";
import type { Instrument } from "../../market/instrument";
import { findInstrument } from "../../market/instrument-lookup";
import { requiredMargin } from "./required-margin";
import { SPAN_PARAMETERS } from "./span-parameters";
import { spanRequirement, uncoveredShortUnits } from "./span-margin";
import { scenarioGrid } from "./span-scenarios";
import { JANUARY_EXPIRY, niftyOption, priceOf, testMarket } from "./testing/paper-fixture";
import { valueLegs } from "./valued-legs";

const { market } = testMarket();
const LOT = 65;
const leg = (instrument: Instrument, lots: number) => ({
  instrument,
  signedQuantity: lots * LOT,
});
const call = (steps: number) => niftyOption(market, "call", steps);
const put = (steps: number) => niftyOption(market, "put", steps);
const margin = (legs: ReturnType<typeof leg>[]) => requiredMargin(market, legs);

describe("the scenario grid", () => {
  it("has SPAN's 16 scenarios: 7 price moves × vol up/down, and two extremes at 35%", () => {
    const grid = scenarioGrid(SPAN_PARAMETERS[3727]);
    expect(grid).toHaveLength(16);
    const moves = [...new Set(grid.map((s) => s.priceMove.toFixed(4)))].map(Number);
    expect(moves.sort((a, b) => a - b)).toEqual([
      -0.12, -0.06, -0.04, -0.02, 0, 0.02, 0.04, 0.06, 0.12,
    ]);
    expect(grid.filter((s) => s.weight === 0.35).map((s) => s.priceMove)).toEqual([0.12, -0.12]);
    expect(
      grid.filter((s) => s.weight === 1).every((s) => Math.abs(s.volatilityShift) === 0.04),
    ).toBe(true);
  });
});

describe("SPAN-like required margin on the simulated market", () => {
  const nakedStraddle = [leg(call(0), -1), leg(put(0), -1)];
  const ironButterfly = [...nakedStraddle, leg(call(10), 1), leg(put(-10), 1)];
  const nakedStrangle = [leg(call(4), -1), leg(put(-4), -1)];
  const ironCondor = [...nakedStrangle, leg(call(12), 1), leg(put(-12), 1)];

  it("asks a hedged iron condor for far less than the naked short straddle on its strikes", () => {
    const straddle = margin(nakedStraddle);
    const hedged = margin(ironButterfly);
    expect(straddle).toBeGreaterThan(100_000_00); // over ₹1 lakh for one lot of a naked straddle
    expect(hedged).toBeLessThan(0.4 * straddle);
    expect(margin(ironCondor)).toBeLessThan(0.4 * margin(nakedStrangle));
  });

  it("never asks the hedged iron condor for more than its widest loss, plus a little scan", () => {
    // Wings 500 points out: the worst loss from here is below 500 points × 65 units.
    expect(margin(ironButterfly)).toBeLessThanOrEqual(500 * LOT * 100);
    expect(margin(ironButterfly)).toBeGreaterThan(400 * LOT * 100);
  });

  it("asks long options only for their premium", () => {
    const long = call(2);
    expect(margin([leg(long, 2)])).toBe(multiplyPaise(priceOf(market, long), 2 * LOT));
    const strangle = [leg(call(3), 1), leg(put(-3), 1)];
    const premium = priceOf(market, call(3)) * LOT + priceOf(market, put(-3)) * LOT;
    expect(margin(strangle)).toBe(premium);
  });

  it("nets the same contract across holdings and ignores a position that cancels out", () => {
    expect(margin([leg(call(0), -1), leg(call(0), 1)])).toBe(0);
    expect(margin([leg(call(0), -2), leg(call(0), 1)])).toBe(margin([leg(call(0), -1)]));
  });

  it("charges exposure and the short option minimum only on uncovered shorts", () => {
    const spot = market.indexLevel(3727);
    const legs = valueLegs(market, spot, ironButterfly);
    expect(uncoveredShortUnits(legs)).toBe(0);
    const parts = spanRequirement(legs, spot, SPAN_PARAMETERS[3727]);
    expect(parts.exposure).toBe(0);
    const naked = spanRequirement(
      valueLegs(market, spot, nakedStraddle),
      spot,
      SPAN_PARAMETERS[3727],
    );
    expect(naked.exposure).toBeCloseTo(0.02 * spot * 2 * LOT, 6);
    expect(naked.netOptionValue).toBeLessThan(0);
  });

  it("margins a future on the scan range plus 2% exposure", () => {
    const future = findInstrument({
      underlyingToken: 3727,
      expiry: JANUARY_EXPIRY,
      type: "fut",
      strike: null,
    })!;
    const notional = priceOf(market, future) * LOT;
    const required = margin([leg(future, 1)]);
    expect(required).toBeGreaterThan(0.07 * notional);
    expect(required).toBeLessThan(0.085 * notional);
  });
});
