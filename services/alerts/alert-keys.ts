import { count, eq } from "drizzle-orm";
import type { AlertKind } from "../../lib/alerts/alert-kinds";
import type { Db } from "../db/database";
import { userOrders } from "../db/schema";

/**
 * What names one alert's event across instances (services/db/once-claims.ts): every instance that
 * hears the same event must name it alike, and a later event differently.
 */

/**
 * A basket's status alert (rejected, exited): the basket and how many order rows it has. Every
 * action and every retry writes its rows before it sends, so two instances settling the same
 * change count the same rows, and the basket's next ERROR (after a retry) counts more.
 */
export async function basketAlertKey(db: Db, kind: AlertKind, basketId: string): Promise<string> {
  const [rows] = await db
    .select({ n: count() })
    .from(userOrders)
    .where(eq(userOrders.basketId, basketId));
  return `alert:${kind}:${basketId}:${rows?.n ?? 0}`;
}

/** An analyst's adjustment or close of a tradebox: the basket and the tradebox's change time. */
export function tradeboxAlertKey(basketId: string, tradeboxUpdatedAt: Date): string {
  return `alert:adjustment:${basketId}:${tradeboxUpdatedAt.toISOString()}`;
}
