import { describe, expect, it } from "vitest";
import { DecimalParseError } from "./exact-decimal";
import { parseRupees, paiseToDecimalString } from "./parse-rupees";
import { paise } from "./paise";

describe("parseRupees", () => {
  it("reads numbers and numeric strings (spec §7 available_margin) as exact paise", () => {
    expect(parseRupees(123.45)).toBe(12345);
    expect(parseRupees("123.45")).toBe(12345);
    expect(parseRupees("  42 ")).toBe(4200);
    expect(parseRupees(".5")).toBe(50);
    expect(parseRupees("5.")).toBe(500);
    expect(parseRupees("-0.05")).toBe(-5);
    expect(parseRupees("1e3")).toBe(100_000);
    expect(parseRupees("+2.5E2")).toBe(25_000);
    expect(parseRupees(500000)).toBe(50_000_000);
  });

  it("reads the shortest decimal of a float, not its binary value", () => {
    // 0.1 + 0.2 = 0.30000000000000004 → 30.000000000000004 paise → 30.
    expect(parseRupees(0.1 + 0.2)).toBe(30);
    // Math.round(1.005 * 100) is 100 because 1.005 is stored as 1.00499999…; the decimal is 100.5 → 101.
    expect(parseRupees(1.005)).toBe(101);
  });

  it("rounds below the paisa half-up (ties away from zero) unless told otherwise", () => {
    expect(parseRupees("0.125")).toBe(13); // 12.5 paise
    expect(parseRupees("-0.125")).toBe(-13);
    expect(parseRupees("0.1249")).toBe(12);
    expect(parseRupees("0.125", "half-even")).toBe(12); // 12 is even
    expect(parseRupees("0.135", "half-even")).toBe(14); // 13.5 → 14, even
    expect(parseRupees(1e-7)).toBe(0); // String(1e-7) is "1e-7"
    expect(parseRupees("0.0049")).toBe(0);
    expect(parseRupees("0e999")).toBe(0);
  });

  it("refuses what is not a plain number, with the input in the message", () => {
    for (const input of ["", "   ", "-", ".", "12,000", "₹5", "5 rupees", "0x10", "1e"]) {
      expect(() => parseRupees(input), input).toThrow(DecimalParseError);
    }
    expect(() => parseRupees("12,000")).toThrow(/"12,000"/);
    expect(() => parseRupees(Number.NaN)).toThrow(DecimalParseError);
    expect(() => parseRupees(Number.POSITIVE_INFINITY)).toThrow(DecimalParseError);
  });

  it("refuses amounts beyond the safe integer range of paise", () => {
    expect(parseRupees("90071992547409.91")).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => parseRupees("90071992547409.92")).toThrow(RangeError);
    expect(() => parseRupees("1e400")).toThrow(RangeError);
  });
});

describe("paiseToDecimalString", () => {
  it("writes two decimals with the sign in front", () => {
    expect(paiseToDecimalString(paise(12345))).toBe("123.45");
    expect(paiseToDecimalString(paise(5))).toBe("0.05");
    expect(paiseToDecimalString(paise(-5))).toBe("-0.05");
    expect(paiseToDecimalString(paise(0))).toBe("0.00");
  });
});
