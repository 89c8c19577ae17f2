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
import type { PaperAccountRow, PaperOrderRow, PaperPositionRow } from "../../db/paper-schema";
import { fundsOf, lockAccount, realisedPnlOf } from "./accounts-repo";
import type { PartialFillFault } from "./faults";
import { updateOrder, type OrderChange } from "./orders-repo";
import { applyFill, FLAT_POSITION } from "./position-math";
import { recordFill, type FillRecord } from "./record-fill";
import { debitDayCharges } from "./day-charges";
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

/** What one execution does to the client's book: refused (the order's change), or a fill. */
export type FillPlan =
  { kind: "REFUSED"; change: OrderChange } | { kind: "FILLED"; record: FillRecord };

/** A client's account and positions as a transaction holds them: what an execution reads. */
export interface ClientBook {
  account: PaperAccountRow;
  rows: readonly PaperPositionRow[];
}

/**
 * What filling `quantity` units of an OPEN order does to the client's book (pure: nothing is
 * written). Margin: needed = required(book + fill) − required(book), both at the market now. An
 * order that adds margin beyond the available funds (cash + realised P&L − charges − blocked
 * margin) is
 * rejected, or cancelled if part of it filled earlier; an order that lowers the margin (an exit,
 * a hedge) always fills. After the fill, blocked margin = required(book + fill).
 */
export function planFill(market: MarketData, book: ClientBook, run: Execution): FillPlan {
  const { order, instrument, quantity, price, now } = run;
  const { account, rows } = book;
  const holdings = holdingsOf(market, rows);
  const signedQuantity = order.transactionType === "BUY" ? quantity : -quantity;
  const before = requiredMargin(market, holdings);
  const after = requiredMargin(market, [...holdings, { instrument, signedQuantity }]);
  const needed = subtractPaise(after, before);
  const available = fundsOf(account, realisedPnlOf(rows));
  if (needed > 0 && needed > available) {
    const statusMessage = `Insufficient funds: required ${formatRupees(needed)}, available ${formatRupees(available)}`;
    const status = order.filledQuantity > 0 ? "CANCELLED" : "REJECTED";
    return { kind: "REFUSED", change: { status, statusMessage } };
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
  return {
    kind: "FILLED",
    record: {
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
    },
  };
}

/** The client's book once a fill is recorded: its position replaced, its margin re-blocked. */
export function bookAfter(book: ClientBook, record: FillRecord): ClientBook {
  const { fill, position, now } = record;
  const row: PaperPositionRow = {
    clientId: fill.clientId,
    instrumentToken: fill.instrumentToken,
    product: fill.product,
    netQuantity: position.netQuantity,
    openCostPaise: position.openCost,
    realisedPnlPaise: position.realisedPnl,
    updatedAt: now,
  };
  const same = (r: PaperPositionRow) =>
    r.instrumentToken === row.instrumentToken && r.product === row.product;
  return {
    account: { ...book.account, blockedMarginPaise: record.blockedMargin },
    rows: [...book.rows.filter((r) => !same(r)), row],
  };
}

/**
 * Fills `quantity` units of an OPEN order inside the caller's transaction (the order row is
 * already locked): locks the account, checks margin (planFill), records the fill, moves the
 * position, re-blocks the margin of the whole book and debits the day's charges.
 */
export async function fillOrder(tx: Db, market: MarketData, run: Execution) {
  const account = await lockAccount(tx, run.order.clientId);
  const rows = await positionsOf(tx, run.order.clientId);
  const plan = planFill(market, { account, rows }, run);
  if (plan.kind === "REFUSED") return updateOrder(tx, run.order.id, plan.change, run.now);
  const filled = await recordFill(tx, plan.record);
  await debitDayCharges(tx, [plan.record.fill]);
  return filled;
}
