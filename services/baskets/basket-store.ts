import { and, asc, eq, getTableColumns, inArray, sql, type SQL } from "drizzle-orm";
import type { UserOrderStatus } from "../../lib/basket/user-basket-wire";
import type { BrokerOrder } from "../brokers/broker";
import type { Db } from "../db/database";
import { batchedCall } from "../db/batching/batched-call";
import { batchedFind } from "../db/batching/batched-find";
import { setFromRecordset, tableRecordset } from "../db/batching/json-rows";
import { groupBy } from "../../lib/collections/group-by";
import {
  userBaskets,
  userOrders,
  userSignals,
  type UserBasketRow,
  type UserOrderRow,
  type UserSignalRow,
} from "../db/schema";
import { BasketError } from "./basket-error";
import { implausibleFillSql } from "./safeguards/fill-price-check";

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
  // The database answers a uuid in lower case, whatever case it was asked in.
  const row = UUID.test(basketId) ? await basketById(db, basketId.toLowerCase()) : undefined;
  if (!row || row.userId !== userId) throw new BasketError("NOT_FOUND", `No basket ${basketId}`);
  return row;
}

/** Baskets by id, read with the other actions' of the moment (every exit reads its basket). */
const basketById = batchedFind(
  (db, ids: string[]) => db.select().from(userBaskets).where(inArray(userBaskets.id, ids)),
  (row) => row.id,
);

/** The baskets named, each with its legs and orders: three statements for all of them. */
export async function loadBasketStates(db: Db, basketIds: readonly string[]) {
  const ids = [...new Set(basketIds)];
  const [baskets, signals, orders] = await Promise.all([
    db.select().from(userBaskets).where(inArray(userBaskets.id, ids)),
    db
      .select()
      .from(userSignals)
      .where(inArray(userSignals.basketId, ids))
      .orderBy(asc(userSignals.position)),
    db
      .select()
      .from(userOrders)
      .where(inArray(userOrders.basketId, ids))
      .orderBy(asc(userOrders.createdAt), asc(userOrders.id)),
  ]);
  const signalsOf = groupBy(signals, (signal) => signal.basketId);
  const ordersOf = groupBy(orders, (order) => order.basketId);
  const byId = new Map(baskets.map((basket) => [basket.id, basket]));
  return basketIds.map((id): BasketState | undefined => {
    const basket = byId.get(id);
    // Arrays of its own for each caller: two asking for one basket share none.
    return (
      basket && {
        basket,
        signals: [...(signalsOf.get(id) ?? [])],
        orders: [...(ordersOf.get(id) ?? [])],
      }
    );
  });
}

/**
 * A basket's state, read with the states other calls ask for at the same moment (a send reads
 * its basket once per leg; at the open a thousand baskets are being sent together).
 */
const basketStateOf = batchedCall(loadBasketStates);

/** The basket with its legs (in leg order) and orders (oldest first), or NOT_FOUND. */
export async function loadBasketState(db: Db, basketId: string): Promise<BasketState> {
  const state = await basketStateOf(db, basketId);
  if (!state) throw new BasketError("NOT_FOUND", `No basket ${basketId}`);
  return state;
}

const BROKER_STATUS: Readonly<Record<BrokerOrder["status"], UserOrderStatus>> = {
  OPEN: "PENDING",
  COMPLETE: "COMPLETE",
  REJECTED: "REJECTED",
  CANCELLED: "CANCELLED",
};

const NOT_FINAL: readonly UserOrderStatus[] = ["TO_BE_PLACED", "PENDING"];

/** What the broker says of each order, written in one statement (recordBrokerOrder). */
async function recordBrokerOrders(
  db: Db,
  orders: readonly BrokerOrder[],
): Promise<(UserOrderRow | null)[]> {
  const news = tableRecordset(
    userOrders,
    "news",
    orders.map((order) => ({
      idempotencyKey: order.idempotencyKey,
      brokerOrderId: order.orderId,
      status: BROKER_STATUS[order.status],
      filledQuantity: order.filledQuantity,
      averagePricePaise: order.averagePrice,
      statusMessage: order.statusMessage,
      updatedAt: order.updatedAt,
    })),
  );
  // A fill price no market makes (fill-price-check.ts) is never stored: the order is recorded
  // accepted (PENDING, its broker order id) with what it filled before, and the engine stops
  // its broker's new positions (checkFill) rather than let the misread price into P&L.
  const wild = implausibleFillSql(sql`news.average_price_paise`, sql`${userOrders.quotePaise}`);
  const unlessWild = (column: SQL, news: SQL) =>
    sql`case when ${wild} then ${column} else ${news} end`;
  const updated = await db
    .update(userOrders)
    .set({
      ...setFromRecordset(userOrders, "news", ["brokerOrderId", "statusMessage", "updatedAt"]),
      status: unlessWild(sql`'PENDING'`, sql`news.status`),
      filledQuantity: unlessWild(sql`${userOrders.filledQuantity}`, sql`news.filled_quantity`),
      averagePricePaise: unlessWild(
        sql`${userOrders.averagePricePaise}`,
        sql`news.average_price_paise`,
      ),
    })
    .from(news)
    .where(
      and(
        sql`${userOrders.idempotencyKey} = news.idempotency_key`,
        inArray(userOrders.status, [...NOT_FINAL]),
        sql`${userOrders.filledQuantity} <= news.filled_quantity`,
      ),
    )
    .returning(getTableColumns(userOrders));
  const byKey = new Map(updated.map((row) => [row.idempotencyKey, row]));
  const unchanged = orders.map((o) => o.idempotencyKey).filter((key) => !byKey.has(key));
  if (unchanged.length > 0) {
    const current = await db
      .select()
      .from(userOrders)
      .where(inArray(userOrders.idempotencyKey, unchanged));
    for (const row of current) byKey.set(row.idempotencyKey, row);
  }
  return orders.map((order) => byKey.get(order.idempotencyKey) ?? null);
}

/**
 * Records what the broker says of an order (matched by our idempotency key); the order as it now
 * stands, or null if it is not ours. Only forward: an answer read before a fill (a send's answer,
 * a status asked at restart) that lands after the fill's update never turns a final order back
 * into PENDING nor lowers its fills, so the newest news always wins whatever order it arrives in.
 * Written with the news of other orders told at the same moment; news of one order waits for the
 * statement before it (a statement may change a row once).
 */
export const recordBrokerOrder: (db: Db, order: BrokerOrder) => Promise<UserOrderRow | null> =
  batchedCall(recordBrokerOrders, { keyOf: (order) => order.idempotencyKey });

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
 * broker already said of it stands. The order as recorded, or undefined when it was not.
 */
export async function recordSendFailure(
  db: Db,
  orderId: string,
  message: string,
  at: Date,
  status: "REJECTED" | "CANCELLED" = "REJECTED",
): Promise<UserOrderRow | undefined> {
  const [row] = await db
    .update(userOrders)
    .set({ status, statusMessage: message, updatedAt: at })
    .where(and(eq(userOrders.id, orderId), eq(userOrders.status, "TO_BE_PLACED")))
    .returning();
  return row;
}
