import type { UserSignalWire, OrderSnapWire } from "../basket/user-basket-wire";
import { legPnl } from "../basket/leg-pnl";
import type { Duration, InstrumentType, TransactionType } from "../domain/enums";
import { parseRupees } from "../money/parse-rupees";
import type { Paise } from "../money/paise";
import { orderStatus, type AdjustmentDirection, type OrderStatus } from "../status/order-status";
import { priceOf, type PriceMap } from "./prices";

/**
 * Spec §3 'Position': one leg of a trader's basket as the screens read it. Money is in paise;
 * P&L is at the live price when the feed has one, else at the price the basket was read at.
 */
export interface Position {
  id: string;
  statusObj: OrderStatus;
  instrumentToken: number;
  underlyingToken: number | null;
  instrumentType: InstrumentType;
  basketID: string;
  symbol: string;
  strikePrice: number | null;
  expiryDate: string | null;
  prettyName: string;
  duration: Duration;
  /** Units held: bought − sold; negative when short. */
  netQuantity: number;
  pnl: Paise;
  targetPrice: number | null;
  stoplossPrice: number | null;
  basketRequiredMargin: Paise;
  orders: OrderSnapWire[] | null;
  unrealisedPnL: Paise;
  realisedPnL: Paise;
  lotSize: number;
  avgEntryPrice: Paise | null;
  pendingQuantity: number;
  toBePlacedQuantity: number;
  rejectedQuantity: number;
  ltp: Paise | null;
  /** Ours: the leg's side in the analyst's basket and the broker's reason for a rejection. */
  side: TransactionType;
  rejectionReason: string | null;
  /** Ours: the analyst's level that exited this leg alone (docs/exit-rules.md), else null. */
  exitReason: string | null;
}

/** The latest order of a leg (by its timestamp), or undefined when none was sent yet. */
export function latestOrder(orders: readonly OrderSnapWire[]): OrderSnapWire | undefined {
  return [...orders].sort((a, b) => a.order_timestamp.localeCompare(b.order_timestamp)).at(-1);
}

/** A leg the exchange settled at expiry: its settlement price and how it was set. */
export interface ExpirySettlement {
  price: Paise;
  /** The index's close it was settled against ('Nifty closed at 24,041.23 on 29 Dec 2026'). */
  note: string | null;
}

/** The leg's settlement at expiry, if the exchange settled it (a SETTLE order). */
export function expirySettlementOf(
  orders: readonly OrderSnapWire[] | null,
): ExpirySettlement | null {
  const settled = orders?.find(
    (order) => order.purpose === "SETTLE" && order.status === "COMPLETE",
  );
  if (!settled || settled.average_price === null) return null;
  return { price: parseRupees(settled.average_price), note: settled.status_message };
}

/** Which way an adjusting leg moves, from the purpose of its latest order. */
function adjustmentDirection(orders: readonly OrderSnapWire[]): AdjustmentDirection | null {
  const purpose = latestOrder(orders)?.purpose;
  if (purpose === "ADJUST_ENTER") return "entering";
  if (purpose === "ADJUST_EXIT") return "exiting";
  return null;
}

/** The broker's reason for a leg's rejection: the leg's error, else its latest rejected order's. */
export function rejectionReason(signal: UserSignalWire): string | null {
  if (signal.error_msg) return signal.error_msg;
  const rejected = signal.order_snap_list.filter(
    (order) => order.status === "REJECTED" || order.status === "CANCELLED",
  );
  return latestOrder(rejected)?.status_message ?? null;
}

/**
 * A user signal (spec §3) as a Position. P&L by average cost (lib/basket/leg-pnl) from the leg's
 * fills at `prices` (live feed), falling back to the LTP the basket was read with. The status is
 * spec §4's order-level status of the leg.
 */
export function toPosition(
  signal: UserSignalWire,
  basketRequiredMargin: number,
  prices: PriceMap = {},
): Position {
  const ltp = priceOf(prices, signal.instrument_token, signal.ltp);
  const pnl = legPnl(
    {
      buyQuantity: signal.buy_quantity,
      buyValue: parseRupees(signal.buy_value),
      sellQuantity: signal.sell_quantity,
      sellValue: parseRupees(signal.sell_value),
    },
    ltp,
    signal.transaction_type,
  );
  const status = orderStatus({
    status: signal.status,
    quantity: pnl.netQuantity,
    direction: adjustmentDirection(signal.order_snap_list),
  });
  return {
    id: signal.id,
    statusObj: status,
    instrumentToken: signal.instrument_token,
    underlyingToken: signal.underlying_token,
    instrumentType: signal.ins_type,
    basketID: signal.basket_id,
    symbol: signal.symbol,
    strikePrice: signal.strike_price,
    expiryDate: signal.expiry_date,
    prettyName: signal.pretty_name,
    duration: signal.duration,
    netQuantity: pnl.netQuantity,
    pnl: pnl.total,
    targetPrice: signal.target,
    stoplossPrice: signal.stop_loss,
    basketRequiredMargin: parseRupees(basketRequiredMargin),
    orders: signal.order_snap_list.length > 0 ? signal.order_snap_list : null,
    unrealisedPnL: pnl.unrealised,
    realisedPnL: pnl.realised,
    lotSize: signal.lot_size,
    avgEntryPrice: pnl.avgEntryPrice,
    pendingQuantity: signal.pending_quantity,
    toBePlacedQuantity: signal.to_be_placed_quantity,
    rejectedQuantity: signal.rejected_quantity,
    ltp,
    side: signal.transaction_type,
    rejectionReason:
      status.retryAllowed || signal.rejected_quantity > 0 ? rejectionReason(signal) : null,
    exitReason: signal.exit_reason ?? null,
  };
}
