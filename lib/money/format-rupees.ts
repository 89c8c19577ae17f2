import { indianHundredths } from "../format/indian-grouping";
import type { Paise } from "./paise";
import { divideRounded } from "./rounding";

/**
 * An amount in the spec's currency format (§9: en-IN, rupee sign, 2 decimals): 50000000 paise →
 * '₹5,00,000.00' (Indian digit grouping), −123450 → '-₹1,234.50'. Written from the integer paise,
 * so even crore-sized amounts keep their exact paise; the same text as Intl's en-IN INR format
 * (format-rupees.test.ts compares them).
 */
export function formatRupees(amount: Paise): string {
  return `${amount < 0 ? "-" : ""}₹${indianHundredths(Math.abs(amount), "fixed")}`;
}

/** Indian compact units, largest first: crore 10^7, lakh 10^5, thousand 10^3 rupees. */
const COMPACT_UNITS = [
  { suffix: "Cr", rupees: 10_000_000 },
  { suffix: "L", rupees: 100_000 },
  { suffix: "K", rupees: 1_000 },
] as const;

/**
 * A short label for cards and filter chips, in the spec's bucket style (10K, 50K, 1L, 3L):
 * ₹25,000 → '₹25K', ₹1,20,000 → '₹1.2L', ₹2,50,00,000 → '₹2.5Cr', ₹950 → '₹950'.
 * One decimal at most, rounded half-up on the exact paise; a figure that rounds up to 100 of a
 * unit moves to the next unit (₹99,999 → '₹1L', not '₹100K').
 */
export function formatRupeesCompact(amount: Paise): string {
  const sign = amount < 0 ? "-" : "";
  const magnitude = BigInt(Math.abs(amount));
  for (const [index, unit] of COMPACT_UNITS.entries()) {
    const unitPaise = BigInt(unit.rupees) * 100n;
    if (magnitude < unitPaise) continue; // below 1 of this unit: try the smaller one
    const tenths = divideRounded(magnitude * 10n, unitPaise, "half-up");
    const larger = COMPACT_UNITS[index - 1];
    if (larger && tenths * BigInt(unit.rupees) >= BigInt(larger.rupees) * 10n) {
      return `${sign}₹1${larger.suffix}`;
    }
    const whole = tenths / 10n;
    const decimal = tenths % 10n;
    return `${sign}₹${whole}${decimal === 0n ? "" : `.${decimal}`}${unit.suffix}`;
  }
  const rupees = divideRounded(magnitude, 100n, "half-up");
  if (rupees >= 1000n) return `${sign}₹1K`; // ₹999.50 and up round to a thousand
  return `${sign}₹${rupees}`;
}
