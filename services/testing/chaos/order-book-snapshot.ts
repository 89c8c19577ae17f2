import { eq } from "drizzle-orm";
import type { Db } from "../../db/database";
import { userBaskets, userOrders, userSignals, users } from "../../db/schema";
import { paperOrders, paperPositions } from "../../db/paper-schema";

/** Both sides of every order, as the chaos drill compares them: ours and the paper broker's. */
export async function orderBookSnapshot(db: Db) {
  const [baskets, signals, orders, brokerOrders, positions] = await Promise.all([
    db
      .select({ id: userBaskets.id, status: userBaskets.status, clientId: users.clientId })
      .from(userBaskets)
      .innerJoin(users, eq(users.id, userBaskets.userId)),
    db
      .select({
        id: userSignals.id,
        basketId: userSignals.basketId,
        instrumentToken: userSignals.instrumentToken,
        status: userSignals.status,
      })
      .from(userSignals),
    db
      .select({
        basketId: userOrders.basketId,
        signalId: userOrders.signalId,
        idempotencyKey: userOrders.idempotencyKey,
        brokerOrderId: userOrders.brokerOrderId,
        instrumentToken: userOrders.instrumentToken,
        transactionType: userOrders.transactionType,
        status: userOrders.status,
        filledQuantity: userOrders.filledQuantity,
      })
      .from(userOrders),
    db
      .select({
        id: paperOrders.id,
        clientId: paperOrders.clientId,
        idempotencyKey: paperOrders.idempotencyKey,
        status: paperOrders.status,
        filledQuantity: paperOrders.filledQuantity,
      })
      .from(paperOrders),
    db
      .select({
        clientId: paperPositions.clientId,
        instrumentToken: paperPositions.instrumentToken,
        netQuantity: paperPositions.netQuantity,
      })
      .from(paperPositions),
  ]);
  return { baskets, signals, orders, brokerOrders, positions };
}

export type OrderBookSnapshot = Awaited<ReturnType<typeof orderBookSnapshot>>;
