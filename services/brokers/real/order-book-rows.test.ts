import { describe, expect, it } from "vitest";
import { z } from "zod";
import { BrokerError } from "../broker";
import { holdWhenUnreadableMayHold, readOrderBookRows, unreadableMayHold } from "./order-book-rows";

const row = z.object({ id: z.string(), tag: z.string(), qty: z.number() });

describe("an order book read row by row", () => {
  const raw = [
    { id: "1", tag: "aaaa1111", qty: 65 },
    { id: "2", tag: "bbbb2222", qty: "not a number" },
    { id: "3", tag: "cccc3333", qty: 130 },
  ];

  it("keeps every row it can read when one cannot be read, and tells of that one", () => {
    const told: unknown[] = [];
    const book = readOrderBookRows(raw, row, (unread) => told.push(unread));
    expect(book.readable.map((r) => r.id)).toEqual(["1", "3"]);
    expect(book.unreadable).toEqual([raw[1]]);
    expect(told).toEqual([raw[1]]);
  });

  it("holds a send whose tag an unreadable row names, and no other", () => {
    const book = readOrderBookRows(raw, row);
    expect(unreadableMayHold(book, "bbbb2222")).toBe(true);
    expect(unreadableMayHold(book, "dddd4444")).toBe(false);
    expect(() => holdWhenUnreadableMayHold(book, "bbbb2222", "Some Broker")).toThrow(BrokerError);
    expect(() => holdWhenUnreadableMayHold(book, "dddd4444", "Some Broker")).not.toThrow();
    try {
      holdWhenUnreadableMayHold(book, "bbbb2222", "Some Broker");
    } catch (error) {
      expect((error as BrokerError).code).toBe("BAD_RESPONSE");
    }
  });
});
