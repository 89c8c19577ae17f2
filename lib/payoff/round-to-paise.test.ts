import { describe, expect, it } from "vitest";
import { roundToPaise } from "./round-to-paise";

describe("roundToPaise", () => {
  it.each([
    [1.005, 1.01], // 1.005 × 100 = 100.49999999999999 in binary: still rounds up
    [-1.005, -1.01], // half away from zero
    [2.675, 2.68],
    [0.1 + 0.2, 0.3],
    [150.35 * 65, 9772.75],
    [-5850.004999, -5850],
    [1234567.125, 1234567.13],
    [-0.001, 0],
  ])("rounds %d to %d", (rupees, paise) => {
    expect(roundToPaise(rupees)).toBe(paise);
  });

  it("never returns −0", () => {
    expect(Object.is(roundToPaise(-0.004), 0)).toBe(true);
  });

  it("refuses non-finite amounts", () => {
    expect(() => roundToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => roundToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
