import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import type { BrokerCode } from "../../lib/brokers";
import {
  DURATIONS,
  FREQUENCIES,
  MARKET_TRENDS,
  RISK_LEVELS,
  SIGNAL_STATUSES,
  STRATEGY_KINDS,
  STRATEGY_TAGS,
  USER_BASKET_STATUSES,
  USER_TYPES,
  type ActivePassive,
  type BasketManagementType,
  type ErroredFrom,
  type UserBasketStatus,
  type BasketStatus,
  type Duration,
  type Frequency,
  type InstrumentType,
  type MarketTrend,
  type MarketType,
  type RiskLevel,
  type SignalStatus,
  type StrategyKind,
  type StrategyTag,
  type TransactionType,
  type UserType,
} from "../../lib/domain/enums";
import type { UnderlyingToken } from "../../lib/market/underlyings";
import type { RuleWait } from "../../lib/exit-rules/exit-rules-wire";
import type { StoredBasketRules } from "../../lib/exit-rules/stored-rules";
import type { PayoffDataWire } from "../../lib/payoff/wire";
import type { PerformanceSummary } from "../../lib/performance/portfolio-series";
import {
  ORDER_PURPOSES,
  USER_ORDER_STATUSES,
  type OrderPurpose,
  type UserOrderStatus,
} from "../../lib/basket/user-basket-wire";
import { TRANSACTION_TYPE_VALUES, instant, oneOf, paiseColumn } from "./columns";

/**
 * A trader, identified by broker + client id (spec §6): the same client id at two brokers is two
 * users. A first login makes a NEW_USER, whom the web app sends to onboarding.
 */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    broker: text("broker").$type<BrokerCode>().notNull(),
    clientId: text("client_id").notNull(),
    name: text("name"),
    email: text("email"),
    phoneNumber: text("phone_number"),
    userType: text("user_type").$type<UserType>().notNull().default("NEW_USER"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("users_broker_client_id_unique").on(table.broker, table.clientId),
    check(
      "users_user_type_check",
      sql.raw(`${table.userType.name} in (${USER_TYPES.map((t) => `'${t}'`).join(", ")})`),
    ),
  ],
);

export type UserRow = typeof users.$inferSelect;

// ---------------------------------------------------------------------------------------------
// The analyst's catalogue (services/catalogue): a tradebox (strategy), its basket versions and
// their legs. Money is integer paise (bigint read as a JS number); leg quantities are lots.

const ANALYST_BASKET_STATUS_VALUES = [
  "PENDING",
  "OPEN",
  "CLOSED",
  "ADJUSTED",
] as const satisfies readonly BasketStatus[];
export type AnalystBasketStatus = (typeof ANALYST_BASKET_STATUS_VALUES)[number];

/** A tradebox (spec §3 'Tradebox'): every stored field; maximum_*_type are read off payoff_data. */
export const strategies = pgTable(
  "strategies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    slug: text("slug").notNull().unique(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    longDescription: text("long_description").notNull().default(""),
    displayImage: text("display_image").notNull().default(""),
    /** The client id the tradebox is private to, or the product for a public one. */
    owner: text("owner").notNull(),
    bridger: text("bridger").notNull().default(""),
    tag: text("tag").$type<StrategyTag>().notNull(),
    strategyType: text("strategy_type").$type<StrategyKind>().notNull(),
    marketType: text("market_type").$type<MarketType>().notNull().default("DERIVATIVE"),
    insType: text("ins_type").$type<InstrumentType>().notNull(),
    activePassive: text("active_passive_basket").$type<ActivePassive>().notNull().default("ACTIVE"),
    allowPartialEnter: boolean("allow_partial_enter").notNull().default(false),
    allowPartialExit: boolean("allow_partial_exit").notNull().default(false),
    frequency: text("frequency").$type<Frequency>().notNull(),
    riskLevel: text("risk_level").$type<RiskLevel>().notNull(),
    marketTrend: text("market_trend").$type<MarketTrend>().notNull(),
    underlyingToken: integer("underlying_token").$type<UnderlyingToken>().notNull(),
    /** Broker codes the tradebox is offered through; empty means every broker. */
    showBrokers: jsonb("show_brokers").$type<string[]>().notNull().default([]),
    status: text("status").$type<AnalystBasketStatus>().notNull().default("PENDING"),
    marginRequiredPaise: paiseColumn("margin_required_paise").notNull(),
    payoffData: jsonb("payoff_data").$type<PayoffDataWire>(),
    lastThreePerf: jsonb("last_three_perf").$type<PerformanceSummary>(),
    lastSixPerf: jsonb("last_six_perf").$type<PerformanceSummary>(),
    lastNinePerf: jsonb("last_nine_perf").$type<PerformanceSummary>(),
    currentBasketId: uuid("current_basket_id"),
    createdAt: instant("created_at").notNull().defaultNow(),
    /** When the tradebox was first published (OPEN). */
    liveAt: instant("live_at"),
    /** When the current basket was created. */
    basketCreatedAt: instant("basket_created_at"),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    check("strategies_status_check", oneOf(table.status, ANALYST_BASKET_STATUS_VALUES)),
    check("strategies_strategy_type_check", oneOf(table.strategyType, STRATEGY_KINDS)),
    check("strategies_tag_check", oneOf(table.tag, STRATEGY_TAGS)),
    check("strategies_frequency_check", oneOf(table.frequency, FREQUENCIES)),
    check("strategies_risk_level_check", oneOf(table.riskLevel, RISK_LEVELS)),
    check("strategies_market_trend_check", oneOf(table.marketTrend, MARKET_TRENDS)),
    check("strategies_margin_check", sql`margin_required_paise >= 0`),
  ],
);

