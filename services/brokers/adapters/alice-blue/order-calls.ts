import type { Clock } from "../../../../lib/time/clock";
import type { Logger } from "../../../logger";
import { BrokerError, type BrokerOrder, type BrokerSession } from "../../broker";
import {
  readOrderBookRows,
  unreadableMayHold,
  type OrderBookRows,
} from "../../real/order-book-rows";
import type { ScripDirectory } from "../../real/scrip-master";
import type { AliceBlueApi } from "./api";
import { ALICE_BLUE_NAME as NAME } from "./errors";
import type { TagBook } from "./order-tag";
import { brokerOrderOf } from "./orders";
import { placeResultOf } from "./place-answer";
import {
  ALICE_BLUE_PATHS,
  orderBookResponseSchema,
  orderBookRowSchema,
  placeResponseSchema,
  type OrderBookRow,
  type PlaceOrderItem,
} from "./wire";
import { UnreadableRowLog } from "./unreadable-row-log";

/** The order book as read: our orders, and the raw rows that could not be read. */
export interface AliceBlueBook {
  orders: BrokerOrder[];
  rows: OrderBookRows<OrderBookRow>;
}

/** The order book and the place call, on a trader's session (04-orders-management.md). */
export function aliceBlueOrderCalls(
  api: AliceBlueApi,
  deps: { scrips: ScripDirectory; tags: TagBook; clock: Clock; logger: Logger },
) {
  const unreadable = new UnreadableRowLog(deps.logger);

  /** The book read row by row: a row we cannot read is logged and skipped, and kept raw. */
  async function readBook(session: BrokerSession): Promise<AliceBlueBook> {
    const raw = await api.rows(session, {
      method: "GET",
      path: ALICE_BLUE_PATHS.orderBook,
      schema: orderBookResponseSchema,
    });
    const rows = readOrderBookRows(raw, orderBookRowSchema, (row, error) =>
      unreadable.tell(row, error),
    );
    const context = {
      scrips: deps.scrips,
      tags: deps.tags,
      clientId: session.clientId,
      now: deps.clock.now(),
    };
    const orders = rows.readable.flatMap((row) => brokerOrderOf(row, context) ?? []);
    return { orders, rows };
  }

  async function orderBook(session: BrokerSession): Promise<BrokerOrder[]> {
    return (await readBook(session)).orders;
  }

  /**
   * Sends one order; its broker id, or undefined when the answer could not be read. An item
   * the broker refused (no `brokerOrderId`, a reason) is thrown as REJECTED with that reason.
   */
  async function sendPlacement(
    session: BrokerSession,
    item: PlaceOrderItem,
  ): Promise<string | undefined> {
    let results;
    try {
      results = await api.rows(session, {
        method: "POST",
        path: ALICE_BLUE_PATHS.placeOrder,
        json: [item],
        schema: placeResponseSchema,
      });
    } catch (error) {
      if (error instanceof BrokerError && error.code === "BAD_RESPONSE") return undefined;
      throw error;
    }
    const result = placeResultOf(results[0]);
    if (result.kind === "refused") throw new BrokerError("REJECTED", result.reason);
    return result.kind === "placed" ? result.brokerOrderId : undefined;
  }

  async function orderStatus(session: BrokerSession, orderId: string): Promise<BrokerOrder> {
    const { orders, rows } = await readBook(session);
    const order = orders.find((o) => o.orderId === orderId);
    if (order) return order;
    if (unreadableMayHold(rows, orderId)) {
      throw new BrokerError(
        "BAD_RESPONSE",
        `${NAME}'s order book lists order ${orderId} in a form we cannot read`,
      );
    }
    throw new BrokerError("UNKNOWN_ORDER", `${NAME} has no order ${orderId} today`);
  }

  return { readBook, orderBook, sendPlacement, orderStatus };
}
