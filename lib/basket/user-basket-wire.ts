import * as z from "../validation/zod";
import {
  BASKET_MANAGEMENT_TYPES,
  BASKET_STATUSES,
  DURATIONS,
  ERRORED_FROM,
  FREQUENCIES,
  INSTRUMENT_TYPES,
  MARKET_TRENDS,
  MARKET_TYPES,
  RISK_LEVELS,
  SIGNAL_STATUSES,
  TRANSACTION_TYPES,
  USER_BASKET_STATUSES,
} from "../domain/enums";
import { chargesWireSchema } from "../charges/charges-wire";
import { exitRulesStateSchema } from "../exit-rules/exit-rules-wire";
import { UNDERLYING_TOKENS } from "../market/underlyings";

/** Rupees with paise as a JSON number (2 decimals); the services compute them in integer paise. */
const rupees = z.number();

/** The status an order of a leg has with the broker, as order_snap_list reports it. */
export const USER_ORDER_STATUSES = [
  "TO_BE_PLACED",
  "PENDING",
  "COMPLETE",
  "REJECTED",
  "CANCELLED",
] as const;
export type UserOrderStatus = (typeof USER_ORDER_STATUSES)[number];

/**
 * Why an order was sent: entering the basket, exiting it, or the two halves of an adjustment.
 * SETTLE is no order sent but the exchange's cash settlement of a leg held to expiry, recorded
 * as the closing trade it amounts to (services/baskets/settlement/expiry-settlement.ts).
 */
export const ORDER_PURPOSES = ["ENTER", "EXIT", "ADJUST_EXIT", "ADJUST_ENTER", "SETTLE"] as const;
export type OrderPurpose = (typeof ORDER_PURPOSES)[number];

/** Spec §3 'User signal' order_snap_list item, with the fields a trader needs to read it. */
export const orderSnapWireSchema = z.object({
  id: z.string().check(z.minLength(1)),
  average_price: z.nullable(rupees),
  order_timestamp: z.string(),
  quantity: z.int().check(z.minimum(0)),
  filled_quantity: z.int().check(z.minimum(0)),
  status: z.enum(USER_ORDER_STATUSES),
  transaction_type: z.enum(TRANSACTION_TYPES),
  purpose: z.enum(ORDER_PURPOSES),
  /** The broker's reason for a rejection. */
  status_message: z.nullable(z.string()),
});
export type OrderSnapWire = z.infer<typeof orderSnapWireSchema>;

/**
 * Spec §3 'User signal': one leg of a trader's basket. Quantities are units; prices and values
 * rupees; P&L at the last traded price when the basket details were read.
 */
export const userSignalWireSchema = z.object({
  id: z.string().check(z.minLength(1)),
  basket_id: z.string().check(z.minLength(1)),
  avg_entry_price: z.nullable(rupees),
  buy_price: z.nullable(rupees),
  buy_quantity: z.int().check(z.minimum(0)),
  buy_value: rupees,
  sell_price: z.nullable(rupees),
  sell_quantity: z.int().check(z.minimum(0)),
  sell_value: rupees,
  duration: z.enum(DURATIONS),
  error_msg: z.nullable(z.string()),
  errored_from: z.nullable(z.enum(ERRORED_FROM)),
  exchange: z.string(),
  expiry_date: z.nullable(z.string()),
  ins_type: z.enum(INSTRUMENT_TYPES),
  instrument_token: z.int().check(z.positive()),
  lot_size: z.int().check(z.positive()),
  market: z.string(),
  order_snap_list: z.array(orderSnapWireSchema),
  pending_quantity: z.int().check(z.minimum(0)),
  rejected_quantity: z.int().check(z.minimum(0)),
  to_be_placed_quantity: z.int().check(z.minimum(0)),
  pretty_name: z.string(),
  product: z.string(),
  realised_pnl: rupees,
  unrealised_pnl: rupees,
  series: z.string(),
  status: z.enum(SIGNAL_STATUSES),
  stop_loss: z.nullable(rupees),
  strike_price: z.nullable(z.number()),
  symbol: z.string(),
  target: z.nullable(rupees),
  underlying_token: z.nullable(z.literal(UNDERLYING_TOKENS)),
  /** Our additions: the leg's side in the analyst's basket, its open quantity and price now. */
  transaction_type: z.enum(TRANSACTION_TYPES),
  net_quantity: z.int(),
  ltp: z.nullable(rupees),
  /** Ours: the analyst's level that exited this leg alone (docs/exit-rules.md); null otherwise. */
  exit_reason: z.optional(z.nullable(z.string())),
});
export type UserSignalWire = z.infer<typeof userSignalWireSchema>;

