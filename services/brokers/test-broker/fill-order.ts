import type { Instrument, MarketData } from "../../market/instrument";
import { formatRupees } from "../../../lib/money/format-rupees";
import {
  addPaise,
  multiplyPaise,
  paise,
  subtractPaise,
  type Paise,
} from "../../../lib/money/paise";
import type { Db } from "../../db/database";
import type { PaperOrderRow, PaperPositionRow } from "../../db/paper-schema";
import { fundsOf, lockAccount, realisedPnlOf } from "./accounts-repo";
import type { PartialFillFault } from "./faults";
import { updateOrder } from "./orders-repo";
import { applyFill, FLAT_POSITION } from "./position-math";
import { recordFill } from "./record-fill";
import { positionsOf, stateOf } from "./positions-repo";
import { requiredMargin } from "./required-margin";
import type { MarginPosition } from "./valued-legs";

/** The client's open positions as margin holdings (products of one contract net in the margin). */
export function holdingsOf(
  market: MarketData,
  rows: readonly PaperPositionRow[],
): MarginPosition[] {
  return rows.flatMap((row) => {
    const instrument = market.instrument(row.instrumentToken);
    return instrument && row.netQuantity !== 0
      ? [{ instrument, signedQuantity: row.netQuantity }]
      : [];
  });
}

export interface Execution {
  order: PaperOrderRow;
  instrument: Instrument;
  /** Units to fill now, and at what price. */
  quantity: number;
  price: Paise;
  /** The partial-fill fault in force for this execution, if any. */
  partial: PartialFillFault | null;
  now: Date;
}

/**
 * Fills `quantity` units of an OPEN order inside the caller's transaction (the order row is
 * already locked): locks the account, checks margin, records the fill, moves the position and
 * re-blocks the margin of the whole book.
 *
 * Margin: needed = required(book + fill) − required(book), both at the market now. An order that
 * adds margin beyond the available funds (cash + realised P&L − blocked margin) is rejected,
 * or cancelled if part of it filled earlier; an order that lowers the margin (an exit, a hedge)
 * always fills. After the fill, blocked margin = required(book + fill).
 */
export async function fillOrder(tx: Db, market: MarketData, run: Execution) {
  const { order, instrument, quantity, price, now } = run;
  const account = await lockAccount(tx, order.clientId);
  const rows = await positionsOf(tx, order.clientId);
  const holdings = holdingsOf(market, rows);
  const signedQuantity = order.transactionType === "BUY" ? quantity : -quantity;
  const before = requiredMargin(market, holdings);
  const after = requiredMargin(market, [...holdings, { instrument, signedQuantity }]);
  const needed = subtractPaise(after, before);
  const available = fundsOf(account, realisedPnlOf(rows));
  if (needed > 0 && needed > available) {
    const statusMessage = `Insufficient funds: required ${formatRupees(needed)}, available ${formatRupees(available)}`;
    const status = order.filledQuantity > 0 ? "CANCELLED" : "REJECTED";
    return updateOrder(tx, order.id, { status, statusMessage }, now);
  }

  const key = {
    clientId: order.clientId,
    instrumentToken: order.instrumentToken,
    product: order.product,
  };
  const held = rows.find(
    (row) => row.instrumentToken === key.instrumentToken && row.product === key.product,
  );
  const position = applyFill(
    held ? stateOf(held) : FLAT_POSITION,
    order.transactionType,
    quantity,
    price,
  );
  const filledQuantity = order.filledQuantity + quantity;
  const filledValuePaise = addPaise(paise(order.filledValuePaise), multiplyPaise(price, quantity));
  const done = filledQuantity === order.quantity;
  const cancelRest = !done && run.partial?.remainder === "cancel";
  return recordFill(tx, {
    fill: {
      ...key,
      orderId: order.id,
      transactionType: order.transactionType,
      quantity,
      pricePaise: price,
      filledAt: now,
    },
    position,
    blockedMargin: after,
    order: {
      filledQuantity,
      filledValuePaise,
      status: done ? "COMPLETE" : cancelRest ? "CANCELLED" : "OPEN",
      statusMessage: done
        ? null
        : `Partially filled: ${filledQuantity} of ${order.quantity}${cancelRest ? "; the rest was cancelled" : ""}`,
    },
    now,
  });
}
