import { and, inArray, sql } from "drizzle-orm";
import { batchedCall } from "../db/batching/batched-call";
import { insertJsonRows, setFromRecordset, tableRecordset } from "../db/batching/json-rows";
import type { Db } from "../db/database";
import {
  basketFees,
  userBaskets,
  userOrders,
  userSignals,
  type UserBasketRow,
  type UserSignalRow,
} from "../db/schema";
import type { PlannedOrder } from "./sending/order-plan";

// The writes of a basket's actions, each shared with the same write of the other baskets of
// the moment (batched-call.ts): at the open a thousand baskets are placed and sent together.

type NewBasket = typeof userBaskets.$inferInsert;
type NewLeg = typeof userSignals.$inferInsert;
type NewFee = typeof basketFees.$inferInsert;

/**
 * A placed basket's row, or undefined when its trader's place key is taken (another call of the
 * same key won). A second live basket of one tradebox breaks user_baskets_one_live_per_strategy
 * and fails the statement (its callers' grouped transaction then writes each alone).
 */
export const insertBasket: (db: Db, basket: NewBasket) => Promise<string | undefined> = batchedCall(
  async (db: Db, baskets: readonly NewBasket[]) => {
    const rows = await db
      .insert(userBaskets)
      .values([...baskets])
      .onConflictDoNothing({ target: [userBaskets.userId, userBaskets.idempotencyKey] })
      .returning({
        id: userBaskets.id,
        userId: userBaskets.userId,
        idempotencyKey: userBaskets.idempotencyKey,
      });
    const idOf = new Map(rows.map((row) => [`${row.userId} ${row.idempotencyKey}`, row.id]));
    return baskets.map((basket) => idOf.get(`${basket.userId} ${basket.idempotencyKey}`));
  },
);

/** A basket's legs; each leg's id and contract (a basket holds each contract once). */
export const insertLegs: (
  db: Db,
  legs: readonly NewLeg[],
) => Promise<{ id: string; instrumentToken: number }[]> = batchedCall(
  async (db: Db, batches: readonly (readonly NewLeg[])[]) => {
    const rows = await insertJsonRows(db, userSignals, batches.flat(), { returning: true });
    return batches.map((legs) => {
      const basketId = legs[0]?.basketId;
      return rows
        .filter((row) => row.basketId === basketId)
        .map(({ id, instrumentToken }) => ({ id, instrumentToken }));
    });
  },
);

/** Order rows, written before anything is sent. */
export async function insertOrders(db: Db, orders: readonly PlannedOrder[], at: Date) {
  if (orders.length === 0) return;
  await insertOrderRows(db, { orders, at });
}

const insertOrderRows = batchedCall(
  async (db: Db, batches: readonly { orders: readonly PlannedOrder[]; at: Date }[]) => {
    await insertJsonRows(
      db,
      userOrders,
      batches.flatMap(({ orders, at }) =>
        orders.map((order) => ({ ...order, createdAt: at, updatedAt: at })),
      ),
    );
    return batches.map(() => undefined);
  },
);

/** A Tradebox order's fee row. */
export const insertFee: (db: Db, fee: NewFee) => Promise<void> = batchedCall(
  async (db: Db, fees: readonly NewFee[]) => {
    await db.insert(basketFees).values([...fees]);
    return fees.map(() => undefined);
  },
);

/** A leg's status as settled. */
export interface LegStatus {
  id: string;
  status: UserSignalRow["status"];
  updatedAt: Date;
}

/** A basket's status as settled, with its entry time once it first tracks. */
export type BasketStatusChange = Pick<
  UserBasketRow,
  "id" | "status" | "erroredFrom" | "errorMsg" | "entryTime" | "exitTime" | "updatedAt"
>;

/** Saves legs' and baskets' settled statuses: one statement for the legs, one for the baskets. */
export async function saveStatuses(
  db: Db,
  legs: readonly LegStatus[],
  baskets: readonly BasketStatusChange[],
): Promise<void> {
  if (legs.length > 0) {
    const moved = tableRecordset(userSignals, "moved", legs);
    await db
      .update(userSignals)
      .set(setFromRecordset(userSignals, "moved", ["status", "updatedAt"]))
      .from(moved)
      .where(sql`${userSignals.id} = moved.id`);
  }
  if (baskets.length > 0) {
    const settled = tableRecordset(
      userBaskets,
      "settled",
      baskets.map(({ id, status, erroredFrom, errorMsg, entryTime, exitTime, updatedAt }) => ({
        id,
        status,
        erroredFrom,
        errorMsg,
        entryTime,
        exitTime,
        updatedAt,
      })),
    );
    await db
      .update(userBaskets)
      .set({
        ...setFromRecordset(userBaskets, "settled", [
          "status",
          "erroredFrom",
          "errorMsg",
          "exitTime",
          "updatedAt",
        ]),
        // Its first entry time stays: a basket tracking again after an adjustment keeps it.
        entryTime: sql`coalesce(${userBaskets.entryTime}, settled.entry_time)`,
      })
      .from(settled)
      .where(sql`${userBaskets.id} = settled.id`);
  }
}

