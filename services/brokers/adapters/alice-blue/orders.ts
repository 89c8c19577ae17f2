import { paise, type Paise } from "../../../../lib/money/paise";
import { paiseToDecimalString, parseRupees } from "../../../../lib/money/parse-rupees";
import {
  BrokerError,
  type BrokerOrder,
  type BrokerOrderStatus,
  type BrokerPosition,
  type OrderProduct,
  type OrderRequest,
} from "../../broker";
import type { BrokerScrip, ScripDirectory } from "../../real/scrip-master";
import { instantOfBrokerTime } from "./broker-time";
import type { TagBook } from "./order-tag";
import type { OrderBookRow, PlaceOrderItem, PositionRow } from "./wire";
import { placeOrderItemSchema } from "./wire";

/** Our products as Alice Blue names them (see wire.ts on NORMAL), and back. */
const PRODUCT: Readonly<Record<OrderProduct, PlaceOrderItem["product"]>> = {
  NRML: "NORMAL",
  MIS: "INTRADAY",
};
const INTRADAY_PRODUCTS = new Set(["INTRADAY", "MIS"]);

export function productOf(brokerProduct: string): OrderProduct {
  return INTRADAY_PRODUCTS.has(brokerProduct.toUpperCase()) ? "MIS" : "NRML";
}

/** A rupee amount as paise, or null for none ("", null, 0). */
function paiseOrNull(amount: number | string | null | undefined): Paise | null {
  if (amount === undefined || amount === null || amount === "") return null;
  const value = parseRupees(amount);
  return value === 0 ? null : value;
}

function paiseOrZero(amount: number | string | null | undefined): Paise {
  return paiseOrNull(amount) ?? paise(0);
}

/** One order of ours as Alice Blue's place-order array item (04-orders-management.md). */
export function placeItemOf(order: OrderRequest, scrip: BrokerScrip, tag: string): PlaceOrderItem {
  if (order.orderType === "LIMIT" && order.limitPrice === undefined) {
    throw new BrokerError("REJECTED", "A limit order needs a limit price");
  }
  return placeOrderItemSchema.parse({
    exchange: scrip.exchange,
    instrumentId: scrip.brokerToken,
    transactionType: order.transactionType,
    quantity: order.quantity,
    product: PRODUCT[order.product],
    orderComplexity: "REGULAR",
    orderType: order.orderType,
    validity: "DAY",
    // A market order's price is ignored (the docs); OpenAlgo sends "0", as we do.
    price: order.orderType === "LIMIT" ? paiseToDecimalString(order.limitPrice!) : "0",
    slTriggerPrice: "",
    disclosedQuantity: "",
    marketProtectionPercent: "",
    orderTag: tag,
  });
}

/**
 * The book's `orderStatus` as ours. The docs' sample shows "REJECTED" and name rejected, open
 * and complete; OpenAlgo also meets "trigger pending" and "cancelled". Anything not final
 * (open, pending, trigger pending, modified, validation pending…) is OPEN.
 */
export function orderStatusOf(brokerStatus: string): BrokerOrderStatus {
  const status = brokerStatus.trim().toUpperCase();
  if (status === "COMPLETE" || status === "COMPLETED" || status === "FILLED") return "COMPLETE";
  if (status === "REJECTED") return "REJECTED";
  if (status === "CANCELLED" || status === "CANCELED") return "CANCELLED";
  return "OPEN";
}

/** An order of the book as ours; undefined for a contract we do not trade. */
export function brokerOrderOf(
  row: OrderBookRow,
  context: { scrips: ScripDirectory; tags: TagBook; clientId: string; now: Date },
): BrokerOrder | undefined {
  const scrip = context.scrips.byToken(row.instrumentId);
  if (!scrip) return undefined;
  const status = orderStatusOf(row.orderStatus);
  const orderType = row.orderType.toUpperCase().startsWith("M") ? "MARKET" : "LIMIT";
  const placedAt = instantOfBrokerTime(row.orderTime) ?? context.now;
  return {
    orderId: row.brokerOrderId,
    idempotencyKey: context.tags.keyOf(row.orderTag),
    clientId: context.clientId,
    instrumentToken: scrip.instrumentToken,
    transactionType: row.transactionType,
    product: productOf(row.product),
    orderType,
    quantity: row.quantity,
    filledQuantity: row.filledQuantity,
    averagePrice: row.filledQuantity > 0 ? paiseOrNull(row.averageTradedPrice) : null,
    limitPrice: orderType === "LIMIT" ? paiseOrNull(row.price) : null,
    status,
    statusMessage: status === "REJECTED" ? row.rejectionReason?.trim() || "Rejected" : null,
    placedAt,
    updatedAt: context.now,
  };
}

/** A position of the book as ours; undefined for a contract we do not trade. */
export function brokerPositionOf(
  row: PositionRow,
  scrips: ScripDirectory,
): BrokerPosition | undefined {
  const scrip = scrips.byToken(row.instrumentId);
  if (!scrip) return undefined;
  const netQuantity = Number(row.netQuantity);
  if (!Number.isSafeInteger(netQuantity)) {
    throw new BrokerError("BAD_RESPONSE", "Alice Blue answered a position in an unexpected form");
  }
  const averagePrice = netQuantity === 0 ? null : paiseOrNull(row.netAveragePrice);
  const lastTradedPrice = paiseOrNull(row.ltp);
  const unrealisedPnl =
    averagePrice !== null && lastTradedPrice !== null
      ? paise((lastTradedPrice - averagePrice) * netQuantity)
      : paise(0);
  return {
    instrumentToken: scrip.instrumentToken,
    product: productOf(row.product),
    netQuantity,
    averagePrice,
    realisedPnl: paiseOrZero(row.realizedPnl),
    unrealisedPnl,
    lastTradedPrice,
  };
}
