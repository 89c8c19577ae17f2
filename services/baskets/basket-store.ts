import { and, asc, eq, inArray, lte } from "drizzle-orm";
import type { UserOrderStatus } from "../../lib/basket/user-basket-wire";
import type { BrokerOrder } from "../brokers/broker";
import type { Db } from "../db/database";
import {
  userBaskets,
  userOrders,
  userSignals,
  type UserBasketRow,
  type UserOrderRow,
  type UserSignalRow,
} from "../db/schema";
import { BasketError } from "./basket-error";
import type { BasketSettlement } from "./basket-settlement";
import type { PlannedOrder } from "./order-plan";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A basket with its legs (in leg order) and every order sent for them (oldest first). */
export interface BasketState {
  basket: UserBasketRow;
  signals: UserSignalRow[];
  orders: UserOrderRow[];
}

/** The caller's basket, or NOT_FOUND: another trader's basket does not exist for this one. */
export async function findOwnBasket(
  db: Db,
  userId: string,
  basketId: string,
): Promise<UserBasketRow> {
  const [row] = UUID.test(basketId)
    ? await db
        .select()
        .from(userBaskets)
        .where(and(eq(userBaskets.id, basketId), eq(userBaskets.userId, userId)))
    : [];
  if (!row) throw new BasketError("NOT_FOUND", `No basket ${basketId}`);
  return row;
}

/** The basket with its legs and orders, read in one statement. */
export async function loadBasketState(db: Db, basketId: string): Promise<BasketState> {
  const found = await db.query.userBaskets.findFirst({
    where: eq(userBaskets.id, basketId),
    with: {
      signals: { orderBy: [asc(userSignals.position)] },
      orders: { orderBy: [asc(userOrders.createdAt), asc(userOrders.id)] },
    },
  });
  if (!found) throw new BasketError("NOT_FOUND", `No basket ${basketId}`);
  const { signals, orders, ...basket } = found;
  return { basket, signals, orders };
}

export async function insertOrders(db: Db, orders: readonly PlannedOrder[], at: Date) {
  if (orders.length === 0) return;
  await db
    .insert(userOrders)
    .values(orders.map((order) => ({ ...order, createdAt: at, updatedAt: at })));
}

const BROKER_STATUS: Readonly<Record<BrokerOrder["status"], UserOrderStatus>> = {
  OPEN: "PENDING",
  COMPLETE: "COMPLETE",
  REJECTED: "REJECTED",
  CANCELLED: "CANCELLED",
};

const NOT_FINAL: readonly UserOrderStatus[] = ["TO_BE_PLACED", "PENDING"];

/**
 * Records what the broker says of an order (matched by our idempotency key); the order as it now
 * stands, or null if it is not ours. Only forward: an answer read before a fill (a send's answer,
 * a status asked at restart) that lands after the fill's update never turns a final order back
 * into PENDING nor lowers its fills, so the newest news always wins whatever order it arrives in.
 */
export async function recordBrokerOrder(db: Db, order: BrokerOrder): Promise<UserOrderRow | null> {
  const [row] = await db
    .update(userOrders)
    .set({
      brokerOrderId: order.orderId,
      status: BROKER_STATUS[order.status],
      filledQuantity: order.filledQuantity,
      averagePricePaise: order.averagePrice,
      statusMessage: order.statusMessage,
      updatedAt: order.updatedAt,
    })
    .where(
      and(
        eq(userOrders.idempotencyKey, order.idempotencyKey),
        inArray(userOrders.status, [...NOT_FINAL]),
        lte(userOrders.filledQuantity, order.filledQuantity),
      ),
    )
    .returning();
  if (row) return row;
  const [current] = await db
    .select()
    .from(userOrders)
    .where(eq(userOrders.idempotencyKey, order.idempotencyKey));
  return current ?? null;
}

/**
 * Our key of a trader's order, found by the broker's order id: the order book read by an instance
 * that did not place the order (it took the trader's poller over, or it restarted) may name the
 * order by a tag it cannot turn back into our key. Undefined when the trader has no such order.
 */
export async function keyOfBrokerOrder(
  db: Db,
  userId: string,
  brokerOrderId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ idempotencyKey: userOrders.idempotencyKey })
    .from(userOrders)
    .innerJoin(userBaskets, eq(userBaskets.id, userOrders.basketId))
    .where(and(eq(userOrders.brokerOrderId, brokerOrderId), eq(userBaskets.userId, userId)))
    .limit(1);
  return row?.idempotencyKey;
}

/**
 * An order the broker never took: REJECTED when it refused the call, CANCELLED when the bridge
 * held it back itself; either way with the reason. Only an order not sent yet: whatever the
 * broker already said of it stands.
 */
export async function recordSendFailure(
  db: Db,
  orderId: string,
  message: string,
  at: Date,
  status: "REJECTED" | "CANCELLED" = "REJECTED",
) {
  await db
    .update(userOrders)
    .set({ status, statusMessage: message, updatedAt: at })
    .where(and(eq(userOrders.id, orderId), eq(userOrders.status, "TO_BE_PLACED")));
}

/** Marks failed orders as dealt with: a retry re-sent them, or a new action supersedes them. */
export async function markRetried(db: Db, orderIds: readonly string[], at: Date) {
  if (orderIds.length === 0) return;
  await db
    .update(userOrders)
    .set({ retried: true, updatedAt: at })
    .where(inArray(userOrders.id, [...orderIds]));
}

export async function saveBasketStatus(
  db: Db,
  basketId: string,
  settlement: BasketSettlement & Partial<Pick<UserBasketRow, "entryTime" | "exitTime">>,
  at: Date,
) {
  await db
    .update(userBaskets)
    .set({ ...settlement, updatedAt: at })
    .where(eq(userBaskets.id, basketId));
}

/** Moves these legs to one status. */
export async function saveSignalStatuses(
  db: Db,
  signalIds: readonly string[],
  status: UserSignalRow["status"],
  at: Date,
) {
  await db
    .update(userSignals)
    .set({ status, updatedAt: at })
    .where(inArray(userSignals.id, [...signalIds]));
}
