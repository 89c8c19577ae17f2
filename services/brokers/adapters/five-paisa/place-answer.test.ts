import { describe, expect, it } from "vitest";
import { paise } from "../../../../lib/money/paise";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import type { OrderRequest } from "../../broker";
import { brokerErrorOf } from "../../testing/broker-error-of";
import { scriptedFivePaisa } from "./scripted-five-paisa";
import { PATHS } from "./wire";

const call = encodeInstrumentToken({
  underlyingToken: 3727,
  expiry: "2026-11-23",
  type: "call",
  strike: 23100,
});

const order: OrderRequest = {
  idempotencyKey: "place-answer",
  instrumentToken: call,
  transactionType: "BUY",
  quantity: 65,
  product: "NRML",
  orderType: "LIMIT",
  limitPrice: paise(10_000),
};

const emptyBook = () => ({
  Message: "No Order found for this Client.",
  OrderBookDetail: [],
  Status: 1,
});

/** The documented place answer's fields (07-order-management.md), with what a test changes. */
const placeAnswer = (fields: Record<string, unknown>) => () => ({
  ClientCode: "50012322",
  Exch: "N",
  ExchOrderID: "0",
  ExchType: "D",
  LocalOrderID: 0,
  RMSResponseCode: 0,
  ScripCode: 35001,
  Time: "/Date(1658255400000+0530)/",
  ...fields,
});

describe("5paisa place answers", () => {
  it("refuses with 5paisa's words an answer of Status 0 that names no order (BrokerOrderID 0)", async () => {
    const { broker, session } = scriptedFivePaisa({
      [PATHS.orderBook]: emptyBook,
      [PATHS.placeOrder]: placeAnswer({
        BrokerOrderID: 0,
        Message: "Exchange is closed",
        Status: 0,
      }),
    });
    const error = await brokerErrorOf(broker.placeOrder(session, order));
    expect(error).toMatchObject({ code: "REJECTED", message: "5paisa: Exchange is closed" });
  });

  it("reads the same with the id sent as text, and without a message", async () => {
    const { broker, session } = scriptedFivePaisa({
      [PATHS.orderBook]: emptyBook,
      [PATHS.placeOrder]: placeAnswer({ BrokerOrderID: "0", Message: "", Status: 0 }),
    });
    const error = await brokerErrorOf(broker.placeOrder(session, order));
    expect(error).toMatchObject({ code: "REJECTED", message: "5paisa: the request was refused" });
  });

  it("takes Status 0 with an order id as an accepted order, ExchOrderID 0 or not", async () => {
    const { broker, session } = scriptedFivePaisa({
      [PATHS.orderBook]: emptyBook,
      [PATHS.placeOrder]: placeAnswer({ BrokerOrderID: 672112769, Message: "Success", Status: 0 }),
    });
    expect(await broker.placeOrder(session, order)).toMatchObject({
      orderId: "672112769",
      status: "OPEN",
    });
  });
});
