import { and, eq, exists, gte, inArray, isNotNull, or, sql, type SQL } from "drizzle-orm";
import type { BasketRules } from "../../lib/exit-rules/basket-rules";
import type { RuleWait } from "../../lib/exit-rules/exit-rules-wire";
import { rulesOfStored, storedRules } from "../../lib/exit-rules/stored-rules";
import type { Paise } from "../../lib/money/paise";
import { batchedCall } from "../db/batching/batched-call";
import { setFromRecordset, tableRecordset } from "../db/batching/json-rows";
import type { Db } from "../db/database";
import { basketExitRules, brokerSessions, userBaskets, userSignals, users } from "../db/schema";
import { basketOwnerColumns } from "../baskets/reconciling/reconcile-candidates";

/** A basket's stored rules, with the trailing stop's best P&L and why they wait, if they do. */
export interface StoredRulesRow {
  rules: BasketRules;
  best: Paise | null;
  waiting: RuleWait | null;
  waitingSince: Date | null;
  updatedAt: Date;
}

/** Sets a basket's rules (replacing any it had: the trailing best and the wait start afresh). */
export async function saveRules(db: Db, basketId: string, rules: BasketRules, at: Date) {
  const row = { rules: storedRules(rules), bestPnlPaise: null, waiting: null, waitingSince: null };
  await db
    .insert(basketExitRules)
    .values({ basketId, ...row, updatedAt: at })
    .onConflictDoUpdate({ target: basketExitRules.basketId, set: { ...row, updatedAt: at } });
}

/**
 * Removes a basket's rules, and marks the basket updated at `at`: the watcher's read of what
 * changed (changedBaskets) finds a basket by its row, and a removed rules row is not there.
 */
export async function removeRules(db: Db, basketId: string, at: Date) {
  await db.delete(basketExitRules).where(eq(basketExitRules.basketId, basketId));
  await db.update(userBaskets).set({ updatedAt: at }).where(eq(userBaskets.id, basketId));
}

export async function rulesOf(db: Db, basketId: string): Promise<StoredRulesRow | undefined> {
  const [row] = await db
    .select()
    .from(basketExitRules)
    .where(eq(basketExitRules.basketId, basketId));
  return row && rowOf(row);
}

function rowOf(row: typeof basketExitRules.$inferSelect): StoredRulesRow {
  return {
    rules: rulesOfStored(row.rules),
    best: row.bestPnlPaise,
    waiting: row.waiting,
    waitingSince: row.waitingSince,
    updatedAt: row.updatedAt,
  };
}

/** A basket the services watch: held (TRACKING, or ERROR with a leg filled), with something to act on. */
export interface ArmedBasketRow {
  basketId: string;
  user: { id: string; broker: (typeof users.$inferSelect)["broker"]; clientId: string };
  /** The trader's stored broker session (sealed), if they have one. */
  sealedSession: string | null;
  /** When the trader last logged in (their session row written). */
  sessionAt: Date | null;
  /** Moves whenever the basket's status does: its legs and fills are read again then. */
  basketUpdatedAt: Date;
  /** Set once a rule exited the whole basket: its rules are spent. */
  exitReason: string | null;
  rules: StoredRulesRow | null;
}

/** A read of baskets for the watcher, with the database's clock at the read. */
export interface WatchRead {
  rows: (ArmedBasketRow & { armed: boolean })[];
  /** The database's now() at the read: broker sessions are stamped by its clock. */
  databaseNow: Date;
}

/** When the watcher last read: each clock's instant, the services' and the database's. */
export interface ReadAt {
  services: Date;
  database: Date;
}

/**
 * Every basket holding positions (TRACKING or ERROR) that has rules of its trader's or a leg
 * with one of the analyst's levels: one statement, whatever their number.
 */
export function armedBaskets(db: Db): Promise<WatchRead> {
  return readBaskets(db, armed(db));
}

/**
 * The baskets whose row, rules or trader's login changed at or after `since` (armed or not: a basket
 * that stopped being armed is dropped). At 10,000 armed baskets a full read takes a quarter of a
 * second of PGlite's one thread, most of it the rows themselves; this, a few milliseconds.
 */
export function changedBaskets(db: Db, since: ReadAt): Promise<WatchRead> {
  return readBaskets(
    db,
    or(
      gte(userBaskets.updatedAt, since.services),
      gte(basketExitRules.updatedAt, since.services),
      gte(brokerSessions.createdAt, since.database),
    )!,
  );
}

/** Whether a basket is armed: holding positions, with rules or an analyst's level on a leg. */
function armed(db: Db): SQL {
  const leveled = db
    .select({ one: sql`1` })
    .from(userSignals)
    .where(
      and(
        eq(userSignals.basketId, userBaskets.id),
        or(isNotNull(userSignals.stopLossPaise), isNotNull(userSignals.targetPaise)),
      ),
    );
  return and(
    inArray(userBaskets.status, ["TRACKING", "ERROR"]),
    or(isNotNull(basketExitRules.basketId), exists(leveled)),
  )!;
}

async function readBaskets(db: Db, where: SQL): Promise<WatchRead> {
  const rows = await db
    .select({
      ...basketOwnerColumns,
      sealedSession: brokerSessions.accessToken,
      sessionAt: brokerSessions.createdAt,
      basketUpdatedAt: userBaskets.updatedAt,
      exitReason: userBaskets.exitReason,
      rules: basketExitRules,
      armed: sql<boolean>`${armed(db)}`,
      databaseNow: sql<Date | string>`now()`,
    })
    .from(userBaskets)
    .innerJoin(users, eq(users.id, userBaskets.userId))
    .leftJoin(brokerSessions, eq(brokerSessions.userId, users.id))
    .leftJoin(basketExitRules, eq(basketExitRules.basketId, userBaskets.id))
    .where(where);
  const databaseNow = rows[0] ? new Date(rows[0].databaseNow) : await databaseClock(db);
  return {
    databaseNow,
    rows: rows.map((row) => ({
      basketId: row.basketId,
      user: { id: row.userId, broker: row.broker, clientId: row.clientId },
      sealedSession: row.sealedSession,
      sessionAt: row.sessionAt,
      basketUpdatedAt: row.basketUpdatedAt,
      exitReason: row.exitReason,
      rules: row.rules && rowOf(row.rules),
      armed: row.armed,
    })),
  };
}

async function databaseClock(db: Db): Promise<Date> {
  const [row] = await db.select({ now: sql<Date | string>`now()` }).from(sql`(select 1) as one`);
  return new Date(row!.now);
}

interface RuleNote {
  basketId: string;
  bestPnlPaise: Paise | null;
  waiting: RuleWait | null;
  waitingSince: Date | null;
}

/**
 * What the watcher learnt of baskets' rules (a new trailing best, a wait begun or ended),
 * every basket's of the moment in one statement.
 */
export const noteRuleState: (db: Db, note: RuleNote) => Promise<void> = batchedCall(
  async (db: Db, notes: readonly RuleNote[]) => {
    const noted = tableRecordset(basketExitRules, "noted", notes);
    await db
      .update(basketExitRules)
      .set(setFromRecordset(basketExitRules, "noted", ["bestPnlPaise", "waiting", "waitingSince"]))
      .from(noted)
      .where(sql`${basketExitRules.basketId} = noted.basket_id`);
    return notes.map(() => undefined);
  },
  { keyOf: (note) => note.basketId },
);
