import { isMarketOpen } from "../../../lib/market/market-hours";
import type { PaperOrderRow } from "../../db/paper-schema";
import { partialQuantity } from "./faults";
import { fillOrder, type Execution } from "./fill-order";
import { fillPrice } from "./fill-price";
import { hasExpired } from "../../market/contract-expiry";
import { lockOrderById, updateOrder, type OrderChange } from "./orders-repo";
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

/** What one attempt to fill an order does: nothing yet, a change of its own, or a fill. */
export type ExecutionStep =
  | { kind: "WAIT" }
  | { kind: "CHANGE"; change: OrderChange; now: Date }
  | { kind: "FILL"; run: Execution };

/**
 * What one attempt to fill an order does (pure: nothing is read or written). It waits: not
 * OPEN, a fill delay not over, the market closed (unless the order bypasses market hours), no
 * price, or a limit not reached. A contract that expired while its order rested cancels it. The
 * partial-fill fault applies only `atPlacement`, to the order's first execution.
 */
export function executionStep(
  ctx: Pick<PaperContext, "market" | "faults">,
  order: PaperOrderRow,
  atPlacement: boolean,
): ExecutionStep {
  const wait = { kind: "WAIT" } as const;
  if (order.status !== "OPEN") return wait;
  const now = ctx.market.now();
  if (order.fillNotBefore && now.getTime() < order.fillNotBefore.getTime()) return wait;
  const instrument = ctx.market.instrument(order.instrumentToken);
  if (!instrument || hasExpired(instrument, now)) {
    const statusMessage = instrument
      ? "Cancelled: the contract expired before the order filled"
      : `Cancelled: unknown instrument ${order.instrumentToken}`;
    return { kind: "CHANGE", change: { status: "CANCELLED", statusMessage }, now };
  }
  if (!order.bypassMarketHours && !isMarketOpen(now)) return wait;
  const lastTradedPrice = ctx.market.lastTradedPrice(order.instrumentToken);
  if (lastTradedPrice === undefined) return wait;
  const limitPrice = order.limitPricePaise;
  const price = fillPrice({ ...order, limitPrice }, lastTradedPrice);
  if (price === null) return wait;
  const remaining = order.quantity - order.filledQuantity;
  const partial = atPlacement ? ctx.faults.partialFill() : null;
  const quantity = partial
    ? partialQuantity(remaining, instrument.lotSize, partial.fraction)
    : remaining;
  return { kind: "FILL", run: { order, instrument, quantity, price, partial, now } };
}

/**
 * One attempt to fill an order the caller's transaction (`ctx.db`) holds: locked, or inserted in
 * it (executionStep). Returns the order when it changed, undefined when it waits.
 */
export async function executeLockedOrder(
  ctx: PaperContext,
  order: PaperOrderRow,
  atPlacement: boolean,
): Promise<PaperOrderRow | undefined> {
  const step = executionStep(ctx, order, atPlacement);
  if (step.kind === "WAIT") return undefined;
  if (step.kind === "CHANGE") return updateOrder(ctx.db, order.id, step.change, step.now);
  return fillOrder(ctx.db, ctx.market, step.run);
}