/** Fields the basket's summary and the active-strategy list item share. */
const basketSummaryFields = {
  id: z.string().check(z.minLength(1)),
  strategy_id: z.string().check(z.minLength(1)),
  strategy_name: z.string().check(z.minLength(1)),
  strategy_display_image: z.string(),
  status: z.enum(USER_BASKET_STATUSES),
  analyst_basket_status: z.enum(BASKET_STATUSES),
  errored_from: z.nullable(z.enum(ERRORED_FROM)),
  error_msg: z.nullable(z.string()),
  no_of_lot: z.int().check(z.positive()),
  entry_time: z.nullable(z.string()),
  exit_time: z.nullable(z.string()),
  pnl: rupees,
  realised_pnl: rupees,
  value_traded: rupees,
  required_margin: rupees,
  /** Tradebox order fees charged so far (fee + GST), rupees. */
  fees: rupees,
  /**
   * Ours: brokerage and the statutory charges of the orders executed so far, as the trader's
   * contract notes take them (lib/charges). Older services leave it out: not shown.
   */
  charges: z.optional(chargesWireSchema),
  frequency: z.enum(FREQUENCIES),
  ins_type: z.enum(INSTRUMENT_TYPES),
  market_trend: z.enum(MARKET_TRENDS),
  market_type: z.enum(MARKET_TYPES),
  risk_level: z.enum(RISK_LEVELS),
  allow_partial_enter: z.boolean(),
  allow_partial_exit: z.boolean(),
  /**
   * Ours: placed on the paper broker's practice session (NSE shut), never counted in P&L
   * totals. Older services leave it out: not practice.
   */
  is_practice: z._default(z.boolean(), false),
  /** Ours: the exit rule that exited the basket (docs/exit-rules.md); null when none did. */
  exit_reason: z.optional(z.nullable(z.string())),
};

/** Spec §3 'User basket detail' basket_info. */
export const basketInfoWireSchema = z.object({
  ...basketSummaryFields,
  available_margin: rupees,
  /** Ours: the trader's exit rules on the basket, as the services keep them; null: none set. */
  exit_rules: z.optional(z.nullable(exitRulesStateSchema)),
});
export type BasketInfoWire = z.infer<typeof basketInfoWireSchema>;

/** GET /basket/details data (spec §7): basket_info and signals. */
export const basketDetailsWireSchema = z.object({
  basket_info: basketInfoWireSchema,
  signals: z.array(userSignalWireSchema),
});
export type BasketDetailsWire = z.infer<typeof basketDetailsWireSchema>;

/** Spec §3 'Active-strategy list item' (GET /strategy/active and /strategy/history). */
export const activeStrategyWireSchema = z.object({
  ...basketSummaryFields,
  basket_management_type: z.enum(BASKET_MANAGEMENT_TYPES),
});
export type ActiveStrategyWire = z.infer<typeof activeStrategyWireSchema>;

/** The bridge's answer to every basket order call: the basket as it stands after the call. */
export const basketOrderResultWireSchema = z.object({
  basket_id: z.string().check(z.minLength(1)),
  status: z.enum(USER_BASKET_STATUSES),
});
export type BasketOrderResultWire = z.infer<typeof basketOrderResultWireSchema>;

/** One order an adjustment sends: units of a contract to buy or sell. */
export const adjustmentLegSchema = z.object({
  instrument_token: z.int().check(z.positive()),
  pretty_name: z.string(),
  transaction_type: z.enum(TRANSACTION_TYPES),
  quantity: z.int().check(z.positive()),
  lot_size: z.int().check(z.positive()),
});

/**
 * The change a trader's adjustment makes (GET /basket/adjustment): per instrument, the units to
 * buy or sell to move from the held legs to the analyst's new basket, and the margin before and
 * after.
 */
export const adjustmentPreviewWireSchema = z.object({
  basket_id: z.string().check(z.minLength(1)),
  exit_legs: z.array(adjustmentLegSchema),
  enter_legs: z.array(adjustmentLegSchema),
  current_margin: rupees,
  new_margin: rupees,
});
export type AdjustmentPreviewWire = z.infer<typeof adjustmentPreviewWireSchema>;

/**
 * GET /strategy/margin?strategy_id=&no_of_lot=: what placing that many lots would block at the
 * trader's broker, from its basket margin call; `estimated` when the broker has none and the
 * figure is our SPAN-like estimate. `sold_legs_margin`: what the basket's sold legs alone would
 * block, from the same call, for a basket that also buys (a hedge); null otherwise.
 */
export const placeMarginWireSchema = z.object({
  required_margin: rupees,
  estimated: z.boolean(),
  sold_legs_margin: z.nullable(rupees),
});
export type PlaceMarginWire = z.infer<typeof placeMarginWireSchema>;
