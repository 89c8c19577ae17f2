import { asc, eq, inArray } from "drizzle-orm";
import { paise } from "../../../lib/money/paise";
import type { Db } from "../../db/database";
import { paperPositions, type paperFills, type PaperPositionRow } from "../../db/paper-schema";
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

/** The positions of several clients, each's in the order positionsOf gives. */
export async function positionsOfClients(
  db: Db,
  clientIds: readonly string[],
): Promise<PaperPositionRow[]> {
  return db
    .select()
    .from(paperPositions)
    .where(inArray(paperPositions.clientId, [...clientIds]))
    .orderBy(
      asc(paperPositions.clientId),
      asc(paperPositions.instrumentToken),
      asc(paperPositions.product),
    );
}

export function stateOf(row: PaperPositionRow): PositionState {
  return {
    netQuantity: row.netQuantity,
    openCost: paise(row.openCostPaise),
    realisedPnl: paise(row.realisedPnlPaise),
  };
}

type PositionKey = Pick<PaperPositionRow, "clientId" | "instrumentToken" | "product">;

/**
 * Writes a position (insert or replace) for client + instrument + product: a statement to await,
 * or to nest in another (record-fill.ts).
 */
export function savePosition(tx: Db, key: PositionKey, state: PositionState, now: Date) {
  const values = {
    netQuantity: state.netQuantity,
    openCostPaise: state.openCost,
    realisedPnlPaise: state.realisedPnl,
    updatedAt: now,
  };
  return tx
    .insert(paperPositions)
    .values({ ...key, ...values })
    .onConflictDoUpdate({
      target: [paperPositions.clientId, paperPositions.instrumentToken, paperPositions.product],
      set: values,
    });
}
