import { eq } from "drizzle-orm";
import type { Db } from "../db/database";
import {
  basketSignals,
  strategyBaskets,
  type AnalystBasketStatus,
  type StrategyBasketRow,
} from "../db/schema";
import type { SignalStatus } from "../../lib/domain/enums";
import type { ResolvedLeg } from "./resolve-legs";

/** Inserts basket `version` of a strategy with its legs; returns the basket row. */
export async function insertBasket(
  db: Db,
  strategyId: string,
  version: number,
  status: AnalystBasketStatus,
  legs: readonly ResolvedLeg[],
  at: Date,
): Promise<StrategyBasketRow> {
  const [basket] = await db
    .insert(strategyBaskets)
    .values({ strategyId, version, status, createdAt: at, updatedAt: at })
    .returning();
  if (!basket) throw new Error("inserting a basket returned no row");
  await db.insert(basketSignals).values(
    legs.map((leg, position) => ({
      basketId: basket.id,
      position,
      instrumentToken: leg.instrument.token,
      transactionType: leg.side,
      quantity: leg.lots,
      multiplier: leg.instrument.lotSize,
      pricePaise: leg.pricePaise,
      stopLossPaise: leg.stopLossPaise,
      targetPaise: leg.targetPaise,
      duration: leg.duration,
      status: signalStatusOf(status),
      createdAt: at,
    })),
  );
  return basket;
}

/** A basket's legs follow it: PENDING while it is, OPEN while open, CLOSED after. */
export function signalStatusOf(status: AnalystBasketStatus): SignalStatus {
  return status === "PENDING" ? "PENDING" : status === "OPEN" ? "OPEN" : "CLOSED";
}

/** Moves a basket and its legs to `status`. */
export async function setBasketStatus(
  db: Db,
  basketId: string,
  status: AnalystBasketStatus,
  at: Date,
): Promise<void> {
  await db
    .update(strategyBaskets)
    .set({ status, updatedAt: at })
    .where(eq(strategyBaskets.id, basketId));
  await db
    .update(basketSignals)
    .set({ status: signalStatusOf(status) })
    .where(eq(basketSignals.basketId, basketId));
}
