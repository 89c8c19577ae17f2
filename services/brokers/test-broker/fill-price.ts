import type { TransactionType } from "../../../lib/domain/enums";
import { percentOf } from "../../../lib/money/apply-rate";
import { paise, type Paise } from "../../../lib/money/paise";
import { TICK_PAISE } from "../../market/price-ticks";
import type { OrderType } from "../broker";

/** The paper broker's market-order slippage: 5 basis points of the price, at least one tick. */
export const SLIPPAGE_PERCENT = "0.05";

/** A price on the tick grid: rounded up (buys) or down (sells) to a multiple of 5 paise. */
export function toTick(price: Paise, direction: "up" | "down"): Paise {
  const ticks = direction === "up" ? Math.ceil(price / TICK_PAISE) : Math.floor(price / TICK_PAISE);
  return paise(ticks * TICK_PAISE);
}

/**
 * Slippage against the trader: max(1 tick, 5 bps of the price rounded up to the tick).
 * E.g. ₹100 → ₹0.05, ₹2,000 → ₹1.00.
 */
export function slippage(lastTradedPrice: Paise): Paise {
  const bps = percentOf(lastTradedPrice, SLIPPAGE_PERCENT, "half-up");
  return paise(Math.max(TICK_PAISE, toTick(bps, "up")));
}

/**
 * Where a market order fills: buys at LTP (up to the tick) + slippage, sells at LTP (down to the
 * tick) − slippage, never below one tick.
 */
export function marketFillPrice(lastTradedPrice: Paise, side: TransactionType): Paise {
  const slip = slippage(lastTradedPrice);
  if (side === "BUY") return paise(toTick(lastTradedPrice, "up") + slip);
  return paise(Math.max(TICK_PAISE, toTick(lastTradedPrice, "down") - slip));
}

export interface PricedOrder {
  transactionType: TransactionType;
  orderType: OrderType;
  limitPrice: Paise | null;
}

/**
 * The price an order fills at with the market at `lastTradedPrice`, or null when it must wait.
 * MARKET: marketFillPrice. LIMIT: marketable when LTP has reached the limit (buy: LTP ≤ limit,
 * sell: LTP ≥ limit), and then fills at the market price with slippage, never worse than the
 * limit (buy: min(limit, market), sell: max(limit, market)).
 */
export function fillPrice(order: PricedOrder, lastTradedPrice: Paise): Paise | null {
  const market = marketFillPrice(lastTradedPrice, order.transactionType);
  if (order.orderType === "MARKET") return market;
  const limit = order.limitPrice;
  if (limit === null) return null;
  if (order.transactionType === "BUY") {
    return lastTradedPrice <= limit ? paise(Math.min(limit, market)) : null;
  }
  return lastTradedPrice >= limit ? paise(Math.max(limit, market)) : null;
}
