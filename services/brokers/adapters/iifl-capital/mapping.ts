import { paiseToDecimalString } from "../../../../lib/money/parse-rupees";
import { paise, type Paise } from "../../../../lib/money/paise";
import type {
  BrokerOrder,
  BrokerOrderStatus,
  BrokerPosition,
  OrderProduct,
  OrderRequest,
  OrderType,
} from "../../broker";
import { BrokerError } from "../../broker";
import type { BrokerScrip, ScripDirectory } from "../../real/scrip-master";
import { IIFL_CAPITAL_NAME } from "./api";
import {
  NSE_FO,
  PRODUCTS,
  type OrderRow,
  type PlaceOrder,
  type PositionRow,
  type WireDecimal,
} from "./wire";
import { brokerAmount } from "../../real/broker-amount";
import { orderBookPaiseOf } from "./order-book-prices";

/** Our products by IIFL's names (05-orders.md `product`); others (DELIVERY, BNPL) are not ours. */
const PRODUCT_OF: Readonly<Record<string, OrderProduct>> = {
  [PRODUCTS.NRML]: "NRML",
  [PRODUCTS.MIS]: "MIS",
};

/**
 * IIFL's final order statuses, in any case: "Complete", "Rejected", "Cancelled" (05-orders.md
 * `orderStatus`: "Open, Complete, Rejected, Cancelled, etc."), and "Fail"/"Failed", which the
 * docs do not list but OpenAlgo reads as rejected (broker/iiflcapital/mapping/order_data.py
 * `_map_status`, streaming/iiflcapital_order_adapter.py `_STATUS_MAP`). Anything else is OPEN.
 */
const FINAL_STATUS: Readonly<Record<string, BrokerOrderStatus>> = {
  COMPLETE: "COMPLETE",
  COMPLETED: "COMPLETE",
  EXECUTED: "COMPLETE",
  FILLED: "COMPLETE",
  TRADED: "COMPLETE",
  REJECTED: "REJECTED",
  FAIL: "REJECTED",
  FAILED: "REJECTED",
  CANCELLED: "CANCELLED",
  CANCELED: "CANCELLED",
};

/**
 * "Success" is not an order state in the docs: it is what a request that went through answers
 * (05-orders.md, each leg's `status`). OpenAlgo reads it as complete; we read it as complete
 * only when the row's fills say so, so a request accepted and still resting is never told as
 * filled (a hedge leg we think we hold), and one filled in full never stays OPEN.
 */
const SUCCESS = "SUCCESS";

/**
 * An IIFL amount in rupees (a number or a decimal string) in paise; null when blank. Not for
 * order rows' prices, which IIFL gives in paise (order-book-prices.ts).
 */
export function paiseOf(value: WireDecimal | null | undefined): Paise | null {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" && value.trim() === "") return null;
  return brokerAmount(IIFL_CAPITAL_NAME, value);
}

/** A whole quantity IIFL sent as a number or a string ("25", "25.0"). */
export function unitsOf(value: WireDecimal | null | undefined): number {
  const units = Number(value ?? 0);
  if (!Number.isFinite(units)) {
    throw new BrokerError("BAD_RESPONSE", `${IIFL_CAPITAL_NAME} sent a quantity we cannot read`);
  }
  return Math.trunc(units);
}

/** Our status of IIFL's `orderStatus`; `fullyFilled` when the row's fills cover its quantity. */
export function statusOf(orderStatus: string, fullyFilled = false): BrokerOrderStatus {
  const word = orderStatus.trim().toUpperCase();
  if (word === SUCCESS) return fullyFilled ? "COMPLETE" : "OPEN";
  return FINAL_STATUS[word] ?? "OPEN";
}

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/** "20-Sep-2024 16:05:33" (India time, as IIFL stamps orders) as an instant; null otherwise. */
export function instantOf(stamp: string | null | undefined): Date | null {
  const match = /^(\d{1,2})-([A-Za-z]{3})-(\d{4}) (\d{2}):(\d{2}):(\d{2})$/.exec(
    stamp?.trim() ?? "",
  );
  if (!match) return null;
  const [, day, month, year, hour, minute, second] = match;
  const monthIndex = MONTHS.indexOf(month!.toUpperCase());
  if (monthIndex < 0) return null;
  // India is UTC+05:30 all year.
  const utc = Date.UTC(
    Number(year),
    monthIndex,
    Number(day),
    Number(hour),
    Number(minute),
    Number(second),
  );
  return new Date(utc - 330 * 60_000);
}