/** One version of a tradebox's basket: creating makes the first, each adjustment a new one. */
export const strategyBaskets = pgTable(
  "strategy_baskets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    strategyId: uuid("strategy_id")
      .notNull()
      .references(() => strategies.id),
    /** 1 for the first basket, +1 per adjustment. */
    version: integer("version").notNull(),
    status: text("status").$type<AnalystBasketStatus>().notNull().default("PENDING"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    unique("strategy_baskets_strategy_id_version_unique").on(table.strategyId, table.version),
    check("strategy_baskets_status_check", oneOf(table.status, ANALYST_BASKET_STATUS_VALUES)),
  ],
);

/** A leg of an analyst basket (spec §3 'Strategy signal template'). */
export const basketSignals = pgTable(
  "basket_signals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    basketId: uuid("basket_id")
      .notNull()
      .references(() => strategyBaskets.id),
    /** The leg's place in the basket, from 0. */
    position: integer("position").notNull(),
    instrumentToken: bigint("instrument_token", { mode: "number" }).notNull(),
    transactionType: text("transaction_type").$type<TransactionType>().notNull(),
    /** Lots. */
    quantity: integer("quantity").notNull(),
    /** Units per lot (the contract's lot size). */
    multiplier: integer("multiplier").notNull(),
    pricePaise: paiseColumn("price_paise").notNull(),
    stopLossPaise: paiseColumn("stop_loss_paise"),
    targetPaise: paiseColumn("target_paise"),
    duration: text("duration").$type<Duration>().notNull().default("OVERNIGHT"),
    status: text("status").$type<SignalStatus>().notNull().default("PENDING"),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [
    index("basket_signals_basket_id_idx").on(table.basketId),
    check(
      "basket_signals_transaction_type_check",
      oneOf(table.transactionType, TRANSACTION_TYPE_VALUES),
    ),
    check("basket_signals_duration_check", oneOf(table.duration, DURATIONS)),
    check("basket_signals_status_check", oneOf(table.status, SIGNAL_STATUSES)),
    check("basket_signals_quantity_check", sql`quantity > 0 and multiplier > 0`),
    check("basket_signals_price_check", sql`price_paise >= 0`),
  ],
);

export type StrategyRow = typeof strategies.$inferSelect;
export type StrategyBasketRow = typeof strategyBaskets.$inferSelect;
export type BasketSignalRow = typeof basketSignals.$inferSelect;

// ---------------------------------------------------------------------------------------------
// A trader's side of the services: the broker session of their last login, and their favourites.

/** The broker session (exchangeToken's access token) of the user's last login: one per user. */
export const brokerSessions = pgTable("broker_sessions", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  accessToken: text("access_token").notNull(),
  createdAt: instant("created_at").notNull().defaultNow(),
});

