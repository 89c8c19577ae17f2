import { asc, eq, inArray } from "drizzle-orm";
import type { StrategyTemplateWire } from "../../lib/tradebox/strategy-template-wire";
import type { TradeboxWire } from "../../lib/tradebox/tradebox-wire";
import type { Db } from "../db/database";
import { basketSignals, strategies, strategyBaskets } from "../db/schema";
import { findStrategy } from "./strategy-lookup";
import { strategyTemplateOf } from "./strategy-template-of";
import { tradeboxWireOf } from "./tradebox-wire-of";

/** One tradebox as spec §3 'Tradebox (search result)'; NOT_FOUND for an unknown id. */
export async function tradeboxWire(db: Db, strategyId: string): Promise<TradeboxWire> {
  return (await tradeboxesById(db, [(await findStrategy(db, strategyId)).id]))[0]!;
}

/** Every tradebox, oldest first: what the search index is built from. */
export async function listTradeboxes(db: Db): Promise<TradeboxWire[]> {
  return tradeboxesById(db, undefined);
}

async function tradeboxesById(db: Db, ids: string[] | undefined): Promise<TradeboxWire[]> {
  const rows = await db
    .select()
    .from(strategies)
    .where(ids ? inArray(strategies.id, ids) : undefined)
    .orderBy(asc(strategies.createdAt), asc(strategies.slug));
  const basketIds = rows.flatMap((row) => (row.currentBasketId ? [row.currentBasketId] : []));
  const baskets = basketIds.length
    ? await db
        .select({ id: strategyBaskets.id, status: strategyBaskets.status })
        .from(strategyBaskets)
        .where(inArray(strategyBaskets.id, basketIds))
    : [];
  const statusOf = new Map(baskets.map((basket) => [basket.id, basket.status]));
  return rows.map((row) =>
    tradeboxWireOf(row, (row.currentBasketId && statusOf.get(row.currentBasketId)) || "NO_BASKET"),
  );
}

/** The tradebox's current basket as spec §3 'Strategy template'; NOT_FOUND for an unknown id. */
export async function strategyTemplate(db: Db, strategyId: string): Promise<StrategyTemplateWire> {
  const strategy = await findStrategy(db, strategyId);
  if (!strategy.currentBasketId) throw new Error(`tradebox ${strategyId} has no basket`);
  const [basket] = await db
    .select()
    .from(strategyBaskets)
    .where(eq(strategyBaskets.id, strategy.currentBasketId));
  if (!basket) throw new Error(`tradebox ${strategyId} lost its basket`);
  const signals = await db
    .select()
    .from(basketSignals)
    .where(eq(basketSignals.basketId, basket.id));
  return strategyTemplateOf(strategy, basket, signals);
}
