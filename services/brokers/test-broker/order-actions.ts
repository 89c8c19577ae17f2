import { BrokerError, type BrokerOrder } from "../broker";
import { executeOrder } from "./execute-order";
import { toBrokerOrder } from "./order-mapper";
import { isShown } from "./late-booking";
import { dueOpenOrderIds, findOrder, findOrderByKey, updateOrder } from "./orders-repo";
import type { PaperContext } from "./paper-context";

function unknownOrder(orderId: string): BrokerError {
  return new BrokerError("UNKNOWN_ORDER", `No order ${orderId} for this client`);
}

/** The client's order as it stands; UNKNOWN_ORDER for an id that is not theirs. */
export async function paperOrderStatus(
  ctx: PaperContext,
  clientId: string,
  orderId: string,
): Promise<BrokerOrder> {
  const row = await findOrder(ctx.db, clientId, orderId);
  if (!row || !isShown(row, ctx.market.now())) throw unknownOrder(orderId);
  return toBrokerOrder(row);
}

/** The client's order under this key, once it shows in the book (late booking, faults.ts). */
export async function paperOrderByKey(
  ctx: PaperContext,
  clientId: string,
  idempotencyKey: string,
): Promise<BrokerOrder | undefined> {
  const row = await findOrderByKey(ctx.db, clientId, idempotencyKey);
  return row && isShown(row, ctx.market.now()) ? toBrokerOrder(row) : undefined;
}

/**
 * Cancels the client's OPEN order (what filled stays filled) and emits the change. An order
 * already final (complete, rejected, cancelled) is answered as it stands, unchanged.
 */
export async function cancelPaperOrder(
  ctx: PaperContext,
  clientId: string,
  orderId: string,
): Promise<BrokerOrder> {
  const { row, changed } = await ctx.db.transaction(async (tx) => {
    const order = await findOrder(tx, clientId, orderId, true);
    if (!order) throw unknownOrder(orderId);
    if (order.status !== "OPEN") return { row: order, changed: false };
    const statusMessage = "Cancelled by the client";
    const now = ctx.market.now();
    return {
      row: await updateOrder(tx, order.id, { status: "CANCELLED", statusMessage }, now),
      changed: true,
    };
  });
  if (changed) ctx.emit(row);
  return toBrokerOrder(row);
}

/**
 * Tries every due OPEN order of every client against the market now (execute-order.ts), oldest
 * first, emitting each change; returns how many changed. Runs on a timer in production
 * (resting-order-matcher.ts); tests call it after moving the market clock.
 */
export async function matchRestingOrders(ctx: PaperContext): Promise<number> {
  let changed = 0;
  for (const orderId of await dueOpenOrderIds(ctx.db, ctx.market.now())) {
    const row = await executeOrder(ctx, orderId, false);
    if (row) {
      ctx.emit(row);
      changed += 1;
    }
  }
  return changed;
}
