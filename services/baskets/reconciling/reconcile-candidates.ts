import { and, asc, eq, inArray, isNull, lt, or } from "drizzle-orm";
import type { BrokerSession } from "../../brokers/broker";
import type { BrokerSessionStore } from "../../db/broker-sessions-repo";
import type { Db } from "../../db/database";
import { basketLeases, basketNewsOwed, brokerSessions, userBaskets, users } from "../../db/schema";
import type { Trader } from "../trader";
import { ACTION_STATUSES } from "../settlement/basket-settlement";

/** A basket to reconcile, with what asking its broker needs. */
export interface ReconcileCandidate {
  basketId: string;
  user: Trader;
  session: BrokerSession;
  /** Since when its traders are owed news of a saved change, if they are. */
  owedSince?: Date;
}

/** A basket's id with its owner as a Trader reads them (select with `users` joined). */
export const basketOwnerColumns = {
  basketId: userBaskets.id,
  userId: users.id,
  broker: users.broker,
  clientId: users.clientId,
};

/** The Trader of a row selected with basketOwnerColumns. */
export const ownerOf = (row: { userId: string; broker: Trader["broker"]; clientId: string }) => ({
  id: row.userId,
  broker: row.broker,
  clientId: row.clientId,
});

/**
 * Baskets still in an action (ENTERING, ADJUSTING, EXITING) whose status has not moved since
 * `staleBefore`, or owed news since then (a process died between saving a change and telling
 * it), that no other instance holds a live lease on at `now`; the longest waiting first, at
 * most `limit`. A trader with no broker session (or one whose stored token no longer
 * opens) cannot be asked for and is left out.
 */
export async function reconcileCandidates(
  db: Db,
  sessionStore: BrokerSessionStore,
  query: { holder: string; now: Date; staleBefore: Date; limit: number },
): Promise<ReconcileCandidate[]> {
  const rows = await db
    .select({
      ...basketOwnerColumns,
      accessToken: brokerSessions.accessToken,
      owedSince: basketNewsOwed.owedSince,
    })
    .from(userBaskets)
    .innerJoin(users, eq(users.id, userBaskets.userId))
    .innerJoin(brokerSessions, eq(brokerSessions.userId, users.id))
    .leftJoin(basketLeases, eq(basketLeases.basketId, userBaskets.id))
    .leftJoin(basketNewsOwed, eq(basketNewsOwed.basketId, userBaskets.id))
    .where(
      and(
        or(
          and(
            inArray(userBaskets.status, [...ACTION_STATUSES]),
            lt(userBaskets.updatedAt, query.staleBefore),
          ),
          lt(basketNewsOwed.owedSince, query.staleBefore),
        ),
        or(
          isNull(basketLeases.holder),
          eq(basketLeases.holder, query.holder),
          lt(basketLeases.expiresAt, query.now),
        ),
      ),
    )
    .orderBy(asc(userBaskets.updatedAt))
    .limit(query.limit);
  return rows.flatMap((row) => {
    const user = ownerOf(row);
    const session = sessionStore.sessionOf(user, row.accessToken);
    if (!session) return [];
    return [{ basketId: row.basketId, user, session, owedSince: row.owedSince ?? undefined }];
  });
}
