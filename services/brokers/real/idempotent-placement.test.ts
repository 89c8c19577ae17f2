import { describe, expect, it } from "vitest";
import { BrokerError, type BrokerOrder } from "../broker";
import { IdempotentPlacements, orderTagOf } from "./idempotent-placement";

const KEY = "basket-1:signal-1:PLACE:1";
const BOOKED_AT = new Date("2026-11-20T04:30:00Z");

/**
 * A broker with no idempotency of its own: an order book searched by key, and sends that book
 * the order whether or not the answer gets back (`answers` says how each send ends).
 */
function brokerWithBook(answers: ("answer" | "lose-answer" | "refuse" | "unreadable")[]) {
  const book: BrokerOrder[] = [];
  let sends = 0;
  const placement = {
    idempotencyKey: KEY,
    findExisting: async () => book.find((order) => order.idempotencyKey === KEY),
    send: async () => {
      const outcome = answers[sends++] ?? "answer";
      if (outcome === "refuse") throw new BrokerError("REJECTED", "Some Broker: market closed");
      const order: BrokerOrder = {
        orderId: `B-${sends}`,
        idempotencyKey: KEY,
        clientId: "C1",
        instrumentToken: 1001,
        transactionType: "BUY",
        product: "NRML",
        orderType: "MARKET",
        quantity: 75,
        filledQuantity: 0,
        averagePrice: null,
        limitPrice: null,
        status: "OPEN",
        statusMessage: null,
        placedAt: BOOKED_AT,
        updatedAt: BOOKED_AT,
      };
      book.push(order);
      if (outcome === "lose-answer") throw new BrokerError("TIMEOUT", "no answer");
      if (outcome === "unreadable") throw new BrokerError("BAD_RESPONSE", "odd answer");
      return order;
    },
  };
  return { placement, book, sends: () => sends };
}

describe("placing at a broker without idempotency of its own", () => {
  it("finds an order already in the book instead of sending it again", async () => {
    const broker = brokerWithBook(["lose-answer"]);
    const placements = new IdempotentPlacements();
    await expect(placements.place(broker.placement)).rejects.toMatchObject({ code: "TIMEOUT" });
    await expect(placements.place(broker.placement)).resolves.toMatchObject({ orderId: "B-1" });
    expect(broker.sends()).toBe(1);
  });

  it("sends once for calls with one key made at the same time", async () => {
    const broker = brokerWithBook(["answer"]);
    const placements = new IdempotentPlacements();
    const both = await Promise.all([
      placements.place(broker.placement),
      placements.place(broker.placement),
    ]);
    expect(both.map((order) => order.orderId)).toEqual(["B-1", "B-1"]);
    expect(broker.book).toHaveLength(1);
  });

  it("finds without sending: a search during the hold after a lost answer", async () => {
    const broker = brokerWithBook(["lose-answer"]);
    const placements = new IdempotentPlacements();
    await expect(placements.place(broker.placement)).rejects.toMatchObject({ code: "TIMEOUT" });
    const late = { ...broker.placement, findExisting: async () => undefined };
    await expect(placements.find(late)).resolves.toBeUndefined();
    await expect(placements.find(broker.placement)).resolves.toMatchObject({ orderId: "B-1" });
    expect(broker.sends()).toBe(1);
  });

  it("holds nothing back after the broker's refusal: it booked nothing", async () => {
    const broker = brokerWithBook(["refuse", "answer"]);
    const placements = new IdempotentPlacements();
    await expect(placements.place(broker.placement)).rejects.toMatchObject({ code: "REJECTED" });
    await expect(placements.place(broker.placement)).resolves.toMatchObject({ orderId: "B-2" });
  });

  it("tags every key within the broker's length, the same way each time", () => {
    expect(orderTagOf(KEY, 20)).toHaveLength(20);
    expect(orderTagOf(KEY, 20)).toBe(orderTagOf(KEY, 20));
    expect(orderTagOf(KEY, 20)).not.toBe(orderTagOf(`${KEY}x`, 20));
    expect(() => orderTagOf(KEY, 8)).toThrow(RangeError);
  });
});
