import { isMarketOpen } from "../../../lib/market/market-hours";
import type { PaperOrderRow } from "../../db/paper-schema";
import { partialQuantity } from "./faults";
import { fillOrder } from "./fill-order";
import { fillPrice } from "./fill-price";
import { hasExpired } from "../../market/contract-expiry";
import { lockOrderById, updateOrder } from "./orders-repo";
import type { PaperContext } from "./paper-context";

/**
 * One attempt to fill an OPEN order, in one transaction with the order row locked (so placement
 * and the matcher never fill it twice). Returns the order when it changed, undefined when it
 * waits (executeLockedOrder).
 */
export async function executeOrder(
  ctx: PaperContext,
  orderId: string,
  atPlacement: boolean,
): Promise<PaperOrderRow | undefined> {
  return ctx.db.transaction(async (tx) => {
    const order = await lockOrderById(tx, orderId);
    return order ? executeLockedOrder({ ...ctx, db: tx }, order, atPlacement) : undefined;
  });
}

/**
 * One attempt to fill an order the caller's transaction (`ctx.db`) holds: locked, or inserted in
 * it. Returns the order when it changed, undefined when it waits: not OPEN, a fill delay not
 * over, the market closed (unless the order bypasses market hours), no price, or a limit not
 * reached. A contract that expired while its order rested cancels it. The partial-fill fault
 * applies only `atPlacement`, to the order's first execution.
 */
export async function executeLockedOrder(
  ctx: PaperContext,
  order: PaperOrderRow,
  atPlacement: boolean,
): Promise<PaperOrderRow | undefined> {
  const tx = ctx.db;
  if (order.status !== "OPEN") return undefined;
  const now = ctx.market.now();
  if (order.fillNotBefore && now.getTime() < order.fillNotBefore.getTime()) return undefined;
  const instrument = ctx.market.instrument(order.instrumentToken);
  if (!instrument || hasExpired(instrument, now)) {
    const statusMessage = instrument
      ? "Cancelled: the contract expired before the order filled"
      : `Cancelled: unknown instrument ${order.instrumentToken}`;
    return updateOrder(tx, order.id, { status: "CANCELLED", statusMessage }, now);
  }
  if (!order.bypassMarketHours && !isMarketOpen(now)) return undefined;
  const lastTradedPrice = ctx.market.lastTradedPrice(order.instrumentToken);
  if (lastTradedPrice === undefined) return undefined;
  const limitPrice = order.limitPricePaise;
  const price = fillPrice({ ...order, limitPrice }, lastTradedPrice);
  if (price === null) return undefined;
  const remaining = order.quantity - order.filledQuantity;
  const partial = atPlacement ? ctx.faults.partialFill() : null;
  const quantity = partial
    ? partialQuantity(remaining, instrument.lotSize, partial.fraction)
    : remaining;
  return fillOrder(tx, ctx.market, { order, instrument, quantity, price, partial, now });
}
