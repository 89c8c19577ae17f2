import { describe, expect, it } from "vitest";
import { parseRupees } from "../money/parse-rupees";
import { roundToPaise } from "./round-to-paise";

/** The exact rounding, always: the 15-digit cut, then the decimal rounded half-up. */
const exactly = (rupees: number) => {
  const rounded = parseRupees(Number(rupees.toPrecision(15)), "half-up") / 100;
  return rounded === 0 ? 0 : rounded;
};

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

  it("rounds as the exact decimal does, on model-like floats and on near-ties", () => {
    let seed = 3;
    const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
    const figures: number[] = [];
    for (let sample = 0; sample < 20_000; sample++) {
      const size = 10 ** Math.floor(next() * 9); // ₹1 to ₹10 crore
      figures.push((next() - 0.5) * size, (next() - 0.5) * size * 65 * 0.05);
      // A tie in paise, then nudged by float noise either way.
      const tie = (Math.floor((next() - 0.5) * size * 100) + 0.5) / 100;
      figures.push(tie, tie * (1 + 1e-15), tie * (1 - 1e-15), tie + 1e-9, tie - 1e-9);
    }
    for (const rupees of figures)
      expect(roundToPaise(rupees), String(rupees)).toBe(exactly(rupees));
  });

  it("never returns −0", () => {
    expect(Object.is(roundToPaise(-0.004), 0)).toBe(true);
  });

  it("refuses non-finite amounts", () => {
    expect(() => roundToPaise(Number.NaN)).toThrow(RangeError);
    expect(() => roundToPaise(Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});
