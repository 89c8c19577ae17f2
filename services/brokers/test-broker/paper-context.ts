import type { Db } from "../../db/database";
import type { PaperOrderRow } from "../../db/paper-schema";
import type { MarketData } from "../../market/instrument";
import type { FaultInjector } from "./faults";

/** What the paper broker's steps share: its database, its market, its faults and its updates. */
export interface PaperContext {
  db: Db;
  market: MarketData;
  faults: FaultInjector;
  /** Announces a change of an order to the client's listeners (unless updates are dropped). */
  emit(order: PaperOrderRow): void;
}