/** The body of `POST /orders` for one of our orders (05-orders.md "Place Order"). */
export function placeOrderOf(
  scrip: BrokerScrip,
  order: OrderRequest,
  orderTag: string,
): PlaceOrder {
  const base = {
    instrumentId: scrip.brokerToken,
    exchange: NSE_FO,
    transactionType: order.transactionType,
    quantity: String(order.quantity),
    orderComplexity: "REGULAR",
    product: PRODUCTS[order.product],
    validity: "DAY",
    orderTag,
  } as const;
  if (order.orderType === "MARKET") return { ...base, orderType: "MARKET" };
  if (order.limitPrice === undefined) {
    throw new BrokerError("REJECTED", "A limit order needs a limit price");
  }
  return { ...base, orderType: "LIMIT", price: paiseToDecimalString(order.limitPrice) };
}

export interface OrderReading {
  scrips: ScripDirectory;
  /** Our idempotency key of an order tag, where this process knows it. */
  keyOfTag(tag: string): string | undefined;
  clientId: string;
  now: Date;
}

/**
 * An order book row as our order; undefined for a row that is not one of our contracts (an
 * equity order, a contract the master does not list) or of a product we do not trade.
 */
export function brokerOrderOf(row: OrderRow, reading: OrderReading): BrokerOrder | undefined {
  if (row.exchange !== NSE_FO) return undefined;
  const scrip = reading.scrips.byToken(String(row.instrumentId));
  const product = PRODUCT_OF[row.product.toUpperCase()];
  if (!scrip || !product) return undefined;
  const orderType: OrderType = row.orderType.toUpperCase() === "LIMIT" ? "LIMIT" : "MARKET";
  const quantity = unitsOf(row.quantity);
  const filledQuantity = unitsOf(row.filledQuantity);
  // Order rows carry paise (ORDER_BOOK_PRICE_UNIT), unlike IIFL's other amounts.
  const averagePrice = filledQuantity > 0 ? orderBookPaiseOf(row.averageTradedPrice) : null;
  const status = statusOf(row.orderStatus, quantity > 0 && filledQuantity >= quantity);
  const tag = row.orderTag ?? "";
  const placedAt = instantOf(row.exchangeTimestamp) ?? reading.now;
  return {
    orderId: row.brokerOrderId,
    idempotencyKey: reading.keyOfTag(tag) ?? tag,
    clientId: reading.clientId,
    instrumentToken: scrip.instrumentToken,
    transactionType: row.transactionType,
    product,
    orderType,
    quantity,
    filledQuantity,
    averagePrice,
    limitPrice: orderType === "LIMIT" ? orderBookPaiseOf(row.price) : null,
    status,
    statusMessage: row.rejectionReason ? row.rejectionReason : null,
    placedAt,
    updatedAt: instantOf(row.brokerUpdateTime) ?? instantOf(row.exchangeUpdateTime) ?? placedAt,
  };
}

/**
 * A positions row as our position; undefined for one that is not ours. IIFL's row carries no
 * last price (07-portfolio.md), so unrealised P&L is told only when a row has `ltp`.
 */
export function brokerPositionOf(
  row: PositionRow,
  scrips: ScripDirectory,
): BrokerPosition | undefined {
  if (row.exchange !== NSE_FO) return undefined;
  const scrip = scrips.byToken(String(row.instrumentId));
  const product = PRODUCT_OF[row.product.toUpperCase()];
  if (!scrip || !product) return undefined;
  const netQuantity = unitsOf(row.netQuantity);
  const averagePrice = netQuantity !== 0 ? paiseOf(row.netAveragePrice) : null;
  const lastTradedPrice = paiseOf(row.ltp);
  const unrealisedPnl =
    averagePrice !== null && lastTradedPrice !== null
      ? paise(netQuantity * (lastTradedPrice - averagePrice))
      : paise(0);
  return {
    instrumentToken: scrip.instrumentToken,
    product,
    netQuantity,
    averagePrice,
    realisedPnl: paiseOf(row.realizedPnl) ?? closedPnlOf(row),
    unrealisedPnl,
    lastTradedPrice,
  };
}

/** P&L of the quantity bought and sold back, from the average buy and sell prices. */
function closedPnlOf(row: PositionRow): Paise {
  const closed = Math.min(unitsOf(row.buyQuantity), unitsOf(row.sellQuantity));
  const buy = paiseOf(row.buyPrice);
  const sell = paiseOf(row.sellPrice);
  if (closed === 0 || buy === null || sell === null) return paise(0);
  return paise(closed * (sell - buy));
}
