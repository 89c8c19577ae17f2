import type { z } from "zod";
import { BrokerError } from "../broker";

/** An order book read row by row: the rows read, and the raw rows that failed their schema. */
export interface OrderBookRows<T> {
  readable: T[];
  unreadable: unknown[];
}

/**
 * Reads a broker's order book one row at a time. A single row we cannot read (a field the
 * broker added, changed or left out on one kind of order) must not make the whole book
 * unreadable: every send of that trader would stay unknown. Each unreadable row is told to
 * `onUnreadable` (to be logged) and kept raw, so a search for one of our orders can still tell
 * whether it might be among them (`unreadableMayHold`).
 */
export function readOrderBookRows<T>(
  rows: readonly unknown[],
  rowSchema: z.ZodType<T>,
  onUnreadable: (row: unknown, error: z.ZodError) => void = () => undefined,
): OrderBookRows<T> {
  const book: OrderBookRows<T> = { readable: [], unreadable: [] };
  for (const row of rows) {
    const parsed = rowSchema.safeParse(row);
    if (parsed.success) {
      book.readable.push(parsed.data);
    } else {
      book.unreadable.push(row);
      onUnreadable(row, parsed.error);
    }
  }
  return book;
}

/** Whether a row we could not read may be the order carrying `tag`: its raw text names it. */
export function unreadableMayHold(book: OrderBookRows<unknown>, tag: string): boolean {
  return book.unreadable.some((row) => JSON.stringify(row).includes(tag));
}

/**
 * Before a send: when our order is not among the rows read but may be among those we could not
 * read, the send is held (BAD_RESPONSE: its fate unknown, asked again later under the same key),
 * never sent a second time.
 */
export function holdWhenUnreadableMayHold(
  book: OrderBookRows<unknown>,
  tag: string,
  brokerName: string,
): void {
  if (unreadableMayHold(book, tag)) {
    throw new BrokerError(
      "BAD_RESPONSE",
      `${brokerName}'s order book has a row we cannot read that may be this order: not sent again`,
    );
  }
}
