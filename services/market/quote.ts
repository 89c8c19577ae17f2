import { paise, subtractPaise, addPaise, type Paise } from "../../lib/money/paise";
import type { Instrument } from "./instrument";
import { TICK_PAISE } from "./price-ticks";

/** A contract's or index's price at an instant: last traded, and the best bid and offer. */
export interface Quote {
  token: number;
  at: Date;
  lastTradedPrice: Paise;
  bid: Paise;
  ask: Paise;
}

/** Half the simulated bid-ask spread, as a share of the price: options 0.25%, futures 0.002%. */
export const HALF_SPREAD = { option: 0.0025, future: 0.00002 } as const;

/**
 * Bid and ask around the last price P, for the paper broker's slippage:
 *   half = max(1 tick, P·h rounded to the tick),  bid = max(P − half, 0),  ask = P + half
 * h from HALF_SPREAD (₹150 option: ±₹0.40; ₹24,000 future: ±₹0.50). An index is not traded:
 * bid = ask = P. An expired contract has no market either: bid = ask = its settlement price.
 */
export function quoteAround(
  token: number,
  at: Date,
  price: Paise,
  instrument: Instrument | undefined,
  expired: boolean,
): Quote {
  if (!instrument || expired) return { token, at, lastTradedPrice: price, bid: price, ask: price };
  const share = instrument.type === "fut" ? HALF_SPREAD.future : HALF_SPREAD.option;
  const half = paise(Math.max(1, Math.round((price * share) / TICK_PAISE)) * TICK_PAISE);
  const bid = price > half ? subtractPaise(price, half) : paise(0);
  return { token, at, lastTradedPrice: price, bid, ask: addPaise(price, half) };
}
