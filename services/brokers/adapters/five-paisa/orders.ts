import { paiseToDecimalString } from "../../../../lib/money/parse-rupees";
import { parseDecimal, type ExactDecimal } from "../../../../lib/money/exact-decimal";
import type { Paise } from "../../../../lib/money/paise";
import {
  BrokerError,
  type BrokerOrder,
  type BrokerOrderStatus,
  type BrokerPosition,
  type OrderProduct,
  type OrderRequest,
  type OrderType,
} from "../../broker";
import type { BrokerScrip, ScripDirectory } from "../../real/scrip-master";
import { dateOf, paiseOf } from "./api";
import { addValues, positionFigures, valueOf } from "./position-figures";
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

/**
 * Our position of a row of 5paisa's net-wise positions; undefined for one we do not trade.
 * BuyQty/SellQty and their rates are the day's trades only (11-portfolio-management.md:
 * "bought on the day"); units carried in from earlier days are BodQty at BODPositionPrice, and
 * NetQty counts them (the docs' sample: BodQty 5, BuyQty 0, NetQty 5, BuyAvgRate 0; its MTOM
 * 46.743 is 5 × (LTP 818.6 − BODPositionPrice 809.2514)). The carried units are taken as
 * NetQty − BuyQty + SellQty, a buy when long and a sell when short, so the sign of BodQty on a
 * short needs no guess; average and P&L are over carried and day's units together
 * (position-figures.ts), rounded once to paise.
 */
export function positionOf(row: PositionRow, scrips: ScripDirectory): BrokerPosition | undefined {
  if (row.Exch !== NSE || row.ExchType !== DERIVATIVES) return undefined;
  const scrip = scrips.byToken(String(row.ScripCode));
  if (!scrip) return undefined;
  const carried = row.NetQty - row.BuyQty + row.SellQty;
  const carriedValue = valueOf(
    carried === 0 ? ZERO : carriedPriceOf(row, carried),
    Math.abs(carried),
  );
  const dayBought = sideValue(row.BuyValue, row.BuyAvgRate, row.BuyQty);
  const daySold = sideValue(row.SellValue, row.SellAvgRate, row.SellQty);
  const last = paiseOf(row.LTP);
  // An LTP of 0 is no trade yet, not a price: no loss (or gain) of the whole premium either.
  const lastTradedPrice = last > 0 ? last : null;
  const figures = positionFigures(
    {
      quantity: row.BuyQty + Math.max(carried, 0),
      value: carried > 0 ? addValues(dayBought, carriedValue) : dayBought,
    },
    {
      quantity: row.SellQty + Math.max(-carried, 0),
      value: carried < 0 ? addValues(daySold, carriedValue) : daySold,
    },
    lastTradedPrice,
  );
  return {
    instrumentToken: scrip.instrumentToken,
    product: productOf(row.OrderFor),
    netQuantity: figures.netQuantity,
    averagePrice: figures.averagePrice,
    realisedPnl: figures.realisedPnl,
    unrealisedPnl: figures.unrealisedPnl,
    lastTradedPrice,
  };
}

const ZERO: ExactDecimal = { coefficient: 0n, exponent: 0 };

/** BODPositionPrice of a row carrying units in: without it they cannot be valued at all. */
function carriedPriceOf(row: PositionRow, carried: number): ExactDecimal {
  const price = row.BODPositionPrice;
  const exact = price === undefined || price === null ? undefined : exactRupees(price);
  if (!exact || exact.coefficient <= 0n) {
    throw new BrokerError(
      "BAD_RESPONSE",
      `5paisa sent no BODPositionPrice for the ${carried} units of scrip ${row.ScripCode} carried in`,
    );
  }
  return exact;
}

/** A day's side's total value: BuyValue/SellValue, or the average rate × units without it. */
function sideValue(
  value: number | string | null | undefined,
  averageRate: number | string,
  quantity: number,
): ExactDecimal {
  if (value !== undefined && value !== null) return exactRupees(value);
  return valueOf(exactRupees(averageRate), quantity);
}

/** A rupee amount 5paisa sent, exactly; one that is not a number is BAD_RESPONSE. */
function exactRupees(amount: number | string): ExactDecimal {
  try {
    return parseDecimal(amount);
  } catch {
    throw new BrokerError("BAD_RESPONSE", `5paisa sent an amount we cannot read: ${amount}`);
  }
}
