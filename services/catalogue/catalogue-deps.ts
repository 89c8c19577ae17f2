import type { Db } from "../db/database";
import type { MarketData } from "../market/instrument";
import type { MarginFunction } from "./basket-figures";
import type { TradeboxChanges } from "./tradebox-events";

/** What the catalogue's writes need: the database, prices, a margin estimate and the change hook. */
export interface CatalogueDeps {
  db: Db;
  market: MarketData;
  margin: MarginFunction;
  changes: TradeboxChanges;
}
