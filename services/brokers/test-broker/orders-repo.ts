import { and, asc, eq, inArray, isNull, lte, or, sql, type WithSubquery } from "drizzle-orm";
import { insertJsonRows } from "../../db/batching/json-rows";
import { z } from "zod";
import type { Db } from "../../db/database";
import { paperOrders, type PaperOrderRow } from "../../db/paper-schema";
import { ensureAccounts } from "./accounts-repo";

export type NewPaperOrder = typeof paperOrders.$inferInsert;

/**
 * Records orders once per (client, idempotency key): insert … on conflict do nothing, then read
 * back the rows that hold the keys taken. Two racing inserts of one key make one row (the unique
 * constraint decides), and both callers get that row; `created` is true for the one that made
 * it. The accounts of `newClients` are opened first where missing (a session that outlived its
 * database). Each order's row, in order.
 */
export async function insertOrdersOnce(
  db: Db,
  orders: readonly NewPaperOrder[],
  newClients: readonly string[],
): Promise<{ row: PaperOrderRow; created: boolean }[]> {
  if (newClients.length > 0) await ensureAccounts(db, newClients);
  const inserted = await insertJsonRows(db, paperOrders, orders, {
    tail: sql`on conflict (client_id, idempotency_key) do nothing`,
    returning: true,
  });
  const keyOf = (order: { clientId: string; idempotencyKey: string }) =>
    `${order.clientId}\u0000${order.idempotencyKey}`;
  const created = new Map(inserted.map((row) => [keyOf(row), row]));
  const taken = orders.filter((order) => !created.has(keyOf(order)));
  const existing = new Map<string, PaperOrderRow>();
  if (taken.length > 0) {
    const rows = await db
      .select()
      .from(paperOrders)
      .where(
        and(
          inArray(paperOrders.clientId, [...new Set(taken.map((order) => order.clientId))]),
          inArray(
            paperOrders.idempotencyKey,
            taken.map((order) => order.idempotencyKey),
          ),
        ),
      );
    for (const row of rows) existing.set(keyOf(row), row);
  }
  // The first order of a key made its row; another of the same key (a double send) finds it.
  const seen = new Set<string>();
  return orders.map((order) => {
    const key = keyOf(order);
    const row = created.get(key);
    if (row && !seen.has(key)) {
      seen.add(key);
      return { row, created: true };
    }
    const held = row ?? existing.get(key);
    if (!held) throw new Error("An order conflicted on its key but cannot be read back");
    return { row: held, created: false };
  });
}

export async function findOrderByKey(
  db: Db,
  clientId: string,
  idempotencyKey: string,
): Promise<PaperOrderRow | undefined> {
  const [row] = await db
    .select()
    .from(paperOrders)
    .where(and(eq(paperOrders.clientId, clientId), eq(paperOrders.idempotencyKey, idempotencyKey)));
  return row;
}

const orderIdShape = z.guid();

/** The client's order with this id; an id that is not a uuid matches nothing (no SQL error). */
export async function findOrder(
  db: Db,
  clientId: string,
  orderId: string,
  lock = false,
): Promise<PaperOrderRow | undefined> {
  if (!orderIdShape.safeParse(orderId).success) return undefined;
  const query = db
    .select()
    .from(paperOrders)
    .where(and(eq(paperOrders.id, orderId), eq(paperOrders.clientId, clientId)));
  const [row] = lock ? await query.for("update") : await query;
  return row;
}

/** The order, locked until the transaction ends, so one execution at a time touches it. */
export async function lockOrderById(tx: Db, orderId: string): Promise<PaperOrderRow | undefined> {
  const [row] = await tx
    .select()
    .from(paperOrders)
    .where(eq(paperOrders.id, orderId))
    .for("update");
  return row;
}

export type OrderChange = Partial<
  Pick<PaperOrderRow, "filledQuantity" | "filledValuePaise" | "status" | "statusMessage">
>;

/**
 * Changes an order, and returns it as changed. `alongside`: statements run with it as
 * data-modifying CTEs, in one round trip (record-fill.ts).
 */
export async function updateOrder(
  tx: Db,
  orderId: string,
  change: OrderChange,
  now: Date,
  alongside: readonly WithSubquery[] = [],
): Promise<PaperOrderRow> {
  const [row] = await tx
    .with(...alongside)
    .update(paperOrders)
    .set({ ...change, updatedAt: now })
    .where(eq(paperOrders.id, orderId))
    .returning();
  if (!row) throw new Error(`No paper order ${orderId}`);
  return row;
}

/** Ids of every OPEN order due at `now` (no fill delay, or its delay over), oldest first. */
export async function dueOpenOrderIds(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .select({ id: paperOrders.id })
    .from(paperOrders)
    .where(
      and(
        eq(paperOrders.status, "OPEN"),
        or(isNull(paperOrders.fillNotBefore), lte(paperOrders.fillNotBefore, now)),
      ),
    )
    .orderBy(asc(paperOrders.placedAt));
  return rows.map((row) => row.id);
}
