import { formatIsoDate } from "@/lib/format/display-figures";
import { indiaClock } from "@/lib/market/india-time";
import { formatRupees } from "@/lib/money/format-rupees";
import type { Paise } from "@/lib/money/paise";
import { parseRupees } from "@/lib/money/parse-rupees";

/** A wire amount in paise, exactly (no float step). */
export const paiseOf = (rupees: number): Paise => parseRupees(rupees);

/** A wire amount as the page shows it: '₹1,234.50' (en-IN, 2 decimals). */
export const rupees = (amount: number): string => formatRupees(parseRupees(amount));

/** An instant's India date: '4 Dec 2026'; '—' when unknown. */
export function indiaDate(iso: string | null): string {
  if (iso === null) return "—";
  const time = new Date(iso);
  return Number.isNaN(time.getTime()) ? "—" : formatIsoDate(indiaClock(time).date);
}
