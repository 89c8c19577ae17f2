import { describe, expect, it } from "vitest";
import { placeItemOf } from "./order-calls";
import { placeResultOf } from "./place-answer";
import { placeResponseSchema } from "./wire";

/*
 * The place answer as Alice Blue writes it: `{status: "Ok", message: "Success", result: [item]}`,
 * the item `{requestTime, brokerOrderId}` when taken (04-orders-management.md "Place Order"), and
 * its own `status`/`message` when refused, as OpenAlgo reads it (marketcalls/openalgo
 * broker/aliceblue/api/order_api.py `place_order_api`: a refusal is a `status` present, not "Ok",
 * with no `brokerOrderId`).
 */

/** What the adapter reads from a whole answer carrying this one item. */
function resultOfItem(item: Record<string, unknown>) {
  const answer = placeResponseSchema.parse({ status: "Ok", message: "Success", result: [item] });
  return placeResultOf(answer.result?.[0]);
}

const REQUEST_TIME = "25-Nov-2026 10:15:00";

describe("Alice Blue's place answer, read by OpenAlgo's rule", () => {
  it("reads the docs' item as placed", () => {
    expect(resultOfItem({ requestTime: REQUEST_TIME, brokerOrderId: "25112600000123" })).toEqual({
      kind: "placed",
      brokerOrderId: "25112600000123",
    });
  });

  it("reads an item with an order id as placed, whatever its status and message say", () => {
    const item = { brokerOrderId: "25112600000123", status: "Not_Ok", message: "EC954" };
    expect(resultOfItem(item)).toEqual({ kind: "placed", brokerOrderId: "25112600000123" });
  });

  it.each([
    [
      { status: "Not_Ok", message: "EC954" },
      "EC954: 'quantity' should be a multiple of the lot size.",
    ],
    [{ status: "NOT_OK", message: "", emsg: "RMS: margin exceeds" }, "RMS: margin exceeds"],
    [
      { status: "Not_Ok", brokerOrderId: "", rejectionReason: "EC086" },
      "EC086: You are a read-only",
    ],
    [{ status: "EC912" }, "EC912: Failed to place the order."],
    [{ status: "Not_Ok", message: null }, "Not_Ok"],
  ])(
    "refuses an item whose status is present, not Ok, and has no order id (%j)",
    (item, reason) => {
      const result = resultOfItem(item);
      expect(result).toMatchObject({ kind: "refused" });
      expect(result.kind === "refused" && result.reason).toContain(`Alice Blue: ${reason}`);
    },
  );

  it.each([
    ["neither id nor reason", { requestTime: REQUEST_TIME }],
    ["an empty id and nothing else", { brokerOrderId: "", requestTime: REQUEST_TIME }],
    ["status Ok with a message", { status: "Ok", message: "Order placed" }],
    ["status OK (any case) with an EC code", { status: "OK", message: "EC954" }],
    ["status ok and a null id", { status: "ok", brokerOrderId: null }],
    ["no status, a message", { message: "RMS: margin exceeds" }],
    ["no status, an emsg", { emsg: "RMS: margin exceeds" }],
    ["no status, a rejection reason", { brokerOrderId: "", rejectionReason: "EC086" }],
    ["an empty status, a message", { status: "", message: "EC954" }],
    ["status Success, no id", { status: "Success", message: "Success" }],
  ])("reads an item with %s as unknown, never a refusal", (_, item) => {
    expect(resultOfItem(item)).toEqual({ kind: "unknown" });
  });

  it("reads an answer with no item as unknown", () => {
    expect(placeResultOf(undefined)).toEqual({ kind: "unknown" });
  });
});

/** What the adapter reads from a whole answer: the item, or the error it throws. */
function readEnvelope(body: Record<string, unknown>) {
  return placeItemOf(placeResponseSchema.parse(body));
}

describe("Alice Blue's place envelope: only a reason refuses", () => {
  it.each([
    ["Ok", { status: "Ok", message: "Success", result: [{ brokerOrderId: "1" }] }],
    ["OK, any case", { status: "OK", message: "", result: [{ brokerOrderId: "1" }] }],
    ["Success", { status: "Success", message: "Success", result: [{ brokerOrderId: "1" }] }],
  ])("hands on the item of an envelope of status %s", (_, body) => {
    expect(readEnvelope(body)).toEqual({ brokerOrderId: "1" });
  });

  it("hands on no item when an Ok envelope has none (unknown, not refused)", () => {
    expect(readEnvelope({ status: "Ok", message: "Success", result: [] })).toBeUndefined();
    expect(readEnvelope({ status: "Ok", message: "Success", result: null })).toBeUndefined();
  });

  it.each([
    ["no message", { status: "Not_Ok" }],
    ["an empty message", { status: "Not_Ok", message: "" }],
    ["a blank message", { status: "Not_Ok", message: "  " }],
    ["the message Success", { status: "Not_Ok", message: "Success" }],
    ["the message OK", { status: "not_ok", message: "OK" }],
    [
      "an order id beside a reason",
      { status: "Not_Ok", message: "EC912", result: [{ brokerOrderId: "9" }] },
    ],
    ["a book call's EC916", { status: "Not_Ok", message: "EC916" }],
  ])("reads a Not_Ok envelope with %s as a fate unknown (BAD_RESPONSE)", (_, body) => {
    expect(() => readEnvelope(body)).toThrow(expect.objectContaining({ code: "BAD_RESPONSE" }));
  });

  it.each([
    [
      { status: "Not_Ok", message: "EC912" },
      "REJECTED",
      "Alice Blue: EC912: Failed to place the order.",
    ],
    [
      { status: "Error", message: "RMS: margin exceeds" },
      "REJECTED",
      "Alice Blue: RMS: margin exceeds",
    ],
    [
      { status: "Not_Ok", message: "EC087" },
      "INVALID_TOKEN",
      "Your Alice Blue session has expired: log in again",
    ],
  ])("reads a Not_Ok envelope with a reason as the broker said it (%j)", (body, code, message) => {
    expect(() => readEnvelope(body)).toThrow(expect.objectContaining({ code, message }));
  });
});
