import type { TransactionType } from "../../../../lib/domain/enums";
import { paiseToDecimalString } from "../../../../lib/money/parse-rupees";
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
import type {
  CancelTradeRequest,
  NuvamaOrderRow,
  NuvamaPositionRow,
  PlaceTradeRequest,
} from "./wire";
import { brokerAmount } from "../../real/broker-amount";

/** What Nuvama's order book calls an order and what we call it, both ways. */

/** The streaming symbol (`sym`) of a scrip: `<exchange token>_<exchange>`, e.g. `35001_NFO`. */
export function streamingSymbolOf(scrip: Pick<BrokerScrip, "brokerToken" | "exchange">): string {
  return `${scrip.brokerToken}_${scrip.exchange}`;
}

/** The exchange token in a streaming symbol (`35001_NFO` → `35001`; a bare token as it is). */
export function tokenOfStreamingSymbol(sym: string): string {
  const cut = sym.indexOf("_");
  return cut < 0 ? sym : sym.slice(0, cut);
}

export function placeTradeBody(
  order: OrderRequest,
  scrip: BrokerScrip,
  tag: string,
): PlaceTradeRequest {
  const limit = order.orderType === "LIMIT";
  if (limit && order.limitPrice === undefined) {
    throw new BrokerError("REJECTED", "A limit order needs a limit price");
  }
  return {
    trdSym: scrip.tradingSymbol,
    exc: scrip.exchange,
    action: order.transactionType,
    dur: "DAY",
    ordTyp: order.orderType,
    qty: String(order.quantity),
    dscQty: "0",
    sym: streamingSymbolOf(scrip),
    mktPro: "",
    lmPrc: limit && order.limitPrice !== undefined ? paiseToDecimalString(order.limitPrice) : "0",
    trgPrc: "0",
    prdCode: order.product,
    posSqr: "N",
    minQty: "0",
    ordSrc: "API",
    vnCode: "",
    rmk: tag,
    flQty: "0",
  };
}

export function cancelTradeBody(row: NuvamaOrderRow): CancelTradeRequest {
  return {
    trdSym: row.trdSym,
    sym: row.sym,
    action: sideOf(row.trsTyp),
    nstOID: row.ordID,
    exc: row.exc,
    prdCode: row.prdCode,
    ordTyp: row.ordTyp,
    curQty: row.ntQty,
    flQty: String(wholeOf(row.flQty)),
  };
}

/**
 * Nuvama's order status, ours. The docs name the field (`sts`) but list no values; these are the
 * words of the Nest order book Nuvama runs on ("open", "complete", "rejected", "cancelled",
 * "trigger pending", "validation pending", "after market order req received", …), read loosely:
 * anything not final is OPEN.
 */
export function statusOf(sts: string): BrokerOrderStatus {
  const word = sts.toLowerCase();
  if (word.includes("reject")) return "REJECTED";
  if (word.includes("cancel")) return "CANCELLED";
  if (word.includes("complete") || word.includes("executed") || word === "traded") {
    return "COMPLETE";
  }
  return "OPEN";
}

/** `trsTyp`: "BUY"/"SELL" in the order book ("B"/"S" in the trade book). */
export function sideOf(trsTyp: string): TransactionType {
  const side = trsTyp.trim().toUpperCase();
  if (side === "BUY" || side === "B") return "BUY";
  if (side === "SELL" || side === "S") return "SELL";
  throw new BrokerError("BAD_RESPONSE", `Nuvama Wealth sent an unknown side: ${trsTyp}`);
}

/** `prdCode`: MIS (or its one-letter code I) is intraday; anything else we place is NRML. */
export function productOf(prdCode: string): OrderProduct {
  const code = prdCode.trim().toUpperCase();
  return code === "MIS" || code === "I" ? "MIS" : "NRML";
}

function orderTypeOf(ordTyp: string): OrderType {
  return ordTyp.trim().toUpperCase() === "MARKET" ? "MARKET" : "LIMIT";
}

