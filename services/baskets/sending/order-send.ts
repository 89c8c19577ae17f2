import { TEST_BROKER_CODE } from "../../../lib/product";
import {
  BrokerError,
  type BrokerErrorCode,
  type BrokerOrder,
  type BrokerSession,
  type OrderRequest,
} from "../../brokers/broker";
import type { BrokerRegistry } from "../../brokers/registry";
import type { UserOrderRow, UserRow } from "../../db/schema";
import type { Logger } from "../../logger";

// Sending one order of a basket, and what its answer means for the SELLs after it.

export const HELD_BACK = "Not sent: a hedge (BUY) leg of this basket was not filled";

/**
 * A place that failed these ways may still have been booked: no answer, or an answer we could
 * not read. Recording it refused would let a retry (new keys) place it a second time.
 */
const FATE_UNKNOWN: ReadonlySet<BrokerErrorCode> = new Set(["TIMEOUT", "BAD_RESPONSE"]);

/** What came of sending one order. */
export type SendOutcome =
  | { kind: "ANSWERED"; order: BrokerOrder }
  | { kind: "REFUSED"; message: string; sessionExpired?: BrokerError }
  | { kind: "UNKNOWN" };

/** Where the BUYs sent so far stand: every one accepted, one refused, or one unanswered. */
export type HedgeStanding = "ACCEPTED" | "REFUSED" | "UNKNOWN";

/** The hedges after one more BUY: a refusal outweighs an unknown, which outweighs acceptance. */
export function afterHedge(hedges: HedgeStanding, outcome: SendOutcome): HedgeStanding {
  const refused =
    outcome.kind === "REFUSED" ||
    (outcome.kind === "ANSWERED" &&
      (outcome.order.status === "REJECTED" || outcome.order.status === "CANCELLED"));
  if (hedges === "REFUSED" || refused) return "REFUSED";
  return hedges === "UNKNOWN" || outcome.kind === "UNKNOWN" ? "UNKNOWN" : "ACCEPTED";
}

/** The order as our broker interface asks for it: the row's leg, at market, under its key. */
export function requestOf(user: Pick<UserRow, "broker">, order: UserOrderRow): OrderRequest {
  return {
    idempotencyKey: order.idempotencyKey,
    instrumentToken: order.instrumentToken,
    transactionType: order.transactionType,
    quantity: order.quantity,
    product: "NRML",
    orderType: "MARKET",
    bypassMarketHours: user.broker === TEST_BROKER_CODE,
  };
}

/** One order of a trader's, at their broker: on which session, and the order's row. */
export interface OrderAtBroker {
  user: Pick<UserRow, "broker">;
  session: BrokerSession;
  order: UserOrderRow;
}

type BrokerDeps = { brokers: BrokerRegistry; logger: Logger };

/**
 * The broker's book searched for the order (its tag), sending nothing: ANSWERED when it shows,
 * UNKNOWN while it does not or the book cannot be read now. An expired session is a refusal.
 */
export async function searchBook(
  deps: BrokerDeps,
  { user, session, order }: OrderAtBroker,
): Promise<SendOutcome> {
  try {
    const found = await deps.brokers[user.broker].findOrder(session, requestOf(user, order));
    return found ? { kind: "ANSWERED", order: found } : { kind: "UNKNOWN" };
  } catch (error) {
    if (error instanceof BrokerError && error.code === "INVALID_TOKEN") {
      return { kind: "REFUSED", message: error.message, sessionExpired: error };
    }
    deps.logger.warn("Order book not searched", { orderId: order.id, error });
    return { kind: "UNKNOWN" };
  }
}

/**
 * One order to the broker: its answer, its refusal, or UNKNOWN when no answer came back. The
 * caller noted the send in the database first (unanswered-sends.ts): a send whose answer is
 * lost is held, on every instance, while the broker may still be booking it.
 */
export async function sendOrder(deps: BrokerDeps, at: OrderAtBroker): Promise<SendOutcome> {
  const { user, session, order } = at;
  try {
    const placed = await deps.brokers[user.broker].placeOrder(session, requestOf(user, order));
    return { kind: "ANSWERED", order: placed };
  } catch (error) {
    if (error instanceof BrokerError && !FATE_UNKNOWN.has(error.code)) {
      const sessionExpired = error.code === "INVALID_TOKEN" ? error : undefined;
      return { kind: "REFUSED", message: error.message, sessionExpired };
    }
    // The broker may hold the order: one look at its book now; else the order stays
    // TO_BE_PLACED, held (its send noted), and the reconciler searches until the hold passes.
    deps.logger.warn("Order sent without an answer", { orderId: order.id, error });
    const found = await searchBook(deps, at);
    return found.kind === "REFUSED" ? { kind: "UNKNOWN" } : found;
  }
}
