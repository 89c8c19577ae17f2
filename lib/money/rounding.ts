/**
 * How a result that falls between two paise is settled.
 * - `half-up`: ties go away from zero (2.5 → 3, −2.5 → −3), as java.math.RoundingMode.HALF_UP.
 *   The commercial rule, and the one used for fees and GST here.
 * - `half-even`: ties go to the even neighbour (2.5 → 2, 3.5 → 4), banker's rounding, for
 *   callers that sum many rounded figures and want no upward bias.
 */
export type RoundingMode = "half-up" | "half-even";

/**
 * `numerator / denominator` rounded to an integer by `mode`; exact for any size of operands.
 * Formula: q = trunc(n / d), r = n − q·d; move q one step away from zero when 2|r| > d, or when
 * 2|r| = d and the mode is half-up, or half-even with q odd.
 */
export function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  if (denominator === 0n) throw new RangeError("Division by zero");
  const sign = numerator < 0n !== denominator < 0n ? -1n : 1n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const quotient = n / d;
  const twiceRemainder = 2n * (n % d);
  const roundsAway =
    twiceRemainder > d || (twiceRemainder === d && (mode === "half-up" || quotient % 2n === 1n));
  return sign * (roundsAway ? quotient + 1n : quotient);
}
