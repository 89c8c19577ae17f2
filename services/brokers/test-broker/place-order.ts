import type { Paise } from "../../../lib/money/paise";
import { BrokerError, type BrokerOrder, type OrderRequest } from "../broker";
import { executeLockedOrder } from "./execute-order";
import { toBrokerOrder } from "./order-mapper";
import { rejectionReason } from "./order-validation";
import { findOrderByKey, insertOrderOnce } from "./orders-repo";
import type { PaperContext } from "./paper-context";

/** PostgreSQL integer columns hold up to 2^31 − 1. */
const MAX_STORED_QUANTITY = 2_147_483_647;

/** The quantity as stored: a rejected order's impossible quantity (1.5, −65) is kept as 0. */
function storedQuantity(quantity: number): number {
  return Number.isSafeInteger(quantity) && quantity >= 0 && quantity <= MAX_STORED_QUANTITY
    ? quantity
    : 0;
}

/** A limit order's price as stored; null for a market order or an impossible price. */
function storedLimitPrice(request: OrderRequest): Paise | null {
  const limit = request.limitPrice;
  const valid = limit !== undefined && Number.isSafeInteger(limit) && limit > 0;
  return request.orderType === "LIMIT" && valid ? limit : null;
}

/**
 * Places a paper order for `clientId`.
 * 1. A known idempotency key answers with its order as it stands, doing nothing else (the insert
 *    below finds it; looked up first only when a rejection fault is armed, which it would use up).
 * 2. A rejection (fault injection, or rejectionReason) is recorded as a REJECTED order.
 * 3. Otherwise the order is recorded OPEN and executed once, in one transaction: filled, partly
 *    filled, rejected for margin, or left resting (the matcher fills it later). Each state it
 *    went through is emitted once committed.
 * 4. The timeout fault throws BrokerError TIMEOUT only after all that, so a retry finds the order.
 */
export async function placePaperOrder(
  ctx: PaperContext,
  clientId: string,
  request: OrderRequest,
): Promise<BrokerOrder> {
  if (!request.idempotencyKey) throw new RangeError("An order needs an idempotency key");
  if (ctx.faults.rejectionArmed(clientId)) {
    const known = await findOrderByKey(ctx.db, clientId, request.idempotencyKey);
    if (known) return toBrokerOrder(known);
  }

  const now = ctx.market.now();
  const instrument = ctx.market.instrument(request.instrumentToken);
  const reason = ctx.faults.takeRejection(clientId) ?? rejectionReason(request, instrument, now);
  const delay = ctx.faults.fillDelayMs();
  // Recorded and executed in one transaction: a crash leaves the whole order or none (the
  // caller's retry under the same key then places it), and no other caller can see it half done.
  const placed = await ctx.db.transaction(async (tx) => {
    const inserted = await insertOrderOnce(tx, {
      clientId,
      idempotencyKey: request.idempotencyKey,
      instrumentToken: request.instrumentToken,
      transactionType: request.transactionType,
      product: request.product,
      orderType: request.orderType,
      quantity: storedQuantity(request.quantity),
      limitPricePaise: storedLimitPrice(request),
      status: reason ? "REJECTED" : "OPEN",
      statusMessage: reason,
      bypassMarketHours: request.bypassMarketHours ?? false,
      fillNotBefore: delay > 0 ? new Date(now.getTime() + delay) : null,
      placedAt: now,
      updatedAt: now,
    });
    const executed = inserted.created
      ? await executeLockedOrder({ ...ctx, db: tx }, inserted.row, true)
      : undefined;
    return { ...inserted, executed };
  });
  if (!placed.created) return toBrokerOrder(placed.row);
  ctx.emit(placed.row);
  if (placed.executed) ctx.emit(placed.executed);
  const latest = placed.executed ?? placed.row;
  if (ctx.faults.takeTimeout()) {
    throw new BrokerError("TIMEOUT", "The broker did not answer in time (fault injection)");
  }
  return toBrokerOrder(latest);
}
