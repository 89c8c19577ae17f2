import { sql } from "drizzle-orm";
import { batchedCall } from "../../db/batching/batched-call";
import { inRecordset, tableRecordset } from "../../db/batching/json-rows";
import type { Db } from "../../db/database";
import { basketNewsOwed } from "../../db/schema";

interface Note {
  basketId: string;
  at: Date;
}

// Each written with the notes of other baskets sent or settled at the same moment: at the open
// every basket notes its news before each send and clears it after (batched-call.ts).

const noteOwed = batchedCall(
  async (db: Db, notes: readonly Note[]) => {
    await db
      .insert(basketNewsOwed)
      .values(notes.map((note) => ({ basketId: note.basketId, owedSince: note.at })))
      .onConflictDoUpdate({
        target: basketNewsOwed.basketId,
        set: { owedSince: sql`excluded.owed_since` },
      });
    return notes.map(() => undefined);
  },
  { keyOf: (note) => note.basketId },
);

const clearPaid = batchedCall(
  async (db: Db, notes: readonly Note[]) => {
    const paid = tableRecordset(
      basketNewsOwed,
      "paid",
      notes.map((note) => ({ basketId: note.basketId, owedSince: note.at })),
    );
    await db
      .delete(basketNewsOwed)
      .where(inRecordset(basketNewsOwed, ["basketId", "owedSince"], paid));
    return notes.map(() => undefined);
  },
  { keyOf: (note) => note.basketId },
);

/**
 * Notes that the basket's traders are owed news of a change about to be saved at `at`. Written
 * before the change: a process killed after saving it but before publishing it leaves the note.
 */
export async function oweNews(db: Db, basketId: string, at: Date): Promise<void> {
  await noteOwed(db, { basketId, at });
}

/**
 * The news owed since `since` was published. A later change (another instance's, noted since)
 * keeps its note: its own publisher clears it.
 */
export async function newsPaid(db: Db, basketId: string, since: Date): Promise<void> {
  await clearPaid(db, { basketId, at: since });
}
