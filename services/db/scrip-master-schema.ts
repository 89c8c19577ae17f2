import { bigint, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";
import type { BrokerCode } from "../../lib/brokers";
import { instant } from "./columns";

// The real brokers' instrument lists, as far as they name our contracts. Kept apart from
// schema.ts, which holds the product's tables; drizzle.config.ts names every schema file.

/**
 * Each real broker's scrip master, as far as it lists our contracts: what its order, quote and
 * margin calls name one of our instruments by (services/brokers/real/scrip-master.ts). Loaded
 * at start and daily (scrip-master-store.ts); a restart without the network still trades on the
 * last load.
 */
export const brokerScrips = pgTable(
  "broker_scrips",
  {
    broker: text("broker").$type<BrokerCode>().notNull(),
    instrumentToken: bigint("instrument_token", { mode: "number" }).notNull(),
    brokerToken: text("broker_token").notNull(),
    tradingSymbol: text("trading_symbol").notNull(),
    exchange: text("exchange").notNull(),
    lotSize: integer("lot_size").notNull(),
  },
  (table) => [primaryKey({ columns: [table.broker, table.instrumentToken] })],
);

/** When each broker's scrip master was last loaded, and how many of our contracts it listed. */
export const scripMasterLoads = pgTable("scrip_master_loads", {
  broker: text("broker").$type<BrokerCode>().primaryKey(),
  loadedAt: instant("loaded_at").notNull(),
  scrips: integer("scrips").notNull(),
});
