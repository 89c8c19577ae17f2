import { viewerMaySee, type SearchViewer } from "../../lib/explore/search-request";
import { and, asc, eq, inArray } from "drizzle-orm";
import { z } from "zod";
import type { Db } from "./database";
import { strategies, subscriptions } from "./schema";

/** Spec §3 'Favourite (subscription) item'. */
export interface FavouriteItem {
  strategy_id: string;
  strategy_name: string;
  display_image: string;
  ins_type: string;
  frequency: string;
  risk_level: string;
}

const uuidShape = z.guid();

/** The ids among these that name no tradebox this viewer may see (a non-uuid names none). */
export async function unknownStrategyIds(
  db: Db,
  ids: readonly string[],
  viewer: SearchViewer,
): Promise<string[]> {
  const wellFormed = ids.filter((id) => uuidShape.safeParse(id).success);
  const found =
    wellFormed.length === 0
      ? []
      : await db
          .select({ id: strategies.id, tag: strategies.tag, owner: strategies.owner })
          .from(strategies)
          .where(inArray(strategies.id, wellFormed));
  // A tradebox the trader may not see (another client's) is unknown to them.
  const known = new Set(found.filter((row) => viewerMaySee(viewer, row)).map((row) => row.id));
  return ids.filter((id) => !known.has(id));
}

/** Mark these (existing) tradeboxes as the user's favourites; marking one twice is a no-op. */
export async function subscribe(db: Db, userId: string, strategyIds: readonly string[]) {
  if (strategyIds.length === 0) return;
  await db
    .insert(subscriptions)
    .values(strategyIds.map((strategyId) => ({ userId, strategyId })))
    .onConflictDoNothing();
}

/** Unmark these tradeboxes; one that was not a favourite is ignored. */
export async function unsubscribe(db: Db, userId: string, strategyIds: readonly string[]) {
  if (strategyIds.length === 0) return;
  await db
    .delete(subscriptions)
    .where(
      and(eq(subscriptions.userId, userId), inArray(subscriptions.strategyId, [...strategyIds])),
    );
}

/** The ids of the user's favourite tradeboxes, oldest favourite first. */
export async function subscribedStrategyIds(db: Db, userId: string): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.strategyId })
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.strategyId));
  return rows.map((row) => row.id);
}

/** The user's favourites with the tradebox fields the favourites panel shows, oldest first. */
export async function listFavourites(db: Db, userId: string): Promise<FavouriteItem[]> {
  return db
    .select({
      strategy_id: strategies.id,
      strategy_name: strategies.name,
      display_image: strategies.displayImage,
      ins_type: strategies.insType,
      frequency: strategies.frequency,
      risk_level: strategies.riskLevel,
    })
    .from(subscriptions)
    .innerJoin(strategies, eq(strategies.id, subscriptions.strategyId))
    .where(eq(subscriptions.userId, userId))
    .orderBy(asc(subscriptions.createdAt), asc(subscriptions.strategyId));
}
