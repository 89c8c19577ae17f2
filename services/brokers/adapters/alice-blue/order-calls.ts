import type { Clock } from "../../../../lib/time/clock";
import type { Logger } from "../../../logger";
import { BrokerError, type BrokerOrder, type BrokerSession } from "../../broker";
import {
  readOrderBookRows,
  unreadableMayHold,
  type OrderBookRows,
} from "../../real/order-book-rows";
import type { ScripDirectory } from "../../real/scrip-master";
import type { AliceBlueApi, EnvelopeAnswer } from "./api";
import {
  ALICE_BLUE_NAME as NAME,
  EMPTY_LIST_CODES,
  aliceBluePlaceRefusal,
  describeAliceBlueError,
  errorCodeOf,
} from "./errors";
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
  type PlaceResultRow,
} from "./wire";
import { UnreadableRowLog } from "./unreadable-row-log";

/**
 * Envelope status words that refuse nothing, in any case: "Ok" (the docs' samples; OpenAlgo
 * compares it exactly) and "Success" (the docs' envelope `message`, never a refusal).
 */
const ACCEPTING_WORDS: ReadonlySet<string> = new Set(["ok", "success"]);

/**
 * The place answer's envelope read (issue 52): the item to read by `placeResultOf`, or the
 * error of the whole answer. A misread refusal of a booked order is sent again under a new key,
 * so only an envelope that gives a reason refuses:
 * - status "Ok" or "Success" (any case): its first item (none: unknown).
 * - any other status with an item that carries an order id: the broker contradicts itself, and
 *   may have booked it: BAD_RESPONSE (fate unknown; the book settles it).
 * - EC087 or "Session Expired": INVALID_TOKEN (the trader logs in again).
 * - "No orders"/"no positions" (EC916, EC920): a book call's answer, not a place's: BAD_RESPONSE.
 * - a reason (an EC code, or any message that is not itself a status word): REJECTED with it.
 * - no reason (no message, blank, or only "Ok"/"Success"): BAD_RESPONSE, fate unknown.
 * OpenAlgo (order_api.py `place_order_api`) takes any envelope not "Ok" as a failure, its
 * message or "No error message provided by API": we refuse only on a reason.
 */
export function placeItemOf(answer: EnvelopeAnswer<PlaceResultRow>): PlaceResultRow | undefined {
  if (ACCEPTING_WORDS.has(answer.status.trim().toLowerCase())) return answer.result?.[0];
  const unknown = (why: string) =>
    new BrokerError("BAD_RESPONSE", `${NAME} answered the order ${answer.status} ${why}`);
  if (answer.result?.some((item) => (item.brokerOrderId?.trim() ?? "") !== "")) {
    throw unknown("with an order id");
  }
  const message = answer.message.trim();
  const code = errorCodeOf(message);
  if (code !== undefined && EMPTY_LIST_CODES.has(code)) throw unknown(`with ${code}`);
  if (message === "" || ACCEPTING_WORDS.has(message.toLowerCase())) {
    throw unknown("without a reason");
  }
  throw aliceBluePlaceRefusal(`${NAME}: ${describeAliceBlueError(message)}`);
}

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
   * Sends one order; its broker id, or undefined when the answer leaves its fate unknown (an
   * answer we cannot read, an envelope without a reason, an item without an id or a refusing
   * status): the book settles it. A refusal with a reason (the envelope's or the item's) is
   * thrown as REJECTED with it, an expired session (EC087) as INVALID_TOKEN.
   */
  async function sendPlacement(
    session: BrokerSession,
    item: PlaceOrderItem,
  ): Promise<string | undefined> {
    let placed;
    try {
      const answer = await api.answer(session, {
        method: "POST",
        path: ALICE_BLUE_PATHS.placeOrder,
        json: [item],
        schema: placeResponseSchema,
      });
      placed = placeItemOf(answer);
    } catch (error) {
      if (error instanceof BrokerError && error.code === "BAD_RESPONSE") return undefined;
      throw error;
    }
    const result = placeResultOf(placed);
    if (result.kind === "refused") throw aliceBluePlaceRefusal(result.reason);
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
