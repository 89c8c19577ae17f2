import { parseRupees } from "../money/parse-rupees";
import { PAISE_PER_RUPEE } from "../money/paise";

/** Below this many paise (₹10 crore), a float's error in paise is under 10^-4 (see below). */
const FAST_PATH_LIMIT_PAISE = 1e10;
/** How far from a tie (half a paisa) the float's own rounding is taken as the exact one's. */
const TIE_MARGIN = 1e-3;

/**
 * Rupees rounded to paise (2 decimals), half away from zero: the edge where the payoff engine's
 * floats become money. The model's float is first cut to 15 significant digits, which removes
 * binary noise (a true 1.005 computed as 1.00499999999999) for any amount under ₹10 trillion;
 * lib/money then rounds the exact decimal. −0 comes back as 0.
 *
 * A payoff curve rounds thousands of points as a basket's page draws, and the exact decimal
 * (a regular expression and BigInt arithmetic per point) was most of that time. Under ₹10 crore
 * the 15-digit cut moves a figure by less than 10^-4 paise, so a float whose paise lie more than
 * 10^-3 from a tie rounds the same way either way and is rounded as a float; only near-ties take
 * the exact path (round-to-paise.test.ts compares both on random and near-tie figures).
 */
export function roundToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`cannot round ${rupees} to paise`);
  const scaled = Math.abs(rupees) * PAISE_PER_RUPEE;
  const whole = Math.floor(scaled);
  const fraction = scaled - whole;
  const rounded =
    scaled < FAST_PATH_LIMIT_PAISE && Math.abs(fraction - 0.5) > TIE_MARGIN
      ? (Math.sign(rupees) * (fraction > 0.5 ? whole + 1 : whole)) / PAISE_PER_RUPEE
      : parseRupees(Number(rupees.toPrecision(15)), "half-up") / PAISE_PER_RUPEE;
  return rounded === 0 ? 0 : rounded;
}
