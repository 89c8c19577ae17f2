import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  unique,
  uuid,
} from "drizzle-orm/pg-core";
import type { TransactionType } from "../../lib/domain/enums";
import { ZERO_PAISE } from "../../lib/money/paise";
import type { BrokerOrderStatus, OrderProduct, OrderType } from "../brokers/broker";
import { TRANSACTION_TYPE_VALUES, instant, oneOf, paiseColumn } from "./columns";

// The paper-trading test broker's own books (services/brokers/test-broker): its clients' cash,
// orders, fills and positions. Quantities are units. Kept apart from schema.ts, which holds the
// product's tables; drizzle.config.ts names every schema file.

const ORDER_PRODUCT_VALUES = ["NRML", "MIS"] as const satisfies readonly OrderProduct[];
const ORDER_TYPE_VALUES = ["MARKET", "LIMIT"] as const satisfies readonly OrderType[];
const ORDER_STATUS_VALUES = [
  "OPEN",
  "COMPLETE",
  "REJECTED",
  "CANCELLED",
] as const satisfies readonly BrokerOrderStatus[];

/** A paper client's account: the cash deposited (₹5,00,000 at the first login) and the margin blocked. */
export const paperAccounts = pgTable("paper_accounts", {
  clientId: text("client_id").primaryKey(),
  name: text("name"),
  cashPaise: paiseColumn("cash_paise").notNull(),
  /** SPAN-like margin of the open positions, recomputed at every fill. */
  blockedMarginPaise: paiseColumn("blocked_margin_paise").notNull().default(ZERO_PAISE),
  /** Every contract note's charges so far (paper_day_charges summed): taken out of the funds. */
  chargesPaise: paiseColumn("charges_paise").notNull().default(ZERO_PAISE),
  createdAt: instant("created_at").notNull().defaultNow(),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});

/** Every order a paper client sent; (client, idempotency key) is one order however often sent. */
export const paperOrders = pgTable(
  "paper_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    clientId: text("client_id")
      .notNull()
      .references(() => paperAccounts.clientId),
    idempotencyKey: text("idempotency_key").notNull(),
    instrumentToken: bigint("instrument_token", { mode: "number" }).notNull(),
    transactionType: text("transaction_type").$type<TransactionType>().notNull(),
    product: text("product").$type<OrderProduct>().notNull(),
    orderType: text("order_type").$type<OrderType>().notNull(),
    quantity: integer("quantity").notNull(),
    filledQuantity: integer("filled_quantity").notNull().default(0),
    /** Σ fill price × fill quantity: the average price is this / filled quantity. */
    filledValuePaise: paiseColumn("filled_value_paise").notNull().default(ZERO_PAISE),
    limitPricePaise: paiseColumn("limit_price_paise"),
    status: text("status").$type<BrokerOrderStatus>().notNull(),
    statusMessage: text("status_message"),
    bypassMarketHours: boolean("bypass_market_hours").notNull().default(false),
    /** Fault injection's fill delay: the order does not fill before this market-clock instant. */
    fillNotBefore: instant("fill_not_before"),
    /**
     * Fault injection's late booking: the order shows (status, a search by key, its updates)
     * only from this instant of the market clock; null shows it at once.
     */
    shownAt: instant("shown_at"),
    placedAt: instant("placed_at").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [
    unique("paper_orders_client_id_idempotency_key_unique").on(
      table.clientId,
      table.idempotencyKey,
    ),
    index("paper_orders_open_idx")
      .on(table.status)
      .where(sql`status = 'OPEN'`),
    check(
      "paper_orders_transaction_type_check",
      oneOf(table.transactionType, TRANSACTION_TYPE_VALUES),
    ),
    check("paper_orders_product_check", oneOf(table.product, ORDER_PRODUCT_VALUES)),
    check("paper_orders_order_type_check", oneOf(table.orderType, ORDER_TYPE_VALUES)),
    check("paper_orders_status_check", oneOf(table.status, ORDER_STATUS_VALUES)),
    check(
      "paper_orders_filled_quantity_check",
      sql`filled_quantity >= 0 and filled_quantity <= quantity`,
    ),
  ],
);

/** Each execution of an order: the audit trail the positions are the running sum of. */
export const paperFills = pgTable(
  "paper_fills",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => paperOrders.id),
    clientId: text("client_id").notNull(),
    instrumentToken: bigint("instrument_token", { mode: "number" }).notNull(),
    product: text("product").$type<OrderProduct>().notNull(),
    transactionType: text("transaction_type").$type<TransactionType>().notNull(),
    quantity: integer("quantity").notNull(),
    pricePaise: paiseColumn("price_paise").notNull(),
    filledAt: instant("filled_at").notNull(),
  },
  (table) => [index("paper_fills_order_id_idx").on(table.orderId)],
);

/**
 * A client's contract note of one India trading day: the brokerage and statutory charges of the
 * day's executed orders (lib/charges/contract-note.ts), as last worked out (day-charges.ts).
 */
export const paperDayCharges = pgTable(
  "paper_day_charges",
  {
    clientId: text("client_id")
      .notNull()
      .references(() => paperAccounts.clientId),
    tradeDate: text("trade_date").notNull(),
    chargesPaise: paiseColumn("charges_paise").notNull(),
  },
  (table) => [primaryKey({ columns: [table.clientId, table.tradeDate] })],
);

/** A client's net position per instrument and product, updated with every fill. */
export const paperPositions = pgTable(
  "paper_positions",
  {
    clientId: text("client_id")
      .notNull()
      .references(() => paperAccounts.clientId),
    instrumentToken: bigint("instrument_token", { mode: "number" }).notNull(),
    product: text("product").$type<OrderProduct>().notNull(),
    /** Bought minus sold, in units. */
    netQuantity: integer("net_quantity").notNull(),
    /** What the open quantity cost (≥ 0): the average price is this / |net quantity|. */
    openCostPaise: paiseColumn("open_cost_paise").notNull(),
    realisedPnlPaise: paiseColumn("realised_pnl_paise").notNull(),
    updatedAt: instant("updated_at").notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clientId, table.instrumentToken, table.product] }),
    check("paper_positions_product_check", oneOf(table.product, ORDER_PRODUCT_VALUES)),
  ],
);

export type PaperAccountRow = typeof paperAccounts.$inferSelect;
export type PaperOrderRow = typeof paperOrders.$inferSelect;
export type PaperFillRow = typeof paperFills.$inferSelect;
export type PaperPositionRow = typeof paperPositions.$inferSelect;
