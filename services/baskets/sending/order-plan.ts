import { randomUUID } from "node:crypto";
import type { OrderPurpose } from "../../../lib/basket/user-basket-wire";
import type { TransactionType } from "../../../lib/domain/enums";
import { freezeSlices } from "../../brokers/limits/freeze-slices";
import type { Instrument } from "../../market/instrument";

export interface PlannedOrder {
  id: string;
  basketId: string;
  signalId: string;
  purpose: OrderPurpose;
  attempt: number;
  idempotencyKey: string;
  instrumentToken: number;
  transactionType: TransactionType;
  quantity: number;
}

export interface OrderIntent {
  basketId: string;
  signalId: string;
  purpose: OrderPurpose;
  attempt: number;
  transactionType: TransactionType;
  quantity: number;
  instrument: Pick<Instrument, "token" | "lotSize" | "freezeQuantity">;
}

/**
 * The order rows one leg needs for an intent, sliced below the freeze quantity. Each row's
 * idempotency key is made from its own id before it is written, and it is the key the broker
 * sees: sending a row again (a retry of the call, a restart) never doubles the order.
 */
export function plannedOrders(intent: OrderIntent): PlannedOrder[] {
  const { instrument } = intent;
  const slices = freezeSlices(intent.quantity, instrument.lotSize, instrument.freezeQuantity);
  return slices.map((quantity) => {
    const id = randomUUID();
    return {
      id,
      basketId: intent.basketId,
      signalId: intent.signalId,
      purpose: intent.purpose,
      attempt: intent.attempt,
      idempotencyKey: `${intent.basketId}:${id}`,
      instrumentToken: instrument.token,
      transactionType: intent.transactionType,
      quantity,
    };
  });
}

/** Hedges first (BUY legs go first so margin benefits apply), then as planned. */
export function sendingOrder<T extends { transactionType: TransactionType }>(
  orders: readonly T[],
): T[] {
  return [...orders].sort(
    (a, b) => Number(a.transactionType === "SELL") - Number(b.transactionType === "SELL"),
  );
}
