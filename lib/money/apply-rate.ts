import { parseDecimal, powerOfTen, type ExactDecimal } from "./exact-decimal";
import { paise, type Paise } from "./paise";
import { divideRounded, type RoundingMode } from "./rounding";

/** A multiplier held exactly (0.18 is 18 × 10^-2, not a binary fraction). */
export type Rate = ExactDecimal;

/** A percentage as a rate: percentRate(18) = 18 × 10^-2 = 0.18. Accepts numeric strings. */
export function percentRate(percent: number | string): Rate {
  const { coefficient, exponent } = parseDecimal(percent);
  return { coefficient, exponent: exponent - 2 };
}

/**
 * amount × rate, rounded to the paisa by `rounding` (no default: each caller says which).
 * Computed in bigint as round(paise × coefficient / 10^-exponent), so nothing drifts and the
 * intermediate product may exceed 2^53.
 */
export function applyRate(amount: Paise, rate: Rate, rounding: RoundingMode): Paise {
  const product = BigInt(amount) * rate.coefficient;
  if (rate.exponent >= 0) return paise(product * powerOfTen(rate.exponent));
  return paise(divideRounded(product, powerOfTen(-rate.exponent), rounding));
}

/** percent % of amount, rounded to the paisa: applyRate(amount, percent / 100, rounding). */
export function percentOf(amount: Paise, percent: number | string, rounding: RoundingMode): Paise {
  return applyRate(amount, percentRate(percent), rounding);
}

/**
 * part / whole × 100 as a display figure (a float: a ratio, not money); null when whole is 0.
 * E.g. P&L ₹1,250 on margin ₹50,000 → 2.5.
 */
export function ratioPercent(part: Paise, whole: Paise): number | null {
  return whole === 0 ? null : (part / whole) * 100;
}
