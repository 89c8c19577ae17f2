import { parseRupees } from "../money/parse-rupees";
import { indianHundredths } from "./indian-grouping";

export interface DecimalTextOptions {
  /** "fixed": always two decimals ('12.50'); "trim": up to two ('12.5', '12'). */
  fraction: "fixed" | "trim";
  /** "auto": a minus on any negative, even one that rounds to 0 ('-0'); "negative": only on a
   *  figure still negative once rounded; "exceptZero": a plus or a minus on a figure that does
   *  not round to 0. As Intl's signDisplay of the same names. */
  sign: "auto" | "negative" | "exceptZero";
}

/** Beyond this, hundredths leave the safe integers: such figures go to Intl as they are. */
const LARGEST_BY_HAND = 1e13;

/**
 * A number with up to two decimals in en-IN grouping, rounded half away from zero on its
 * shortest decimal text: the text of Intl.NumberFormat("en-IN", …) with the same options
 * (decimal-text.test.ts compares them), written by hand because a page's first en-IN formatter
 * loads the locale's data in a long task on a phone. `intl` formats what is out of that range.
 */
export function decimalText(
  value: number,
  { fraction, sign }: DecimalTextOptions,
  intl: () => Intl.NumberFormat,
): string {
  if (!Number.isFinite(value) || Math.abs(value) >= LARGEST_BY_HAND) return intl().format(value);
  // Shortest decimal text, then half away from zero, as ICU rounds a double.
  const hundredths = parseRupees(value, "half-up");
  const negative = sign === "auto" ? value < 0 || Object.is(value, -0) : hundredths < 0;
  const plus = sign === "exceptZero" && hundredths > 0;
  return `${negative ? "-" : plus ? "+" : ""}${indianHundredths(Math.abs(hundredths), fraction)}`;
}
