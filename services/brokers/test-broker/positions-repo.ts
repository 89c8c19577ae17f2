import { asc, eq } from "drizzle-orm";
import { paise } from "../../../lib/money/paise";
import type { Db } from "../../db/database";
import { paperFills, paperPositions, type PaperPositionRow } from "../../db/paper-schema";
import type { PositionState } from "./position-math";

export type NewPaperFill = typeof paperFills.$inferInsert;

/** The client's positions, open and closed today, by instrument then product. */
export async function positionsOf(db: Db, clientId: string): Promise<PaperPositionRow[]> {
  return db
    .select()
    .from(paperPositions)
    .where(eq(paperPositions.clientId, clientId))
    .orderBy(asc(paperPositions.instrumentToken), asc(paperPositions.product));
}

export function stateOf(row: PaperPositionRow): PositionState {
  return {
    netQuantity: row.netQuantity,
    openCost: paise(row.openCostPaise),
    realisedPnl: paise(row.realisedPnlPaise),
  };
}

/** Writes a position (insert or replace) for client + instrument + product. */
export async function savePosition(
  tx: Db,
  key: Pick<PaperPositionRow, "clientId" | "instrumentToken" | "product">,
  state: PositionState,
  now: Date,
): Promise<void> {
  const values = {
    netQuantity: state.netQuantity,
    openCostPaise: state.openCost,
    realisedPnlPaise: state.realisedPnl,
    updatedAt: now,
  };
  await tx
    .insert(paperPositions)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [paperPositions.clientId, paperPositions.instrumentToken, paperPositions.product],
      set: values,
    });
}

export async function insertFill(tx: Db, fill: NewPaperFill): Promise<void> {
  await tx.insert(paperFills).values(fill);
}
