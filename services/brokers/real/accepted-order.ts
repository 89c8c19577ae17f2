import type { Paise } from "../../../lib/money/paise";
import { BrokerError, type BrokerOrder, type OrderRequest } from "../broker";

/** What a broker's place answer told beyond its order id (most tell nothing more). */
export interface PlaceAnswer {
  orderId: string;
  clientId: string;
  at: Date;
  /** The price the order went at: a protected limit for a market order, where one was used. */
  limitPrice?: Paise | null;
  /** A broker that answers a refusal with an order id (5paisa's RMS) has a rejected order. */
  rejection?: string;
}

/**
 * An order a broker just accepted, as ours, before its order book says more: open, nothing
 * filled (or rejected, with the broker's reason, where the answer said so).
 */
export function acceptedOrder(order: OrderRequest, answer: PlaceAnswer): BrokerOrder {
  const limitPrice =
    answer.limitPrice !== undefined
      ? answer.limitPrice
      : order.orderType === "LIMIT"
        ? (order.limitPrice ?? null)
        : null;
  return {
    orderId: answer.orderId,
    idempotencyKey: order.idempotencyKey,
    clientId: answer.clientId,
    instrumentToken: order.instrumentToken,
    transactionType: order.transactionType,
    product: order.product,
    orderType: order.orderType,
    quantity: order.quantity,
    filledQuantity: 0,
    averagePrice: null,
    limitPrice,
    status: answer.rejection === undefined ? "OPEN" : "REJECTED",
    statusMessage: answer.rejection ?? null,
    placedAt: answer.at,
    updatedAt: answer.at,
  };
}

/**
 * A read of the order book right after the broker accepted an order, or `fallback` when that
 * read fails (the book lagging, rate-limited, slow or unreadable): a failed read does not undo
 * the acceptance, and a refusal here would let the trader's retry place the order twice. Only an
 * expired session is told, as the trader must log in again whatever the order's state.
 */
export async function readAfterPlacing<T>(read: () => Promise<T>, fallback: T): Promise<T> {
  try {
    return await read();
  } catch (error) {
    if (error instanceof BrokerError && error.code === "INVALID_TOKEN") throw error;
    return fallback;
  }
}
