import { and, eq, ne } from "drizzle-orm";
import type { Db } from "../../db/database";
import { userBaskets } from "../../db/schema";
import type { EventBus } from "../../events/event-bus";

/**
 * The analyst adjusted or closed a tradebox: every live basket on it now shows 'Adjustment
 * Available', so each owner hears BasketUpdated.
 */
export async function announceTradeboxChange(
  deps: { db: Db; events: Pick<EventBus, "publish"> },
  strategyId: string,
): Promise<void> {
  const live = await deps.db
    .select({ id: userBaskets.id, userId: userBaskets.userId })
    .from(userBaskets)
    .where(and(eq(userBaskets.strategyId, strategyId), ne(userBaskets.status, "EXITED")));
  for (const basket of live) {
    await deps.events.publish({
      type: "BasketUpdated",
      userId: basket.userId,
      data: { id: basket.id },
    });
  }
}
