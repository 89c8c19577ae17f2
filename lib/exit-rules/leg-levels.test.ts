import { describe, expect, it } from "vitest";
import { indiaInstant } from "../market/india-time";
import { paise } from "../money/paise";
import { legLevelCrossed, misplacedLevel } from "./leg-levels";

const now = indiaInstant("2026-12-07", "10:42");
const leg = (netQuantity: number, stopLoss: number | null, target: number | null) => ({
  prettyName: "NIFTY 23100 PE",
  netQuantity,
  stopLoss: stopLoss === null ? null : paise(stopLoss),
  target: target === null ? null : paise(target),
});

describe("the analyst's levels on a leg", () => {
  it("stops a sold leg when its price rises to the stop-loss, and takes its target below", () => {
    const sold = leg(-75, 18_000, 9_000);
    expect(legLevelCrossed(sold, paise(17_995), now)).toBeNull();
    expect(legLevelCrossed(sold, paise(18_240), now)).toEqual({
      kind: "LEG_STOP_LOSS",
      reason:
        "Exited by the analyst's stop-loss: NIFTY 23100 PE ₹182.40 crossed ₹180.00 at 10:42:00",
    });
    expect(legLevelCrossed(sold, paise(9_000), now)?.kind).toBe("LEG_TARGET");
  });

  it("stops a bought leg when its price falls to the stop-loss, and takes its target above", () => {
    const bought = leg(75, 4_000, 9_000);
    expect(legLevelCrossed(bought, paise(4_005), now)).toBeNull();
    expect(legLevelCrossed(bought, paise(4_000), now)?.kind).toBe("LEG_STOP_LOSS");
    expect(legLevelCrossed(bought, paise(9_100), now)?.kind).toBe("LEG_TARGET");
  });

  it("leaves a flat leg, or one without levels, alone", () => {
    expect(legLevelCrossed(leg(0, 18_000, 9_000), paise(50_000), now)).toBeNull();
    expect(legLevelCrossed(leg(-75, null, null), paise(50_000), now)).toBeNull();
  });
});

describe("the analyst's levels as a tradebox is published", () => {
  const levels = (side: "BUY" | "SELL", stopLoss: number | null, target: number | null) => ({
    side,
    price: paise(15_000),
    stopLoss: stopLoss === null ? null : paise(stopLoss),
    target: target === null ? null : paise(target),
  });

  it("takes a sold leg's stop-loss above its price and target below, a bought leg's the other way", () => {
    expect(misplacedLevel(levels("SELL", 18_000, 9_000))).toBeNull();
    expect(misplacedLevel(levels("BUY", 9_000, 18_000))).toBeNull();
    expect(misplacedLevel(levels("SELL", null, null))).toBeNull();
  });

  it("refuses a level on the wrong side of the price, naming it", () => {
    expect(misplacedLevel(levels("SELL", 14_000, null))).toBe(
      "a sold leg's stop-loss is above its price (₹150.00): got ₹140.00",
    );
    expect(misplacedLevel(levels("BUY", null, 15_000))).toBe(
      "a bought leg's target is above its price (₹150.00): got ₹150.00",
    );
  });
});
