import { describe, expect, it } from "vitest";
import { paise } from "../../../../lib/money/paise";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import type { OrderRequest } from "../../broker";
import { orderTagOf } from "../../real/idempotent-placement";
import { brokerErrorOf } from "../../testing/broker-error-of";
import { REMOTE_ORDER_ID_LENGTH } from "./five-paisa";
import { scriptedFivePaisa } from "./scripted-five-paisa";
import { PATHS } from "./wire";

const call = encodeInstrumentToken({
  underlyingToken: 3727,
  expiry: "2026-11-23",
  type: "call",
  strike: 23100,
});

const order: OrderRequest = {
  idempotencyKey: "book-rows",
  instrumentToken: call,
  transactionType: "BUY",
  quantity: 65,
  product: "NRML",
  orderType: "LIMIT",
  limitPrice: paise(10_000),
};
const ourTag = orderTagOf(order.idempotencyKey, REMOTE_ORDER_ID_LENGTH);

/** A row as 08-order-tracking.md's sample writes it (the fields we read). */
const row = (fields: Record<string, unknown>) => ({
  AtMarket: "N",
  AveragePrice: 100,
  BrokerOrderId: 182747604,
  BrokerOrderTime: "/Date(1707279047230+0530)/",
  BuySell: "B",
  DelvIntra: "D",
  Exch: "N",
  ExchOrderID: "1500000035029169",
  ExchType: "D",
  OrderStatus: "Fully Executed",
  PendingQty: 0,
  Qty: 65,
  Rate: 100,
  Reason: "",
  RemoteOrderID: "someone-else",
  ScripCode: 35001,
  TradedQty: 65,
  ...fields,
});

/** A row 5paisa changed: its OrderStatus left out, so it fails the row schema. */
const unreadable = (fields: Record<string, unknown>): Record<string, unknown> => {
  const changed: Record<string, unknown> = row(fields);
  delete changed.OrderStatus;
  return changed;
};

const book = (rows: unknown[]) => () => ({ Message: "Success", OrderBookDetail: rows, Status: 0 });

describe("5paisa order book, read row by row", () => {
  it("reads the other orders when one row cannot be read, and logs that row", async () => {
    const { broker, session, logger } = scriptedFivePaisa({
      [PATHS.orderBook]: book([row({}), unreadable({ BrokerOrderId: 182747605 })]),
    });
    expect(await broker.orderStatus(session, "182747604")).toMatchObject({
      orderId: "182747604",
      status: "COMPLETE",
      filledQuantity: 65,
    });
    expect(logger.entries.some((e) => e.level === "warn" && /cannot read/.test(e.message))).toBe(
      true,
    );
  });

  it("holds a send whose tag an unreadable row carries: nothing is sent a second time", async () => {
    const { broker, session, sent } = scriptedFivePaisa({
      [PATHS.orderBook]: book([row({}), unreadable({ RemoteOrderID: ourTag })]),
      [PATHS.placeOrder]: () => ({ BrokerOrderID: 1, Message: "Success", Status: 0 }),
    });
    expect((await brokerErrorOf(broker.placeOrder(session, order))).code).toBe("BAD_RESPONSE");
    expect(sent.filter((r) => r.path.endsWith(PATHS.placeOrder))).toHaveLength(0);
  });

  it("sends when the unreadable row is another order's", async () => {
    const { broker, session, sent } = scriptedFivePaisa({
      [PATHS.orderBook]: book([unreadable({ RemoteOrderID: "someone-else" })]),
      [PATHS.placeOrder]: () => ({ BrokerOrderID: 672112769, Message: "Success", Status: 0 }),
    });
    expect((await broker.placeOrder(session, order)).orderId).toBe("672112769");
    expect(sent.filter((r) => r.path.endsWith(PATHS.placeOrder))).toHaveLength(1);
  });

  it("answers a status asked of an order only an unreadable row may be as BAD_RESPONSE, not unknown", async () => {
    const { broker, session } = scriptedFivePaisa({
      [PATHS.orderBook]: book([unreadable({ BrokerOrderId: 182747605 })]),
    });
    expect((await brokerErrorOf(broker.orderStatus(session, "182747605"))).code).toBe(
      "BAD_RESPONSE",
    );
    expect((await brokerErrorOf(broker.orderStatus(session, "999999999"))).code).toBe(
      "UNKNOWN_ORDER",
    );
  });
});
