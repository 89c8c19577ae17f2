import { legPnl } from "../../lib/basket/leg-pnl";
import type { OrderSnapWire, UserSignalWire } from "../../lib/basket/user-basket-wire";
import { paiseToRupeesNumber } from "../../lib/money/parse-rupees";
import { paise, type Paise } from "../../lib/money/paise";
import { divideRounded } from "../../lib/money/rounding";
import type { UserOrderRow, UserSignalRow } from "../db/schema";
import { instrumentByToken } from "../market/instrument-lookup";
import { legFills, legQuantities, needsRetry } from "./settlement/basket-settlement";

/** Paise as the wire's rupees: a JSON number with at most 2 decimals. */
export const rupees = paiseToRupeesNumber;
const rupeesOrNull = (amount: Paise | null) => (amount === null ? null : rupees(amount));

/** Index derivatives: NSE's F&O segment. */
const EXCHANGE = "NSE";
const MARKET = "NFO";

function orderSnap(order: UserOrderRow): OrderSnapWire {
  return {
    id: order.id,
    average_price: rupeesOrNull(order.averagePricePaise),
    order_timestamp: order.updatedAt.toISOString(),
    quantity: order.quantity,
    filled_quantity: order.filledQuantity,
    status: order.status,
    transaction_type: order.transactionType,
    purpose: order.purpose,
    status_message: order.statusMessage,
  };
}

/** Average price of `quantity` units worth `value`, half-up to the paisa. */
const averageOf = (value: Paise, quantity: number) =>
  quantity === 0 ? null : rupees(paise(divideRounded(BigInt(value), BigInt(quantity), "half-up")));

/** Spec §3 'User signal': a leg with its orders, fills and P&L at `ltp`. */
export function signalWire(
  signal: UserSignalRow,
  basketOrders: readonly UserOrderRow[],
  ltp: Paise | null,
): UserSignalWire {
  const orders = basketOrders.filter((o) => o.signalId === signal.id);
  const fills = legFills(orders);
  const pnl = legPnl(fills, ltp, signal.transactionType);
  const quantities = legQuantities(orders);
  const failed = orders.find(needsRetry);
  const instrument = instrumentByToken(signal.instrumentToken);
  return {
    id: signal.id,
    basket_id: signal.basketId,
    avg_entry_price: rupeesOrNull(pnl.avgEntryPrice),
    buy_price: averageOf(fills.buyValue, fills.buyQuantity),
    buy_quantity: fills.buyQuantity,
    buy_value: rupees(fills.buyValue),
    sell_price: averageOf(fills.sellValue, fills.sellQuantity),
    sell_quantity: fills.sellQuantity,
    sell_value: rupees(fills.sellValue),
    duration: signal.duration,
    error_msg: failed?.statusMessage ?? null,
    errored_from: failed ? erroredFromOf(failed.purpose) : null,
    exchange: EXCHANGE,
    expiry_date: instrument?.expiry ?? null,
    ins_type: instrument?.type ?? "fut",
    instrument_token: signal.instrumentToken,
    lot_size: signal.lotSize,
    market: MARKET,
    order_snap_list: orders.map(orderSnap),
    pending_quantity: quantities.pending,
    rejected_quantity: quantities.rejected,
    to_be_placed_quantity: quantities.toBePlaced,
    pretty_name: instrument?.prettyName ?? String(signal.instrumentToken),
    product: "NRML",
    realised_pnl: rupees(pnl.realised),
    unrealised_pnl: rupees(pnl.unrealised),
    series: instrument?.type === "fut" ? "FUT" : "OPT",
    status: signal.status,
    stop_loss: rupeesOrNull(signal.stopLossPaise),
    strike_price: instrument?.strike ?? null,
    symbol: instrument?.tradingSymbol ?? String(signal.instrumentToken),
    target: rupeesOrNull(signal.targetPaise),
    underlying_token: instrument?.underlyingToken ?? null,
    transaction_type: signal.transactionType,
    net_quantity: pnl.netQuantity,
    ltp: rupeesOrNull(ltp),
    exit_reason: signal.exitReason,
  };
}

function erroredFromOf(purpose: UserOrderRow["purpose"]) {
  if (purpose === "ENTER") return "ENTERING" as const;
  if (purpose === "EXIT") return "EXITING" as const;
  return "ADJUSTING" as const;
}

/** A leg's P&L parts in paise, for the basket's sums. */
export function signalPnl(
  signal: UserSignalRow,
  basketOrders: readonly UserOrderRow[],
  ltp: Paise | null,
) {
  const orders = basketOrders.filter((o) => o.signalId === signal.id);
  const fills = legFills(orders);
  return { fills, pnl: legPnl(fills, ltp, signal.transactionType) };
}
