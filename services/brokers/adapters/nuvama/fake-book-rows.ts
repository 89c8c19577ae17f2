import { paise } from "../../../../lib/money/paise";
import { paiseToDecimalString } from "../../../../lib/money/parse-rupees";
import type { BrokerOrderStatus } from "../../broker";
import type { FakeOrder, FakePosition } from "../../testing/fake-exchange";

// The fake Nuvama's book rows: its orders and positions as Nuvama's books list them.

/** Nuvama's words for an order's state, as its Nest order book shows them. */
const STATUS_WORDS: Record<BrokerOrderStatus, string> = {
  OPEN: "open",
  COMPLETE: "complete",
  REJECTED: "rejected",
  CANCELLED: "cancelled",
};

/** Rupees as Nuvama writes them: a string with two decimals. */
export const rupees = (amount: number | null) => paiseToDecimalString(paise(amount ?? 0));

/** An order as Nuvama's order book lists it. */
export function orderRowOf(order: FakeOrder) {
  return {
    ordID: order.orderId,
    sts: STATUS_WORDS[order.status],
    rjRsn: order.reason ?? "",
    exc: "NFO",
    trdSym: order.tradingSymbol,
    sym: `${order.brokerToken}_NFO`,
    trsTyp: order.side,
    ordTyp: order.orderType,
    prdCode: order.product,
    dur: "DAY",
    ntQty: String(order.quantity),
    flQty: String(order.filledQuantity),
    pdQty: String(order.status === "OPEN" ? order.quantity - order.filledQuantity : 0),
    prc: rupees(order.limitPrice),
    avgPrc: rupees(order.averagePrice),
    rmk: order.tag,
    userCmnt: "NA",
    rcvEpTim: istText(order.placedAt),
    epochTim: String(Math.floor(order.placedAt.getTime() / 1000)),
    vndSrc: "API",
    userID: order.clientId,
  };
}

/** "dd/MM/yyyy HH:mm:ss" in IST, as Nuvama writes `rcvEpTim` and `ordTim`. */
function istText(at: Date): string {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(8, 10)}/${ist.slice(5, 7)}/${ist.slice(0, 4)} ${ist.slice(11, 19)}`;
}

/** A position as Nuvama's net positions list it. */
export function positionRowOf(position: FakePosition, ltp: number) {
  const average = (value: number, quantity: number) =>
    rupees(quantity === 0 ? 0 : Math.round(value / quantity));
  return {
    exc: "NFO",
    trdSym: position.tradingSymbol,
    sym: `${position.brokerToken}_NFO`,
    prdCode: position.product,
    ntQty: String(position.netQuantity),
    byQty: String(position.buyQuantity),
    slQty: String(position.sellQuantity),
    avgByPrc: average(position.buyValue, position.buyQuantity),
    avgSlPrc: average(position.sellValue, position.sellQuantity),
    rlzPL: "0.00",
    urlzPL: "0.00",
    ltp: rupees(ltp),
  };
}
