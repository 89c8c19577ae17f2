import { TEST_BROKER_CODE } from "../../lib/product";
import {
  BrokerError,
  type BrokerErrorCode,
  type BrokerOrder,
  type BrokerSession,
} from "../brokers/broker";
import type { BrokerRegistry } from "../brokers/registry";
import type { UserOrderRow, UserRow } from "../db/schema";
import type { Logger } from "../logger";

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

/** One order to the broker: its answer, its refusal, or UNKNOWN when no answer came back. */
export async function sendOrder(
  deps: { brokers: BrokerRegistry; logger: Logger },
  user: Pick<UserRow, "broker">,
  session: BrokerSession,
  order: UserOrderRow,
): Promise<SendOutcome> {
  const request = {
    idempotencyKey: order.idempotencyKey,
    instrumentToken: order.instrumentToken,
    transactionType: order.transactionType,
    quantity: order.quantity,
    product: "NRML" as const,
    orderType: "MARKET" as const,
    bypassMarketHours: user.broker === TEST_BROKER_CODE,
  };
  const broker = deps.brokers[user.broker];
  // A timeout may hide an accepted order: the same key asks once more without doubling it.
  const place = () =>
    broker.placeOrder(session, request).catch((error: unknown) => {
      if (error instanceof BrokerError && error.code === "TIMEOUT") {
        return broker.placeOrder(session, request);
      }
      throw error;
    });
  try {
    return { kind: "ANSWERED", order: await place() };
  } catch (error) {
    if (error instanceof BrokerError && !FATE_UNKNOWN.has(error.code)) {
      const sessionExpired = error.code === "INVALID_TOKEN" ? error : undefined;
      return { kind: "REFUSED", message: error.message, sessionExpired };
    }
    // The broker may hold the order: it stays TO_BE_PLACED and the reconciler re-sends its key.
    deps.logger.warn("Order sent without an answer", { orderId: order.id, error });
    return { kind: "UNKNOWN" };
  }
}
