import { and, asc, eq, isNull, lte, or, type WithSubquery } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "../../db/database";
import { paperOrders, type PaperOrderRow } from "../../db/paper-schema";

export type NewPaperOrder = typeof paperOrders.$inferInsert;

/**
 * Records an order once per (client, idempotency key): insert … on conflict do nothing, then
 * read back the row that holds the key. Two racing inserts of one key make one row (the unique
 * constraint decides), and both callers get that row; `created` is true for the one that made it.
 */
export async function insertOrderOnce(
  db: Db,
  order: NewPaperOrder,
): Promise<{ row: PaperOrderRow; created: boolean }> {
  const [inserted] = await db
    .insert(paperOrders)
    .values(order)
    .onConflictDoNothing({ target: [paperOrders.clientId, paperOrders.idempotencyKey] })
    .returning();
  if (inserted) return { row: inserted, created: true };
  const existing = await findOrderByKey(db, order.clientId, order.idempotencyKey);
  if (!existing) throw new Error("An order conflicted on its key but cannot be read back");
  return { row: existing, created: false };
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
