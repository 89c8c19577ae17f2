import { eq, inArray } from "drizzle-orm";
import { BrokerError } from "../brokers/broker";
import { brokerSessions, userBaskets, userOrders, users } from "../db/schema";
import type { BasketEngine } from "./basket-engine";

/**
 * After a restart: for every order the broker holds as pending, listen to its trader's order
 * updates again and ask the broker where the order stands now, so fills that happened while the
 * process was down settle their baskets. Orders never sent (the process stopped mid-send) are
 * sent now: their keys make a re-send harmless.
 */
export async function resumePendingBaskets(engine: BasketEngine): Promise<number> {
  const { db, logger } = engine.deps;
  const rows = await db
    .selectDistinct({
      basketId: userOrders.basketId,
      userId: users.id,
      broker: users.broker,
      clientId: users.clientId,
      accessToken: brokerSessions.accessToken,
    })
    .from(userOrders)
    .innerJoin(userBaskets, eq(userBaskets.id, userOrders.basketId))
    .innerJoin(users, eq(users.id, userBaskets.userId))
    .innerJoin(brokerSessions, eq(brokerSessions.userId, users.id))
    .where(inArray(userOrders.status, ["TO_BE_PLACED", "PENDING"]));
  for (const row of rows) {
    const user = { id: row.userId, broker: row.broker, clientId: row.clientId };
    const session = { clientId: row.clientId, accessToken: row.accessToken };
    try {
      engine.watch(user, session);
      await engine.exclusively(row.basketId, async () => {
        await engine.reconcilePending(user, session, row.basketId);
        await engine.sendAndSettle(user, session, row.basketId);
      });
    } catch (error) {
      // An expired broker session cannot be resumed: the trader's next login will.
      if (!(error instanceof BrokerError)) throw error;
      logger.warn("Basket not resumed", { basketId: row.basketId, code: error.code });
    }
  }
  return rows.length;
}
