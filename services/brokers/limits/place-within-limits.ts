import type { Instrument } from "../../market/instrument";
import type { Broker, BrokerOrder, BrokerSession, OrderRequest } from "../broker";
import { freezeSlices, sliceKey } from "./freeze-slices";
import type { OrderRateLimiters } from "./order-rate-limiters";

export interface OrderWithinLimits {
  broker: Pick<Broker, "code" | "placeOrder">;
  session: BrokerSession;
  order: OrderRequest;
  /** The order's contract: its lot size and freeze quantity decide the slices. */
  instrument: Pick<Instrument, "lotSize" | "freezeQuantity">;
  limiters: OrderRateLimiters;
}

/**
 * Places an order within the broker's limits: sliced below the freeze quantity (freeze-slices.ts,
 * each slice with its own derived idempotency key), each slice sent only when the broker's order
 * rate allows, one after another. Returns the slices' orders in order. If a slice fails the error
 * propagates; the slices already sent stay placed, and retrying the same order re-sends the same
 * keys, so nothing is placed twice.
 */
export async function placeOrderWithinLimits(request: OrderWithinLimits): Promise<BrokerOrder[]> {
  const { broker, session, order, instrument } = request;
  const slices = freezeSlices(order.quantity, instrument.lotSize, instrument.freezeQuantity);
  const limiter = request.limiters.forBroker(broker.code);
  const placed: BrokerOrder[] = [];
  for (const [index, quantity] of slices.entries()) {
    await limiter.acquire();
    const idempotencyKey = sliceKey(order.idempotencyKey, index, slices.length);
    placed.push(await broker.placeOrder(session, { ...order, quantity, idempotencyKey }));
  }
  return placed;
}