function wholeOf(text: string | undefined): number {
  if (text === undefined || text.trim() === "") return 0;
  const value = Number(text);
  if (!Number.isInteger(value)) {
    throw new BrokerError("BAD_RESPONSE", `Nuvama Wealth sent a bad quantity: ${text}`);
  }
  return value;
}

/** A rupee string as paise, exactly; a malformed one is the broker's format changing. */
export function paiseOf(rupees: string): Paise {
  return brokerAmount("Nuvama Wealth", rupees.trim());
}

/** A price that is only a price when positive ("0" or "" means none yet). */
export function priceOrNull(rupees: string | undefined): Paise | null {
  if (rupees === undefined || rupees.trim() === "") return null;
  const amount = paiseOf(rupees);
  return amount > 0 ? amount : null;
}

/** The scrip of a book row: by its exchange token, else by its trading symbol. */
export function scripOfRow(
  scrips: ScripDirectory,
  row: { sym: string; trdSym: string },
): BrokerScrip | undefined {
  return scrips.byToken(tokenOfStreamingSymbol(row.sym)) ?? scrips.byTradingSymbol(row.trdSym);
}

/** The tag a row carries: our remark (`rmk`), else the user's comment. */
export function tagOfRow(row: Pick<NuvamaOrderRow, "rmk" | "userCmnt">): string {
  return (row.rmk ?? row.userCmnt ?? "").trim();
}

export interface OrderContext {
  clientId: string;
  /** Our idempotency key of a tag, where this process placed it; else the tag stands in. */
  keyOfTag(tag: string): string;
  now: Date;
}

/** An order book row as our order; undefined for a contract we do not trade. */
export function orderOfRow(
  row: NuvamaOrderRow,
  scrips: ScripDirectory,
  context: OrderContext,
): BrokerOrder | undefined {
  const scrip = scripOfRow(scrips, row);
  if (!scrip) return undefined;
  const status = statusOf(row.sts);
  const orderType = orderTypeOf(row.ordTyp);
  const filledQuantity = wholeOf(row.flQty);
  const tag = tagOfRow(row);
  return {
    orderId: row.ordID,
    idempotencyKey: context.keyOfTag(tag),
    clientId: context.clientId,
    instrumentToken: scrip.instrumentToken,
    transactionType: sideOf(row.trsTyp),
    product: productOf(row.prdCode),
    orderType,
    quantity: wholeOf(row.ntQty),
    filledQuantity,
    averagePrice: filledQuantity > 0 ? priceOrNull(row.avgPrc) : null,
    limitPrice: orderType === "LIMIT" ? priceOrNull(row.prc) : null,
    status,
    statusMessage: status === "REJECTED" ? row.rjRsn?.trim() || "Rejected by Nuvama" : null,
    placedAt: epochOf(row.epochTim) ?? context.now,
    updatedAt: context.now,
  };
}

/** `epochTim`: epoch seconds (a real book), or milliseconds where it is that long; else none. */
function epochOf(text: string | undefined): Date | undefined {
  if (text === undefined || !/^\d{9,13}$/.test(text.trim())) return undefined;
  const value = Number(text);
  return new Date(value >= 1e12 ? value : value * 1000);
}

/** A net position row as ours; undefined for a contract we do not trade. */
export function positionOfRow(
  row: NuvamaPositionRow,
  scrips: ScripDirectory,
): BrokerPosition | undefined {
  const scrip = scripOfRow(scrips, row);
  if (!scrip) return undefined;
  const netQuantity = wholeOf(row.ntQty);
  const average = netQuantity > 0 ? row.avgByPrc : netQuantity < 0 ? row.avgSlPrc : undefined;
  return {
    instrumentToken: scrip.instrumentToken,
    product: productOf(row.prdCode),
    netQuantity,
    averagePrice: priceOrNull(average),
    realisedPnl: paiseOf(row.rlzPL ?? "0"),
    unrealisedPnl: paiseOf(row.urlzPL ?? "0"),
    lastTradedPrice: priceOrNull(row.ltp),
  };
}