/** A tradebox the user marked as a favourite (spec §7 /user/subscribe): once per pair. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    strategyId: uuid("strategy_id")
      .notNull()
      .references(() => strategies.id, { onDelete: "cascade" }),
    createdAt: instant("created_at").notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.strategyId] })],
);

export type BrokerSessionRow = typeof brokerSessions.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

// ---------------------------------------------------------------------------------------------
// A trader's baskets (services/baskets): the tradebox they placed, its legs, and every order the
// bridge sent for them. Orders are written here before they go to the broker.

/** A tradebox a trader placed (spec §3 'User basket detail'). */
export const userBaskets = pgTable(
  "user_baskets",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    strategyId: uuid("strategy_id")
      .notNull()
      .references(() => strategies.id),
    /** The analyst basket version the trader holds; behind the tradebox's current one = adjusted. */
    analystBasketId: uuid("analyst_basket_id")
      .notNull()
      .references(() => strategyBaskets.id),
    noOfLot: integer("no_of_lot").notNull(),
    status: text("status").$type<UserBasketStatus>().notNull(),
    erroredFrom: text("errored_from").$type<ErroredFrom>(),
    errorMsg: text("error_msg"),
    managementType: text("basket_management_type")
      .$type<BasketManagementType>()
      .notNull()
      .default("ANALYST_MANAGED"),
    /** The place call's key: the same key is the same basket, however often it is sent. */
    idempotencyKey: text("idempotency_key").notNull(),
    /** Placed on the paper broker's practice session (NSE shut): kept out of every P&L total. */
    isPractice: boolean("is_practice").notNull().default(false),
    /**
     * The margin the tradebox asked for the lots placed (its margin per lot then × lots): what
     * the followers' results take a return on. Null for a basket placed before it was kept.
     */
    marginPaise: paiseColumn("margin_paise"),
    entryTime: instant("entry_time"),
    exitTime: instant("exit_time"),
    /** Why the services exited it: the exit rule that fired (docs/exit-rules.md); null otherwise. */
    exitReason: text("exit_reason"),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    unique("user_baskets_user_id_idempotency_key_unique").on(table.userId, table.idempotencyKey),
    // One live basket per trader and tradebox, even when two places race with different keys.
    uniqueIndex("user_baskets_one_live_per_strategy")
      .on(table.userId, table.strategyId)
      .where(sql`status <> 'EXITED'`),
    // The followers' results ask, per tradebox, whether a basket closed since they were read.
    index("user_baskets_closed_by_strategy_idx")
      .on(table.strategyId, table.exitTime)
      .where(sql`status = 'EXITED'`),
    check("user_baskets_status_check", oneOf(table.status, USER_BASKET_STATUSES)),
    check("user_baskets_no_of_lot_check", sql`no_of_lot > 0`),
  ],
);

/** A leg of a trader's basket: the contract and the units the basket should hold of it. */
export const userSignals = pgTable(
  "user_signals",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    basketId: uuid("basket_id")
      .notNull()
      .references(() => userBaskets.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    instrumentToken: bigint("instrument_token", { mode: "number" }).notNull(),
    /** The leg's side in the analyst's basket. */
    transactionType: text("transaction_type").$type<TransactionType>().notNull(),
    /** Units to hold (lots × the leg's lots × lot size); 0 once the leg is exited. */
    targetQuantity: integer("target_quantity").notNull(),
    lotSize: integer("lot_size").notNull(),
    duration: text("duration").$type<Duration>().notNull().default("OVERNIGHT"),
    stopLossPaise: paiseColumn("stop_loss_paise"),
    targetPaise: paiseColumn("target_paise"),
    /** Why the services exited this leg alone: the analyst's level it crossed. */
    exitReason: text("exit_reason"),
    status: text("status").$type<SignalStatus>().notNull(),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    unique("user_signals_basket_id_instrument_token_unique").on(
      table.basketId,
      table.instrumentToken,
    ),
    check("user_signals_status_check", oneOf(table.status, SIGNAL_STATUSES)),
    check("user_signals_target_quantity_check", sql`target_quantity >= 0`),
  ],
);

/** One order the bridge sends to the broker for a leg: written before it is sent. */
export const userOrders = pgTable(
  "user_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    basketId: uuid("basket_id")
      .notNull()
      .references(() => userBaskets.id, { onDelete: "cascade" }),
    signalId: uuid("signal_id")
      .notNull()
      .references(() => userSignals.id, { onDelete: "cascade" }),
    purpose: text("purpose").$type<OrderPurpose>().notNull(),
    /** 1 for the first send, +1 per retry of a rejected order. */
    attempt: integer("attempt").notNull().default(1),
    /** Sent to the broker as is: basket, leg, purpose, attempt and freeze slice. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    instrumentToken: bigint("instrument_token", { mode: "number" }).notNull(),
    transactionType: text("transaction_type").$type<TransactionType>().notNull(),
    quantity: integer("quantity").notNull(),
    status: text("status").$type<UserOrderStatus>().notNull().default("TO_BE_PLACED"),
    brokerOrderId: text("broker_order_id"),
    filledQuantity: integer("filled_quantity").notNull().default(0),
    averagePricePaise: paiseColumn("average_price_paise"),
    statusMessage: text("status_message"),
    /**
     * When the order last went to its broker, written before it went: on an order still
     * TO_BE_PLACED, a send whose fate is unknown (no answer, an unreadable one, or a process
     * killed mid-send). Every instance holds such an order back from a second send until
     * UNANSWERED_SEND_HOLD_MS has passed with no sign of it in the broker's book (order-send.ts).
     */
    sentAt: instant("sent_at"),
    /**
     * The leg's last price when the order was sent (null without a quote): every fill price is
     * compared with it, so a broker's price read in the wrong unit never enters P&L
     * (fill-price-check.ts).
     */
    quotePaise: paiseColumn("quote_paise"),
    /** How many times the order went to its broker: on one still TO_BE_PLACED, each unanswered. */
    sends: integer("sends").notNull().default(0),
    /** A rejected order already re-sent by a retry (the retry is its own row). */
    retried: boolean("retried").notNull().default(false),
    createdAt: instant("created_at").notNull().defaultNow(),
    updatedAt: instant("updated_at").notNull().defaultNow(),
  },
  (table) => [
    index("user_orders_basket_id_idx").on(table.basketId),
    index("user_orders_broker_order_id_idx").on(table.brokerOrderId),
    check("user_orders_status_check", oneOf(table.status, USER_ORDER_STATUSES)),
    check("user_orders_purpose_check", oneOf(table.purpose, ORDER_PURPOSES)),
    check("user_orders_quantity_check", sql`quantity > 0`),
  ],
);

