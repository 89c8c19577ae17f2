import { describe, expect, it } from "vitest";
import { findInstrument } from "../../market/instrument-lookup";
import { nextMonthlyExpiry } from "../../catalogue/testing/catalogue-fixture";
import { judgeOrderBook } from "./drill-invariants";
import type { OrderBookSnapshot } from "./order-book-snapshot";

const expiry = nextMonthlyExpiry(3727);
const token = (type: "call" | "put", strike: number) =>
  findInstrument({ underlyingToken: 3727, expiry, type, strike })!.token;
const SHORT_CALL = token("call", 23100);
const LONG_CALL = token("call", 23500);

/** One basket: a short call hedged by a long call, both filled, both sides agreeing. */
function hedgedBook(): OrderBookSnapshot {
  const order = (leg: string, instrumentToken: number, side: "BUY" | "SELL") => ({
    basketId: "b1",
    signalId: leg,
    idempotencyKey: `b1:${leg}`,
    brokerOrderId: `x-${leg}`,
    instrumentToken,
    transactionType: side,
    status: "COMPLETE" as const,
    filledQuantity: 65,
  });
  return {
    baskets: [{ id: "b1", status: "TRACKING", clientId: "C1" }],
    signals: [
      { id: "hedge", basketId: "b1", instrumentToken: LONG_CALL, status: "OPEN" },
      { id: "short", basketId: "b1", instrumentToken: SHORT_CALL, status: "OPEN" },
    ],
    orders: [order("hedge", LONG_CALL, "BUY"), order("short", SHORT_CALL, "SELL")],
    brokerOrders: ["hedge", "short"].map((leg) => ({
      id: `x-${leg}`,
      clientId: "C1",
      idempotencyKey: `b1:${leg}`,
      status: "COMPLETE" as const,
      filledQuantity: 65,
    })),
    positions: [
      { clientId: "C1", instrumentToken: LONG_CALL, netQuantity: 65 },
      { clientId: "C1", instrumentToken: SHORT_CALL, netQuantity: -65 },
    ],
  };
}

describe("judging the drill's order book", () => {
  it("passes a hedged basket that agrees with the broker", () => {
    expect(judgeOrderBook(hedgedBook())).toEqual({ waiting: [], violations: [] });
  });

  it("waits while an order is pending that the broker reports filled", () => {
    const book = hedgedBook();
    book.orders[0] = { ...book.orders[0]!, status: "PENDING", filledQuantity: 0 };
    book.baskets[0]!.status = "ENTERING";
    const verdict = judgeOrderBook(book);
    expect(verdict.waiting).toEqual(["basket b1 is ENTERING", "order b1:hedge is PENDING"]);
  });

  it("finds a naked short: the SELL filled, its hedge BUY not", () => {
    const book = hedgedBook();
    book.orders[0] = { ...book.orders[0]!, status: "REJECTED", filledQuantity: 0 };
    book.brokerOrders[0] = { ...book.brokerOrders[0]!, status: "REJECTED", filledQuantity: 0 };
    book.positions[0]!.netQuantity = 0;
    book.baskets[0]!.status = "ERROR";
    expect(judgeOrderBook(book).violations).toEqual([
      `naked short in b1 ${expiry} call: 65 short, 0 long`,
    ]);
  });

  it("finds an order sent twice and positions that are not our fills", () => {
    const book = hedgedBook();
    book.brokerOrders.push({ ...book.brokerOrders[1]!, id: "x-again", idempotencyKey: "b1:again" });
    book.positions[1]!.netQuantity = -130;
    expect(judgeOrderBook(book).violations).toEqual([
      "broker order b1:again was never written by us",
      `position C1:${SHORT_CALL}: -130 at the broker, -65 by our fills`,
    ]);
  });
});
