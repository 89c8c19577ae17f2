import type { Paise } from "../../../../lib/money/paise";

/**
 * Whether the limit price read back from IIFL's order book is the one we sent, off by 100×: the
 * order book's unit (ORDER_BOOK_PRICE_UNIT: paise from the docs' samples, rupees in OpenAlgo's
 * reading) misread. Rupees read as paise lose their decimals ("123.45" → 123 paise), hence the
 * half-paisa margin. Any other difference (a price modified at IIFL) is no sign.
 */
export function priceUnitMisread(sent: Paise, read: Paise | null): boolean {
  if (read === null || read <= 0 || sent <= 0) return false;
  return read === sent * 100 || Math.abs(read * 100 - sent) <= 50;
}
