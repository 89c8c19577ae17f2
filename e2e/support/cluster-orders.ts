import { openDatabase } from "../../services/db/database";
import { judgeOrderBook } from "../../services/testing/chaos/drill-invariants";
import { orderBookSnapshot } from "../../services/testing/chaos/order-book-snapshot";
import { recordingLogger } from "../../services/testing/recording-logger";

/** One basket as the cluster's database holds it, beside the paper broker's orders. */
export interface BasketAtBroker {
  status: string | undefined;
  /** Baskets its trader holds in all: a basket lost or doubled shows here. */
  basketsOfTrader: number;
  /** Per leg, the sides of the paper broker's orders for it, in no order. */
  brokerOrdersPerLeg: string[][];
  /** What the chaos drill's judge finds wrong with the whole book (an order sent twice…). */
  violations: string[];
  /** What has not settled yet (orders pending, a basket in an action). */
  waiting: string[];
}

/** Reads our orders and the paper broker's from the cluster's PostgreSQL (drill-invariants.ts). */
export async function basketAtBroker(
  databaseUrl: string,
  basketId: string,
): Promise<BasketAtBroker> {
  const database = openDatabase({ kind: "postgres", url: databaseUrl }, recordingLogger());
  try {
    const book = await orderBookSnapshot(database.db);
    const verdict = judgeOrderBook(book);
    const sideOfKey = new Map(book.orders.map((order) => [order.idempotencyKey, order]));
    const legs = book.signals.filter((signal) => signal.basketId === basketId);
    const basket = book.baskets.find((candidate) => candidate.id === basketId);
    return {
      status: basket?.status,
      basketsOfTrader: book.baskets.filter((other) => other.clientId === basket?.clientId).length,
      brokerOrdersPerLeg: legs.map((leg) =>
        book.brokerOrders
          .map((theirs) => sideOfKey.get(theirs.idempotencyKey))
          .filter((ours) => ours?.signalId === leg.id)
          .map((ours) => ours!.transactionType),
      ),
      violations: verdict.violations,
      waiting: verdict.waiting,
    };
  } finally {
    await database.close();
  }
}
