import { and, eq, getTableColumns, sql } from "drizzle-orm";
import type { Paise } from "../../../lib/money/paise";
import type { Db } from "../../db/database";
import { batchedCall } from "../../db/batching/batched-call";
import { setFromRecordset, tableRecordset } from "../../db/batching/json-rows";
import { userOrders, type UserOrderRow } from "../../db/schema";

/**
 * How long an order sent without an answer is held back from a second send. A broker still
 * booking it when its gateway gave up shows it in its book within this; until then its book may
 * not show the order, and a second send would book it twice (brokers have no idempotency of
 * their own). During the hold the book is only searched.
 */
export const UNANSWERED_SEND_HOLD_MS = 30_000;

/**
 * Sends after which an order whose fate stayed unknown each time (and that no search of the
 * book found since) is given up, and the trader told to look at their broker's book: a broker
 * that never answers this order should not be sent it every half minute for ever.
 */
export const MAX_UNANSWERED_SENDS = 3;

/** Whether the order is inside its hold: sent, never answered, and sent too recently to resend. */
export function isHeld(
  order: Pick<UserOrderRow, "status" | "sentAt">,
  now: Date,
  holdMs = UNANSWERED_SEND_HOLD_MS,
): boolean {
  return (
    order.status === "TO_BE_PLACED" &&
    order.sentAt !== null &&
    now.getTime() - order.sentAt.getTime() < holdMs
  );
}

/** Whether the order has been sent as often as an order with no answer ever is. */
export function unansweredTooOften(order: Pick<UserOrderRow, "status" | "sends">): boolean {
  return order.status === "TO_BE_PLACED" && order.sends >= MAX_UNANSWERED_SENDS;
}

/** What the trader reads on an order its broker never answered and whose book never showed. */
export function neverConfirmedMessage(brokerName: string, sends: number): string {
  return (
    `${brokerName} did not answer this order after ${sends} sends, and its order book does ` +
    `not show it: check your order book at ${brokerName} before you retry`
  );
}

/** One send to note: which order, when, and the leg's quote as it goes (null without one). */
export interface NotedSend {
  orderId: string;
  at: Date;
  quote: Paise | null;
}

/** Sends noted before they go (noteSend), all of a moment's in one statement. */
async function noteSendsNow(
  db: Db,
  sends: readonly NotedSend[],
): Promise<(UserOrderRow | undefined)[]> {
  const noted = tableRecordset(
    userOrders,
    "noted",
    sends.map((send) => ({ id: send.orderId, sentAt: send.at, quotePaise: send.quote })),
  );
  const rows = await db
    .update(userOrders)
    .set({
      ...setFromRecordset(userOrders, "noted", ["sentAt", "quotePaise"]),
      sends: sql`${userOrders.sends} + 1`,
    })
    .from(noted)
    .where(and(sql`${userOrders.id} = noted.id`, eq(userOrders.status, "TO_BE_PLACED")))
    .returning(getTableColumns(userOrders));
  const byId = new Map(rows.map((row) => [row.id, row]));
  return sends.map((send) => byId.get(send.orderId));
}

/**
 * Notes in the database that the order goes to its broker now, before it goes, with the leg's
 * quote (every fill is checked against it, fill-price-check.ts): should the answer be lost, or
 * this process die before it comes, every instance (this one restarted, or another's
 * reconciler) finds the order held (isHeld) and searches the broker's book rather than send it
 * again. Only an order still TO_BE_PLACED; the row as noted, or undefined when it was not
 * (another call recorded its answer first: nothing is to be sent). Written with the other sends
 * of the moment (at the 09:15 surge a thousand baskets send together).
 */
export const noteSend: (db: Db, send: NotedSend) => Promise<UserOrderRow | undefined> = batchedCall(
  noteSendsNow,
  { keyOf: (send) => send.orderId },
);
