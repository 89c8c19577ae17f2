import type { Logger } from "../../../logger";
import { BrokerError } from "../../broker";
import {
  holdWhenUnreadableMayHold,
  readOrderBookRows,
  type OrderBookRows,
} from "../../real/order-book-rows";
import { orderRowSchema, type OrderRow } from "./wire";

/** HDFC SKY's order book, read row by row. */
export type HdfcSkyOrderBook = OrderBookRows<OrderRow>;

/** A field of a raw row as text, for a row that failed its schema. */
function rawField(row: unknown, field: string): string | undefined {
  if (typeof row !== "object" || row === null) return undefined;
  const value = (row as Record<string, unknown>)[field];
  return typeof value === "string" || typeof value === "number" ? String(value) : undefined;
}

/**
 * Reads the raw rows one by one: a row we cannot read (a field HDFC changed or left out on one
 * kind of order) is logged with its order id and first problem and set aside, and the others
 * still serve every lookup and poll.
 */
export function readHdfcSkyOrderBook(
  rows: readonly unknown[],
  logger: Logger,
  brokerName: string,
): HdfcSkyOrderBook {
  return readOrderBookRows(rows, orderRowSchema, (row, error) => {
    const issue = error.issues[0];
    logger.warn(`${brokerName} sent an order book row we cannot read: skipped`, {
      orderId: rawField(row, "oms_order_id"),
      field: issue?.path.map(String).join("."),
      problem: issue?.message,
    });
  });
}

/**
 * The row of a broker order id; undefined when the book has none. An order whose only row we
 * cannot read is BAD_RESPONSE (unknown for now, asked again later), never UNKNOWN_ORDER.
 */
export function rowOfOrderId(
  book: HdfcSkyOrderBook,
  orderId: string,
  brokerName: string,
): OrderRow | undefined {
  const row = book.readable.find((candidate) => candidate.oms_order_id === orderId);
  if (row) return row;
  if (book.unreadable.some((raw) => rawField(raw, "oms_order_id") === orderId)) {
    throw new BrokerError(
      "BAD_RESPONSE",
      `${brokerName}'s order book has order ${orderId} in a form we cannot read`,
    );
  }
  return undefined;
}

/**
 * Before a send: the row carrying our `user_order_id`, or undefined when no row can be ours.
 * A row we cannot read that names the id or the key's tag holds the send (BAD_RESPONSE).
 */
export function rowOfUserOrderId(
  book: HdfcSkyOrderBook,
  userOrderId: number,
  tag: string,
  brokerName: string,
): OrderRow | undefined {
  const id = String(userOrderId);
  const row = book.readable.find((candidate) => candidate.user_order_id === id);
  if (row) return row;
  holdWhenUnreadableMayHold(book, id, brokerName);
  holdWhenUnreadableMayHold(book, tag, brokerName);
  return undefined;
}
