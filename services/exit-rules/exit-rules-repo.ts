import { and, eq, exists, inArray, isNotNull, or, sql } from "drizzle-orm";
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

export async function removeRules(db: Db, basketId: string) {
  await db.delete(basketExitRules).where(eq(basketExitRules.basketId, basketId));
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

/**
 * Every basket holding positions (TRACKING or ERROR) that has rules of its trader's or a leg
 * with one of the analyst's levels: one statement, whatever their number.
 */
export async function armedBaskets(db: Db): Promise<ArmedBasketRow[]> {
  const leveled = db
    .select({ one: sql`1` })
    .from(userSignals)
    .where(
      and(
        eq(userSignals.basketId, userBaskets.id),
        or(isNotNull(userSignals.stopLossPaise), isNotNull(userSignals.targetPaise)),
      ),
    );
  const rows = await db
    .select({
      ...basketOwnerColumns,
      sealedSession: brokerSessions.accessToken,
      sessionAt: brokerSessions.createdAt,
      basketUpdatedAt: userBaskets.updatedAt,
      exitReason: userBaskets.exitReason,
      rules: basketExitRules,
    })
    .from(userBaskets)
    .innerJoin(users, eq(users.id, userBaskets.userId))
    .leftJoin(brokerSessions, eq(brokerSessions.userId, users.id))
    .leftJoin(basketExitRules, eq(basketExitRules.basketId, userBaskets.id))
    .where(
      and(
        inArray(userBaskets.status, ["TRACKING", "ERROR"]),
        or(isNotNull(basketExitRules.basketId), exists(leveled)),
      ),
    );
  return rows.map((row) => ({
    basketId: row.basketId,
    user: { id: row.userId, broker: row.broker, clientId: row.clientId },
    sealedSession: row.sealedSession,
    sessionAt: row.sessionAt,
    basketUpdatedAt: row.basketUpdatedAt,
    exitReason: row.exitReason,
    rules: row.rules && rowOf(row.rules),
  }));
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
