import { isMarketOpen, ORDER_WINDOW } from "../../../lib/market/market-hours";
import { formatRupees } from "../../../lib/money/format-rupees";
import { paise } from "../../../lib/money/paise";
import { hasExpired } from "../../market/contract-expiry";
import type { Instrument } from "../../market/instrument";
import { TICK_PAISE } from "../../market/price-ticks";
import type { OrderRequest } from "../broker";

const units = (quantity: number) => quantity.toLocaleString("en-IN");

/**
 * Why the paper broker refuses an order before it is recorded as OPEN, in the words a broker's
 * rejection uses; null when the order may go on to margin and matching. Checked in order: the
 * instrument, the quantity (whole units, lot multiple, ≤ freeze quantity), the limit price, the
 * expiry, then market hours (lib/market/market-hours.ts), unless the trader chose to bypass them
 * (spec §6, the test broker only).
 */
export function rejectionReason(
  order: OrderRequest,
  instrument: Instrument | undefined,
  now: Date,
): string | null {
  if (!instrument) return `Unknown instrument: token ${order.instrumentToken}`;
  const name = instrument.prettyName;
  if (!Number.isSafeInteger(order.quantity) || order.quantity <= 0) {
    return `Quantity must be a whole number of units above 0, got ${order.quantity}`;
  }
  if (order.quantity % instrument.lotSize !== 0) {
    return `Quantity ${units(order.quantity)} is not a multiple of the lot size ${instrument.lotSize} of ${name}`;
  }
  if (order.quantity > instrument.freezeQuantity) {
    return `Quantity ${units(order.quantity)} is above the freeze quantity ${units(instrument.freezeQuantity)} of ${name}: slice the order`;
  }
  if (order.orderType === "LIMIT") {
    const limit = order.limitPrice;
    if (limit === undefined || !Number.isSafeInteger(limit) || limit <= 0) {
      return "A limit order needs a limit price above ₹0";
    }
    if (limit % TICK_PAISE !== 0) {
      return `Limit price ${formatRupees(paise(limit))} is not a multiple of the ${formatRupees(paise(TICK_PAISE))} tick`;
    }
  }
  if (hasExpired(instrument, now))
    return `Contract expired: ${name} expired on ${instrument.expiry}`;
  if (!order.bypassMarketHours && !isMarketOpen(now)) {
    return `Market closed: orders are accepted ${ORDER_WINDOW.open}–${ORDER_WINDOW.close} IST on trading days`;
  }
  return null;
}
