import { PRODUCT_STRATEGY_TAG } from "../product";

/** Spec §4 enumerations: the one place their values are written. */

export const INSTRUMENT_TYPES = ["cash", "put", "call", "fut", "idx"] as const;
export type InstrumentType = (typeof INSTRUMENT_TYPES)[number];

export const MARKET_TYPES = ["CASH", "DERIVATIVE", "CASH_DERIVATIVE"] as const;
export type MarketType = (typeof MARKET_TYPES)[number];

export const FREQUENCIES = [
  "INTRADAY",
  "WEEKLY",
  "MONTHLY",
  "QUARTERLY",
  "ANNUAL",
  "ADHOC",
] as const;
export type Frequency = (typeof FREQUENCIES)[number];

/** Period unit (plural) and singular label of each frequency, e.g. 'last 3 weeks', 'per week'. */
export const FREQUENCY_PERIODS: Readonly<Record<Frequency, { unit: string; singular: string }>> = {
  INTRADAY: { unit: "days", singular: "day" },
  WEEKLY: { unit: "weeks", singular: "week" },
  MONTHLY: { unit: "months", singular: "month" },
  QUARTERLY: { unit: "quarters", singular: "quarter" },
  ANNUAL: { unit: "years", singular: "year" },
  ADHOC: { unit: "trades", singular: "time" },
};

/** Frequencies a trader can filter on, by their filter value. */
export const FREQUENCY_FILTER_VALUES = {
  weekly: "WEEKLY",
  monthly: "MONTHLY",
  adhoc: "ADHOC",
} as const satisfies Record<string, Frequency>;

export const MARKET_TRENDS = ["ALL", "UP", "DOWN", "NEUTRAL", "UP_OR_DOWN"] as const;
export type MarketTrend = (typeof MARKET_TRENDS)[number];
export const MARKET_TREND_FILTER_VALUES = {
  up: "UP",
  down: "DOWN",
  neutral: "NEUTRAL",
  "up-or-down": "UP_OR_DOWN",
} as const satisfies Record<string, MarketTrend>;

export const ACTIVE_PASSIVE = ["ACTIVE", "PASSIVE"] as const;
export type ActivePassive = (typeof ACTIVE_PASSIVE)[number];

export const RISK_LEVELS = ["LOW", "MEDIUM", "HIGH"] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
export const RISK_FILTER_VALUES = {
  low: "LOW",
  medium: "MEDIUM",
  high: "HIGH",
} as const satisfies Record<string, RiskLevel>;
/** Spec §9 risk badges. */
export const RISK_BADGE_LABELS: Readonly<Record<RiskLevel, string>> = {
  HIGH: "High",
  MEDIUM: "Medium",
  LOW: "Low",
};

/** Basket status on the analyst's side and on the user's side of a tradebox. */
export const BASKET_STATUSES = ["PENDING", "OPEN", "CLOSED", "ADJUSTED", "NO_BASKET"] as const;
export type BasketStatus = (typeof BASKET_STATUSES)[number];

export const USER_BASKET_STATUSES = [
  "OPEN",
  "ENTERING",
  "ADJUSTING",
  "TRACKING",
  "MODIFYING",
  "EXITING",
  "EXITED",
  "ERROR",
] as const;
export type UserBasketStatus = (typeof USER_BASKET_STATUSES)[number];

export const ERRORED_FROM = ["ENTERING", "ADJUSTING", "EXITING"] as const;
export type ErroredFrom = (typeof ERRORED_FROM)[number];

export const SIGNAL_STATUSES = [
  "PENDING",
  "OPEN",
  "CLOSING",
  "CLOSED",
  "REJECTED",
  "ERROR",
  "ADJUSTING",
] as const;
export type SignalStatus = (typeof SIGNAL_STATUSES)[number];

export const TRANSACTION_TYPES = ["BUY", "SELL"] as const;
export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export const DURATIONS = ["INTRADAY", "OVERNIGHT"] as const;
export type Duration = (typeof DURATIONS)[number];

/** Spec §4 order products with their labels. */
export const ORDER_PRODUCT_LABELS = {
  NRML: "Overnight",
  MIS: "Intraday",
  CNC: "Delivery",
  BO: "Bracket Order",
  CO: "Cover Order",
} as const;
export type OrderProduct = keyof typeof ORDER_PRODUCT_LABELS;
export const ORDER_PRODUCTS = Object.keys(ORDER_PRODUCT_LABELS) as OrderProduct[];

export const STRATEGY_KINDS = [
  "bull_put_spread",
  "bull_call_spread",
  "call_ratio_back_spread",
  "bear_call_ladder",
  "bear_put_spread",
  "bear_call_spread",
  "put_ratio_back_spread",
  "reverse_condor",
  "long_strangle",
  "long_straddle",
  "short_straddle",
  "short_strangle",
  "iron_condor",
  "manual",
] as const;
export type StrategyKind = (typeof STRATEGY_KINDS)[number];

export const BASKET_MANAGEMENT_TYPES = [
  "SYSTEM_MANAGED",
  "USER_MANAGED",
  "ANALYST_MANAGED",
] as const;
export type BasketManagementType = (typeof BASKET_MANAGEMENT_TYPES)[number];

export const USER_TYPES = [
  "NEW_USER",
  "EXISTING_USER_ACTIVE",
  "EXISTING_USER_INACTIVE",
  "EXISTING_USER",
] as const;
export type UserType = (typeof USER_TYPES)[number];

/** Spec §4 tags: the product's own and IIFL's. */
export const IIFL_STRATEGY_TAG = "iifl_strategy";
export const STRATEGY_TAGS = [PRODUCT_STRATEGY_TAG, IIFL_STRATEGY_TAG] as const;
export type StrategyTag = (typeof STRATEGY_TAGS)[number];

/** Spec §3/§9 payoff bound types. */
export const PROFIT_LOSS_TYPES = ["limited", "unlimited"] as const;
export type ProfitLossType = (typeof PROFIT_LOSS_TYPES)[number];
