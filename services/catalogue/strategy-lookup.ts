import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import { strategies, type StrategyRow } from "../db/schema";
import { CatalogueError } from "./catalogue-error";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The strategy row, or NOT_FOUND (also for an id that is not a uuid at all). */
export async function findStrategy(db: Db, strategyId: string): Promise<StrategyRow> {
  const [row] = UUID.test(strategyId)
    ? await db.select().from(strategies).where(eq(strategies.id, strategyId))
    : [];
  if (!row) throw new CatalogueError("NOT_FOUND", `No tradebox ${strategyId}`);
  return row;
}