/** A basket moving into an action's status, with the analyst's version it now follows. */
export interface ActionBegun {
  id: string;
  status: "ENTERING" | "EXITING" | "ADJUSTING";
  /** Set by an adjustment: the version it moves to; null keeps the basket's. */
  analystBasketId: string | null;
  updatedAt: Date;
}

/** Baskets moving into their actions' statuses, each clearing an earlier error: one statement. */
export const beginActions: (db: Db, begun: ActionBegun) => Promise<void> = batchedCall(
  async (db: Db, begun: readonly ActionBegun[]) => {
    const actions = tableRecordset(userBaskets, "actions", begun);
    await db
      .update(userBaskets)
      .set({
        ...setFromRecordset(userBaskets, "actions", ["status", "updatedAt"]),
        erroredFrom: null,
        errorMsg: null,
        analystBasketId: sql`coalesce(actions.analyst_basket_id, ${userBaskets.analystBasketId})`,
      })
      .from(actions)
      .where(sql`${userBaskets.id} = actions.id`);
    return begun.map(() => undefined);
  },
  { keyOf: (action) => action.id },
);

/** Legs set to hold nothing (an exit, a leg an adjustment drops), every basket's in one statement. */
export const clearTargets: (
  db: Db,
  legs: { signalIds: readonly string[]; at: Date },
) => Promise<void> = batchedCall(
  async (db: Db, batches: readonly { signalIds: readonly string[]; at: Date }[]) => {
    const cleared = tableRecordset(
      userSignals,
      "cleared",
      batches.flatMap(({ signalIds, at }) => signalIds.map((id) => ({ id, updatedAt: at }))),
    );
    await db
      .update(userSignals)
      .set({ targetQuantity: 0, ...setFromRecordset(userSignals, "cleared", ["updatedAt"]) })
      .from(cleared)
      .where(sql`${userSignals.id} = cleared.id`);
    return batches.map(() => undefined);
  },
);

/** Failed orders marked dealt with (re-sent, or superseded), every basket's in one statement. */
export const markRetried: (
  db: Db,
  orders: { orderIds: readonly string[]; at: Date },
) => Promise<void> = batchedCall(
  async (db: Db, batches: readonly { orderIds: readonly string[]; at: Date }[]) => {
    const retried = tableRecordset(
      userOrders,
      "retried",
      batches.flatMap(({ orderIds, at }) => orderIds.map((id) => ({ id, updatedAt: at }))),
    );
    await db
      .update(userOrders)
      .set({ retried: true, ...setFromRecordset(userOrders, "retried", ["updatedAt"]) })
      .from(retried)
      .where(sql`${userOrders.id} = retried.id`);
    return batches.map(() => undefined);
  },
);

interface ExitClaim {
  basketId: string;
  at: Date;
  /** Why a rule exited the whole basket; null keeps the basket's reason (a trader's exit). */
  reason: string | null;
}

/**
 * Baskets moved into EXITING from TRACKING or ERROR, every claim of the moment in one statement
 * (a market move fires a hundred stop-losses at once); an earlier error cleared, as an action's
 * start clears it. Whether each was claimed.
 */
const claimExits = batchedCall(
  async (db: Db, claims: readonly ExitClaim[]) => {
    const claimed = tableRecordset(
      userBaskets,
      "claimed",
      claims.map(({ basketId, at, reason }) => ({
        id: basketId,
        updatedAt: at,
        exitReason: reason,
      })),
    );
    const rows = await db
      .update(userBaskets)
      .set({
        status: "EXITING",
        ...setFromRecordset(userBaskets, "claimed", ["updatedAt"]),
        exitReason: sql`coalesce(claimed.exit_reason, ${userBaskets.exitReason})`,
        erroredFrom: null,
        errorMsg: null,
      })
      .from(claimed)
      .where(
        and(
          sql`${userBaskets.id} = claimed.id`,
          inArray(userBaskets.status, ["TRACKING", "ERROR"]),
        ),
      )
      .returning({ id: userBaskets.id });
    const ids = new Set(rows.map((row) => row.id));
    return claims.map((claim) => ids.has(claim.basketId));
  },
  { keyOf: (claim) => claim.basketId },
);

/**
 * Claims a basket's move into EXITING from TRACKING or ERROR, at the database: under two exits
 * of one basket at one moment (two instances, a rule and the trader), the second finds it
 * EXITING once the first commits, and claims nothing. An exit a rule made says why: on the
 * basket for the whole basket, on its legs for the legs named. Whether this call claimed it.
 */
export async function claimExit(
  db: Db,
  exit: { basketId: string; at: Date; signalIds?: readonly string[]; ruled?: { reason: string } },
): Promise<boolean> {
  const { basketId, at, signalIds, ruled } = exit;
  const reason = ruled && !signalIds ? ruled.reason : null;
  if (!(await claimExits(db, { basketId, at, reason }))) return false;
  if (ruled && signalIds && signalIds.length > 0) {
    await db
      .update(userSignals)
      .set({ exitReason: ruled.reason, updatedAt: at })
      .where(inArray(userSignals.id, [...signalIds]));
  }
  return true;
}