/** A Tradebox order's fee (spec §9: the plan's fee plus GST), one row per place or adjust. */
export const basketFees = pgTable("basket_fees", {
  id: uuid("id").primaryKey().defaultRandom(),
  basketId: uuid("basket_id")
    .notNull()
    .references(() => userBaskets.id, { onDelete: "cascade" }),
  action: text("action").$type<"PLACE" | "ADJUST">().notNull(),
  feePaise: paiseColumn("fee_paise").notNull(),
  gstPaise: paiseColumn("gst_paise").notNull(),
  createdAt: instant("created_at").notNull().defaultNow(),
});

export type UserBasketRow = typeof userBaskets.$inferSelect;
export type UserSignalRow = typeof userSignals.$inferSelect;
export type UserOrderRow = typeof userOrders.$inferSelect;

/**
 * Which services instance reconciles a basket's orders with the broker, until when: one instance
 * at a time, and a dead instance's baskets pass to another once its lease lapses.
 */
export const basketLeases = pgTable("basket_leases", {
  basketId: uuid("basket_id")
    .primaryKey()
    .references(() => userBaskets.id, { onDelete: "cascade" }),
  holder: text("holder").notNull(),
  expiresAt: instant("expires_at").notNull(),
});

/**
 * Baskets whose settled change (a leg's or the basket's status) its traders may not have heard:
 * written before the change is saved, deleted once it is published. A process killed in between
 * leaves the row, and the reconciler tells the basket's traders again (basket-news.ts).
 */
export const basketNewsOwed = pgTable("basket_news_owed", {
  basketId: uuid("basket_id")
    .primaryKey()
    .references(() => userBaskets.id, { onDelete: "cascade" }),
  owedSince: instant("owed_since").notNull(),
});

/**
 * Brokers whose orders the services have stopped taking, and why: a fill price that cannot be a
 * market's (a price read in the wrong unit, fill-price-check.ts) stops new positions through
 * that broker on every instance until an operator lifts it (DELETE /analyst/brokers/:broker/halt).
 */
export const brokerHalts = pgTable("broker_halts", {
  broker: text("broker").$type<BrokerCode>().primaryKey(),
  reason: text("reason").notNull(),
  haltedAt: instant("halted_at").notNull(),
});

/**
 * A trader's exit rules on a basket (lib/exit-rules, docs/exit-rules.md), resolved when set:
 * the services check them on every price and exit the basket when one fires. `bestPnlPaise` is
 * the trailing stop's best P&L so far, kept so a restart trails from it; `waiting` says why no
 * rule can act now (a stale price, no broker session, the market shut), since `waitingSince`.
 */
export const basketExitRules = pgTable("basket_exit_rules", {
  basketId: uuid("basket_id")
    .primaryKey()
    .references(() => userBaskets.id, { onDelete: "cascade" }),
  rules: jsonb("rules").$type<StoredBasketRules>().notNull(),
  bestPnlPaise: paiseColumn("best_pnl_paise"),
  waiting: text("waiting").$type<RuleWait>(),
  waitingSince: instant("waiting_since"),
  updatedAt: instant("updated_at").notNull(),
});

/**
 * Moves of the simulated market's indices made by a drill (POST /analyst/market/move): each
 * shifts an index by `shiftPaise` (index points × 100) from `at` on, on every instance.
 */
export const marketMoves = pgTable("market_moves", {
  id: uuid("id").primaryKey().defaultRandom(),
  underlyingToken: integer("underlying_token").$type<UnderlyingToken>().notNull(),
  shiftPaise: bigint("shift_paise", { mode: "number" }).notNull(),
  at: instant("at").notNull(),
});
