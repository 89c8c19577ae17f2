import { parseRupees } from "../money/parse-rupees";
import { PAISE_PER_RUPEE } from "../money/paise";

/**
 * Rupees rounded to paise (2 decimals), half away from zero: the edge where the payoff engine's
 * floats become money. The model's float is first cut to 15 significant digits, which removes
 * binary noise (a true 1.005 computed as 1.00499999999999) for any amount under ₹10 trillion;
 * lib/money then rounds the exact decimal. −0 comes back as 0.
 */
export function roundToPaise(rupees: number): number {
  if (!Number.isFinite(rupees)) throw new RangeError(`cannot round ${rupees} to paise`);
  const rounded = parseRupees(Number(rupees.toPrecision(15)), "half-up") / PAISE_PER_RUPEE;
  return rounded === 0 ? 0 : rounded;
}
