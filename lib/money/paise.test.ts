import { describe, expect, it } from "vitest";
import { parseRupees } from "./parse-rupees";
import {
  addPaise,
  averagePaise,
  comparePaise,
  multiplyPaise,
  negatePaise,
  paise,
  subtractPaise,
  sumPaise,
  wholeRupees,
  type Paise,
} from "./paise";

describe("paise arithmetic", () => {
  it("adds 0.1 and 0.2 to exactly 0.3", () => {
    expect(addPaise(parseRupees(0.1), parseRupees(0.2))).toBe(parseRupees(0.3));
  });

  it("sums ten ₹0.10 to exactly ₹1 (the float sum is 0.9999999999999999)", () => {
    expect(sumPaise(Array.from({ length: 10 }, () => parseRupees("0.10")))).toBe(100);
    expect(sumPaise([])).toBe(0);
  });

  it("prices 65 lots × ₹123.45 exactly: 12345 × 65 = 802425 paise", () => {
    expect(multiplyPaise(parseRupees("123.45"), 65)).toBe(802_425);
  });

  it("adds a basket's P&L, Σ (exit − entry) × qty, without drift", () => {
    // Long 65 @ 123.45 out @ 130.10: (13010 − 12345) × 65 = 665 × 65 = 43225
    // Short 30 @ 210.05 bought back @ 198.60: (21005 − 19860) × 30 = 1145 × 30 = 34350
    // Total 77575 paise = ₹775.75 (floats give 432.24999999999943 for the first leg).
    const legs = [
      { entry: "123.45", exit: "130.10", quantity: 65, direction: 1 },
      { entry: "210.05", exit: "198.60", quantity: 30, direction: -1 },
    ];
    const pnl = sumPaise(
      legs.map((leg) =>
        multiplyPaise(
          subtractPaise(parseRupees(leg.exit), parseRupees(leg.entry)),
          leg.quantity * leg.direction,
        ),
      ),
    );
    expect(pnl).toBe(77_575);
  });

  it("averages a value over units to the paisa, a tie to the even paisa", () => {
    expect(averagePaise(paise(802_425), 65)).toBe(12_345);
    // 2 units for 25 paise: 12.5 → 12; for 35 paise: 17.5 → 18.
    expect(averagePaise(paise(25), 2)).toBe(12);
    expect(averagePaise(35n, 2)).toBe(18);
    expect(() => averagePaise(paise(100), 0)).toThrow(RangeError);
  });

  it("negates and compares", () => {
    expect(negatePaise(paise(250))).toBe(-250);
    expect(Object.is(negatePaise(paise(0)), 0)).toBe(true); // never −0
    const sorted = [paise(5), paise(-3), paise(0)].sort(comparePaise);
    expect(sorted).toEqual([-3, 0, 5]);
    expect(comparePaise(paise(7), paise(7))).toBe(0);
  });

  it("turns whole rupees into paise", () => {
    expect(wholeRupees(25)).toBe(2500);
    expect(() => wholeRupees(2.5)).toThrow(RangeError);
  });

  it("refuses fractions of a paisa and unsafe magnitudes", () => {
    expect(() => paise(1.5)).toThrow(RangeError);
    expect(() => paise(Number.NaN)).toThrow(RangeError);
    expect(() => paise(2 ** 53)).toThrow(RangeError);
    expect(() => paise(2n ** 60n)).toThrow(RangeError);
    expect(paise(12n)).toBe(12);
    expect(() => multiplyPaise(paise(2 ** 40), 2 ** 20)).toThrow(RangeError);
    expect(() => multiplyPaise(paise(100), 1.5)).toThrow(RangeError);
    const big = paise(Number.MAX_SAFE_INTEGER) as Paise;
    expect(() => addPaise(big, paise(1))).toThrow(RangeError);
  });
});
