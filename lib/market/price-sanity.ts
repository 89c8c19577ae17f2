import type { Paise } from "../money/paise";

/**
 * A price this many times a reference price of the same contract moments before (the quote at
 * an order's send, the broker's quote call before its stream's first tick), or this many times
 * under it, is no market's move: it is a price read in the wrong unit (paise read as rupees is
 * 100×; rupees read as paise, 1/100). An option quoted at ₹0.05 that trades at ₹2.50 seconds
 * later would be one.
 */
export const IMPLAUSIBLE_PRICE_RATIO = 50;

/** Whether `price` cannot be the market's, against `reference`; no sign without both. */
export function implausiblePrice(price: Paise | null, reference: Paise | null): boolean {
  if (price === null || reference === null || price <= 0 || reference <= 0) return false;
  return (
    price >= reference * IMPLAUSIBLE_PRICE_RATIO || price * IMPLAUSIBLE_PRICE_RATIO <= reference
  );
}
