import { describe, expect, it } from "vitest";
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
