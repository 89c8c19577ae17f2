import { describe, expect, it } from "vitest";
import { decimalText, type DecimalTextOptions } from "./decimal-text";

const INTL_OPTIONS: Record<string, [DecimalTextOptions, Intl.NumberFormatOptions]> = {
  "two decimals, sign when negative": [
    { fraction: "fixed", sign: "negative" },
    { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "negative" },
  ],
  "up to two decimals": [{ fraction: "trim", sign: "auto" }, { maximumFractionDigits: 2 }],
  "two decimals, signed except zero": [
    { fraction: "fixed", sign: "exceptZero" },
    { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: "exceptZero" },
  ],
};

/** Figures of every size and a few decimals, with the ties and signs rounding gets wrong. */
function samples(): number[] {
  let seed = 5;
  const next = () => (seed = (seed * 48_271) % 2_147_483_647) / 2_147_483_647;
  const values = [0, -0, 0.005, -0.005, 0.004, -0.004, 1.005, 2.675, 0.125, -1.115, 1e-7, 99.995];
  for (let exponent = -3; exponent <= 12; exponent++) {
    for (let sample = 0; sample < 40; sample++) {
      const value = next() * 10 ** exponent;
      const decimals = Math.floor(next() * 5);
      const rounded = Number(value.toFixed(decimals));
      values.push(rounded, -rounded, value);
    }
  }
  return values;
}

describe("decimalText", () => {
  for (const [name, [options, intlOptions]] of Object.entries(INTL_OPTIONS)) {
    it(`writes what Intl's en-IN format writes: ${name}`, () => {
      const intl = new Intl.NumberFormat("en-IN", intlOptions);
      for (const value of samples()) {
        expect(
          decimalText(value, options, () => intl),
          String(value),
        ).toBe(intl.format(value));
      }
    });
  }

  it("leaves what it cannot write exactly to Intl", () => {
    const intl = new Intl.NumberFormat("en-IN", { maximumFractionDigits: 2 });
    const options: DecimalTextOptions = { fraction: "trim", sign: "auto" };
    for (const value of [1e15, -2.5e14, Number.NaN, Infinity]) {
      expect(decimalText(value, options, () => intl)).toBe(intl.format(value));
    }
  });
});
