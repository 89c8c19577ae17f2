import { parseRupees } from "../money/parse-rupees";
import type { Paise } from "../money/paise";

/**
 * Spec §3 'Price feed': instrument token → last traded price, in rupees as the feed sends them
 * (GET /marketfeed/ltp data). Tokens the feed does not know are absent.
 */
export type PriceMap = Readonly<Record<string, number>>;

/** The price of a token in paise: the live feed's, else `fallback` (rupees), else null. */
export function priceOf(prices: PriceMap, token: number, fallback?: number | null): Paise | null {
  const live = prices[String(token)];
  if (live !== undefined && Number.isFinite(live)) return parseRupees(live);
  return fallback === undefined || fallback === null ? null : parseRupees(fallback);
}

/** Distinct positive tokens in ascending order: a stable query key for the same set of tokens. */
export function tokenSet(tokens: Iterable<number | null | undefined>): number[] {
  const set = new Set<number>();
  for (const token of tokens) {
    if (typeof token === "number" && Number.isSafeInteger(token) && token > 0) set.add(token);
  }
  return [...set].sort((a, b) => a - b);
}
