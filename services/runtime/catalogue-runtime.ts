import type { CatalogueDeps } from "../catalogue/catalogue-deps";
import { paperBrokerMargin } from "../catalogue/paper-broker-margin";
import { TradeboxChanges } from "../catalogue/tradebox-events";
import { listTradeboxes, tradeboxWire } from "../catalogue/tradebox-reads";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import type { MarketData } from "../market/instrument";
import { relayTradeboxChanges } from "../search/tradebox-change-relay";
import { TradeboxSearchIndex } from "../search/tradebox-index";

/** The tradebox catalogue of the running process and the search index kept in step with it. */
export interface CatalogueRuntime {
  catalogue: CatalogueDeps;
  searchIndex: TradeboxSearchIndex;
  /** Stops following catalogue changes. */
  stop(): Promise<void>;
}

/**
 * Loads every tradebox into the embedded search index, then re-reads a tradebox into the index
 * after each committed change (create, publish, adjust, close), so search never lags the
 * database by more than the change itself. With `redisUrl`, changes committed on other services
 * instances reach this index too (tradebox-change-relay.ts).
 */
export async function startCatalogueRuntime(options: {
  db: Db;
  market: MarketData;
  logger: Logger;
  redisUrl?: string;
}): Promise<CatalogueRuntime> {
  const { db, market, logger, redisUrl } = options;
  const changes = new TradeboxChanges((error, change) =>
    logger.error("Search index update failed", { ...change, error }),
  );
  const searchIndex = TradeboxSearchIndex.embedded();
  await searchIndex.replaceAll(await listTradeboxes(db));
  const reindex = async ({ strategyId }: { strategyId: string }) => {
    await searchIndex.upsert(await tradeboxWire(db, strategyId));
  };
  const stopIndexing = changes.onTradeboxChanged(reindex);
  const relay = redisUrl
    ? await relayTradeboxChanges({ url: redisUrl, changes, onRemoteChange: reindex, logger })
    : undefined;
  return {
    catalogue: { db, market, margin: paperBrokerMargin(market), changes },
    searchIndex,
    async stop() {
      stopIndexing();
      await relay?.close();
    },
  };
}
