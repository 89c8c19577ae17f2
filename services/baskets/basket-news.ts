import { and, eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { basketNewsOwed } from "../db/schema";

/**
 * Notes that the basket's traders are owed news of a change about to be saved at `at`. Written
 * before the change: a process killed after saving it but before publishing it leaves the note.
 */
export async function oweNews(db: Db, basketId: string, at: Date): Promise<void> {
  await db
    .insert(basketNewsOwed)
    .values({ basketId, owedSince: at })
    .onConflictDoUpdate({ target: basketNewsOwed.basketId, set: { owedSince: at } });
}

/**
 * The news owed since `since` was published. A later change (another instance's, noted since)
 * keeps its note: its own publisher clears it.
 */
export async function newsPaid(db: Db, basketId: string, since: Date): Promise<void> {
  await db
    .delete(basketNewsOwed)
    .where(and(eq(basketNewsOwed.basketId, basketId), eq(basketNewsOwed.owedSince, since)));
}
