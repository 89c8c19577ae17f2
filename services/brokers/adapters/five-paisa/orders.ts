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
import type { BrokerScrip, ScripDirectory } from "../../real/scrip-master";
import { dateOf, paiseOf } from "./api";
import { DERIVATIVES, NSE, type OrderBookRow, type PlaceOrderBody, type PositionRow } from "./wire";

/** What we sent for an order, kept by its RemoteOrderID: 5paisa's book knows only the tag. */
export interface SentOrder {
  idempotencyKey: string;
  orderType: OrderType;
}

/** Rupees as 5paisa's JSON number, from exact paise (12345 → 123.45). */
export function rupeesOf(amount: Paise): number {
  return Number(paiseToDecimalString(amount));
}

/** 5paisa's body for one of our orders; `price` is the limit (a protected one for MARKET). */
export function placeOrderBody(
  order: OrderRequest,
  scrip: BrokerScrip,
  price: Paise,
  remoteOrderId: string,
): PlaceOrderBody {
  return {
    OrderType: order.transactionType === "BUY" ? "B" : "S",
    Exchange: NSE,
    ExchangeType: DERIVATIVES,
    ScripCode: scrip.brokerToken,
    Price: rupeesOf(price),
    Qty: order.quantity,
    StopLossPrice: 0,
    DisQty: 0,
    IsIntraday: order.product === "MIS",
    AHPlaced: "N",
    RemoteOrderID: remoteOrderId,
  };
}

/**
 * Our status of a 5paisa OrderStatus (docs: Order Book, "Order Status" table): Fully Executed;
 * Rejected By 5P / Rejected by Exch (5paisa pads the latter with spaces); Cancelled and AH
 * Cancelled; everything else (Pending, Modified, Xmitted, AH Placed, AH Modified, a partial
 * fill) is still open.
 */
export function statusOf(orderStatus: string): BrokerOrderStatus {
  const status = orderStatus.trim().toLowerCase();
  if (status === "fully executed") return "COMPLETE";
  if (status.startsWith("rejected")) return "REJECTED";
  if (status.endsWith("cancelled")) return "CANCELLED";
  return "OPEN";
}

/** D (delivery, carried forward: NRML in F&O) or I (intraday: MIS). */
export function productOf(delvIntra: string): OrderProduct {
  return delvIntra === "I" ? "MIS" : "NRML";
}

/** Our order of a row of 5paisa's order book; undefined for a contract we do not trade. */
export function orderOf(
  row: OrderBookRow,
  clientId: string,
  scrips: ScripDirectory,
  sent: ReadonlyMap<string, SentOrder>,
  now: Date,
): BrokerOrder | undefined {
  if (row.Exch !== NSE || row.ExchType !== DERIVATIVES) return undefined;
  const scrip = scrips.byToken(String(row.ScripCode));
  if (!scrip) return undefined;
  const tag = row.RemoteOrderID ?? "";
  const ours = sent.get(tag);
  const status = statusOf(row.OrderStatus);
  const atMarket = row.AtMarket === "Y";
  const placedAt = dateOf(row.BrokerOrderTime) ?? now;
  return {
    orderId: String(row.BrokerOrderId),
    idempotencyKey: ours?.idempotencyKey ?? tag,
    clientId,
    instrumentToken: scrip.instrumentToken,
    transactionType: row.BuySell === "B" ? "BUY" : "SELL",
    product: productOf(row.DelvIntra),
    orderType: ours?.orderType ?? (atMarket ? "MARKET" : "LIMIT"),
    quantity: row.Qty,
    filledQuantity: row.TradedQty,
    averagePrice: row.TradedQty > 0 ? paiseOf(row.AveragePrice) : null,
    limitPrice: atMarket ? null : paiseOf(row.Rate),
    status,
    statusMessage: status === "REJECTED" ? row.Reason?.trim() || row.OrderStatus.trim() : null,
    placedAt,
    updatedAt: now,
  };
}

/** Our position of a row of 5paisa's net-wise positions; undefined for one we do not trade. */
export function positionOf(row: PositionRow, scrips: ScripDirectory): BrokerPosition | undefined {
  if (row.Exch !== NSE || row.ExchType !== DERIVATIVES) return undefined;
  const scrip = scrips.byToken(String(row.ScripCode));
  if (!scrip) return undefined;
  const net = row.NetQty;
  const lastTradedPrice = paiseOf(row.LTP);
  const averagePrice =
    net > 0 ? paiseOf(row.BuyAvgRate) : net < 0 ? paiseOf(row.SellAvgRate) : null;
  // Unrealised P&L of the open units from documented prices (MTOM's scope is not documented);
  // an LTP of 0 is no trade yet, not a price, so it is no loss of the whole premium either.
  const unrealised =
    averagePrice === null || lastTradedPrice <= 0 ? 0 : (lastTradedPrice - averagePrice) * net;
  return {
    instrumentToken: scrip.instrumentToken,
    product: productOf(row.OrderFor),
    netQuantity: net,
    averagePrice,
    realisedPnl: paiseOf(row.BookedPL),
    unrealisedPnl: paise(unrealised),
    lastTradedPrice: lastTradedPrice > 0 ? lastTradedPrice : null,
  };
}
