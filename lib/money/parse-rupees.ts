import { parseDecimal, powerOfTen } from "./exact-decimal";
import { paise, type Paise } from "./paise";
import { divideRounded, type RoundingMode } from "./rounding";

/**
 * A rupee amount, given as a number or a numeric string (spec §7: `available_margin` may be
 * either), in paise: round(amount × 100) by `rounding` (default half-up, ties away from zero).
 * Works on the decimal text, so 1.005 → 101 paise and 0.1 + 0.2 → 30 paise; no float products.
 * Throws DecimalParseError for non-numbers ("", "12,000", "₹5", NaN) and RangeError beyond
 * the safe range.
 */
export function parseRupees(amount: number | string, rounding: RoundingMode = "half-up"): Paise {
  const { coefficient, exponent } = parseDecimal(amount);
  const paiseExponent = exponent + 2;
  if (coefficient === 0n) return paise(0);
  if (paiseExponent >= 0) {
    if (paiseExponent > 20) throw new RangeError(`Amount out of range: ${String(amount)}`);
    return paise(coefficient * powerOfTen(paiseExponent));
  }
  // More than a digit's worth below the paisa can only round to zero: skip the huge power.
  const digits = coefficient.toString().replace("-", "").length;
  if (-paiseExponent > digits + 1) return paise(0);
  return paise(divideRounded(coefficient, powerOfTen(-paiseExponent), rounding));
}

/** Paise as a plain decimal rupee string with two decimals: 12345 → "123.45", -5 → "-0.05". */
export function paiseToDecimalString(amount: Paise): `${number}` {
  const sign = amount < 0 ? "-" : "";
  const digits = String(Math.abs(amount)).padStart(3, "0");
  return `${sign}${digits.slice(0, -2)}.${digits.slice(-2)}` as `${number}`;
}

/** Paise as the wire's rupees: a JSON number with at most 2 decimals (12345 → 123.45). */
export function paiseToRupeesNumber(amount: Paise): number {
  return Number(paiseToDecimalString(amount));
}
