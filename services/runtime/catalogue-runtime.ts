import type { CatalogueDeps } from "../catalogue/catalogue-deps";
import { paperBrokerMargin } from "../catalogue/paper-broker-margin";
import { TradeboxChanges } from "../catalogue/tradebox-events";
import { listTradeboxes, tradeboxWire } from "../catalogue/tradebox-reads";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import type { MarketData } from "../market/instrument";
import { TradeboxSearchIndex } from "../search/tradebox-index";

/** The tradebox catalogue of the running process and the search index kept in step with it. */
export interface CatalogueRuntime {
  catalogue: CatalogueDeps;
  searchIndex: TradeboxSearchIndex;
  /** Stops following catalogue changes. */
  stop(): void;
}

/**
 * Loads every tradebox into the embedded search index, then re-reads a tradebox into the index
 * after each committed change (create, publish, adjust, close), so search never lags the
 * database by more than the change itself.
 */
export async function startCatalogueRuntime(options: {
  db: Db;
  market: MarketData;
  logger: Logger;
}): Promise<CatalogueRuntime> {
  const { db, market, logger } = options;
  const changes = new TradeboxChanges((error, change) =>
    logger.error("Search index update failed", { ...change, error }),
  );
  const searchIndex = TradeboxSearchIndex.embedded();
  await searchIndex.replaceAll(await listTradeboxes(db));
  const stop = changes.onTradeboxChanged(async ({ strategyId }) => {
    await searchIndex.upsert(await tradeboxWire(db, strategyId));
  });
  return {
    catalogue: { db, market, margin: paperBrokerMargin(market), changes },
    searchIndex,
    stop,
  };
}
