import { inArray } from "drizzle-orm";
import { batchedFind } from "../db/batching/batched-find";
import type { Db } from "../db/database";
import { strategies, type StrategyRow } from "../db/schema";
import { CatalogueError } from "./catalogue-error";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

// Every place reads its tradebox: at the open, a thousand traders' in a few statements.
const strategyById = batchedFind(
  (db, ids: string[]) => db.select().from(strategies).where(inArray(strategies.id, ids)),
  (row) => row.id,
);

/** The strategy row, or NOT_FOUND (also for an id that is not a uuid at all). */
export async function findStrategy(db: Db, strategyId: string): Promise<StrategyRow> {
  // The database answers a uuid in lower case, whatever case it was asked in.
  const row = UUID.test(strategyId) ? await strategyById(db, strategyId.toLowerCase()) : undefined;
  if (!row) throw new CatalogueError("NOT_FOUND", `No tradebox ${strategyId}`);
  return row;
}
