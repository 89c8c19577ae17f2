import { paise } from "../../../../lib/money/paise";
import { paiseToDecimalString } from "../../../../lib/money/parse-rupees";
import { IST_OFFSET_MINUTES } from "../../../../lib/market/india-time";
import type { FakeOrder, FakePosition } from "../../testing/fake-exchange";

// The fake Alice Blue's book rows: its orders and positions as the documented books list them.

/** Rupees as the fake's answers write them: a JSON number. */
export function rupees(amountPaise: number): number {
  return Number(paiseToDecimalString(paise(amountPaise)));
}

const STATUS: Readonly<Record<FakeOrder["status"], string>> = {
  OPEN: "OPEN",
  COMPLETE: "COMPLETE",
  REJECTED: "REJECTED",
  CANCELLED: "CANCELLED",
};

/** An order as the order book lists it (04-orders-management.md "Order Book"). */
export function bookRowOf(order: FakeOrder) {
  return {
    clientId: order.clientId,
    placedBy: order.clientId,
    brokerOrderId: order.orderId,
    exchange: "NFO",
    exchangeOrderId: "",
    formattedInstrumentName: order.tradingSymbol,
    tradingSymbol: order.tradingSymbol,
    instrumentId: order.brokerToken,
    transactionType: order.side,
    quantity: order.quantity,
    product: order.product,
    orderComplexity: "REGULAR",
    orderType: order.orderType,
    price: order.limitPrice === null ? 0 : rupees(order.limitPrice),
    averageTradedPrice: order.averagePrice === null ? 0 : rupees(order.averagePrice),
    slTriggerPrice: 0,
    validity: "DAY",
    disclosedQuantity: 0,
    orderTime: indiaTimeOf(order.placedAt),
    exchangeUpdateTime: "",
    rejectionReason: order.reason ?? "",
    mainLegOrderId: "",
    cancelledQuantity: order.status === "CANCELLED" ? order.quantity - order.filledQuantity : 0,
    pendingQuantity: order.status === "OPEN" ? order.quantity - order.filledQuantity : 0,
    filledQuantity: order.filledQuantity,
    appKey: "",
    algoId: "",
    source: "API",
    orderTag: order.tag,
    trailingSlAmount: 0,
    brokerUpdateTime: "",
    marketProtectionPercent: "",
    exchangeTimestamp: "",
    orderStatus: STATUS[order.status],
  };
}

/** An instant as the book writes it: India time, "dd-MM-yyyy HH:mm:ss" (see orders.ts). */
function indiaTimeOf(instant: Date): string {
  const india = new Date(instant.getTime() + IST_OFFSET_MINUTES * 60_000);
  const two = (n: number) => String(n).padStart(2, "0");
  const date = `${two(india.getUTCDate())}-${two(india.getUTCMonth() + 1)}-${india.getUTCFullYear()}`;
  return `${date} ${india.toISOString().slice(11, 19)}`;
}

/** A position as the positions book lists it (03-portfolio.md "Positions"). */
export function positionRowOf(p: FakePosition, lotSize: number) {
  const open = p.netQuantity > 0 ? p.buyValue / p.buyQuantity : p.sellValue / p.sellQuantity;
  return {
    instrumentId: p.brokerToken,
    tradingSymbol: p.tradingSymbol,
    formattedInstrumentName: p.tradingSymbol,
    exchange: "NFO",
    product: p.product,
    netQuantity: p.netQuantity,
    netAveragePrice: p.netQuantity === 0 ? 0 : rupees(Math.round(open)),
    overnightQuantity: 0,
    overnightPrice: 0,
    buyQuantity: p.buyQuantity,
    sellQuantity: p.sellQuantity,
    dayBuyQuantity: p.buyQuantity,
    daySellQuantity: p.sellQuantity,
    dayBuyPrice: p.buyQuantity ? rupees(Math.round(p.buyValue / p.buyQuantity)) : 0,
    daySellPrice: p.sellQuantity ? rupees(Math.round(p.sellValue / p.sellQuantity)) : 0,
    multiplier: 1,
    lotsize: lotSize,
    ticksize: 0.05,
    previousDayClose: null,
    realizedPnl: 0,
    buyPrice: 0,
    sellPrice: 0,
    dayBuyValue: rupees(p.buyValue),
    daySellValue: rupees(p.sellValue),
    validity: "",
  };
}
