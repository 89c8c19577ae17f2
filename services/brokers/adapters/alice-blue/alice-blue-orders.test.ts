import { afterEach, describe, expect, it } from "vitest";
import { paise } from "../../../../lib/money/paise";
import { ManualClock, systemClock, type Clock } from "../../../../lib/time/clock";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import type { OrderProduct } from "../../broker";
import { aliceBlueLoginRedirect, type FakeAliceBlueFaults } from "./fake-alice-blue";
import { instantOfBrokerTime } from "./broker-time";
import { fixtureScrips, startAliceBlue, type StartedAliceBlue } from "./testing";

const CALL = encodeInstrumentToken({
  underlyingToken: 3727,
  expiry: "2026-12-29",
  type: "call",
  strike: 24000,
});

const marketSell = (idempotencyKey: string, product: OrderProduct = "MIS") => ({
  idempotencyKey,
  instrumentToken: CALL,
  transactionType: "SELL" as const,
  quantity: 65,
  product,
  orderType: "MARKET" as const,
});

describe("Alice Blue order times", () => {
  it("reads the book's India times in each form the broker writes", () => {
    const instant = "2025-05-26T08:57:43.000Z";
    expect(instantOfBrokerTime("26-05-2025 14:27:43")?.toISOString()).toBe(instant);
    expect(instantOfBrokerTime("2025-05-26 14:27:43")?.toISOString()).toBe(instant);
    expect(instantOfBrokerTime("14:27:43 26-05-2025")?.toISOString()).toBe(instant);
    expect(instantOfBrokerTime("26-May-2025 14:27:43")?.toISOString()).toBe(instant);
    expect(instantOfBrokerTime("31-02-2025 10:00:00")).toBeUndefined();
    expect(instantOfBrokerTime("")).toBeUndefined();
    expect(instantOfBrokerTime(null)).toBeUndefined();
  });
});

describe("Alice Blue orders against the fake", () => {
  let started: StartedAliceBlue | undefined;
  afterEach(async () => {
    await started?.close();
    expect(started?.server.violations).toEqual([]);
    started = undefined;
  });

  const faults: FakeAliceBlueFaults = {};
  async function logIn(clock: Clock = systemClock) {
    for (const key of Object.keys(faults)) delete faults[key as keyof FakeAliceBlueFaults];
    started = await startAliceBlue(fixtureScrips(), clock, { faults });
    const redirect = aliceBlueLoginRedirect(started.exchange, "AB90");
    const login = await started.broker.exchangeToken({
      requestToken: redirect.authCode!,
      params: { userId: redirect.userId! },
    });
    return login.session;
  }

  it.each([
    [
      { status: "Not_Ok", message: "EC954" },
      "Alice Blue: EC954: 'quantity' should be a multiple of the lot size.",
    ],
    [{ status: "Not_Ok", emsg: "RMS: margin exceeds" }, "Alice Blue: RMS: margin exceeds"],
    [
      { status: "not_ok", brokerOrderId: "", rejectionReason: "EC086" },
      "Alice Blue: EC086: You are a read-only user and are not allowed to place, modify, or cancel orders.",
    ],
  ])(
    "reads an 'Ok' answer whose item has a status other than Ok and no brokerOrderId as the broker's refusal, with its reason (%j)",
    async (item, reason) => {
      const session = await logIn();
      faults.refuseNextPlaceInItem = item;
      await expect(
        started!.broker.placeOrder(session, marketSell("k-refused")),
      ).rejects.toMatchObject({ code: "REJECTED", message: reason });
      expect(started!.exchange.orders).toHaveLength(0);
    },
  );

  it.each<Record<string, string>>([
    { requestTime: "25-Nov-2026 10:15:00" },
    { status: "Ok", message: "EC954" },
    { emsg: "RMS: margin exceeds" },
    { brokerOrderId: "", rejectionReason: "EC086" },
  ])(
    "settles an item with no order id and no refusing status from the book: not there, a fate unknown (%j)",
    async (item) => {
      const session = await logIn();
      faults.refuseNextPlaceInItem = item;
      await expect(
        started!.broker.placeOrder(session, marketSell("k-silent")),
      ).rejects.toMatchObject({ code: "TIMEOUT" });
    },
  );

  it.each<Record<string, string>>([
    { status: "Ok", message: "Order placed" },
    { status: "OK", message: "EC912" },
    { message: "RMS: margin exceeds" },
    { requestTime: "25-Nov-2026 10:15:00" },
  ])(
    "never reads an order booked under an item without its id as refused: the book shows it (%j)",
    async (item) => {
      const session = await logIn();
      faults.answerNextPlaceWith = item;
      const placed = await started!.broker.placeOrder(session, marketSell("k-booked"));
      expect(placed).toMatchObject({ idempotencyKey: "k-booked", status: "COMPLETE" });
      expect(placed.orderId).toBe(started!.exchange.orders[0]!.orderId);
      expect(started!.exchange.orders).toHaveLength(1);
    },
  );

  it.each([
    { status: "Not_Ok", message: "EC087" },
    { status: "Not_Ok", message: "Session Expired" },
  ])(
    "reads an item refused for an expired session as the session over, not the order refused (%j)",
    async (item) => {
      const session = await logIn();
      faults.refuseNextPlaceInItem = item;
      await expect(
        started!.broker.placeOrder(session, marketSell("k-expired-item")),
      ).rejects.toMatchObject({ code: "INVALID_TOKEN" });
      expect(started!.exchange.orders).toHaveLength(0);
    },
  );

  /** Place answers whose envelope is not "Ok" but gives no reason, or contradicts itself. */
  const unreasonedEnvelopes: Record<string, unknown>[] = [
    { status: "Not_Ok", message: "", result: [] },
    { status: "Not_Ok", result: [] },
    { status: "Not_Ok", message: "  ", result: null },
    { status: "Not_Ok", message: "Success", result: [] },
    { status: "NOT_OK", message: "ok" },
    { status: "Not_Ok", message: "EC916", result: [] },
    { status: "Not_Ok", message: "EC912", result: [{ brokerOrderId: "2611250000123" }] },
  ];

  it.each(unreasonedEnvelopes)(
    "never reads a place envelope without a reason as refused: the book shows the order booked (%j)",
    async (body) => {
      const session = await logIn();
      faults.answerNextPlaceEnvelope = { body, booked: true };
      const placed = await started!.broker.placeOrder(session, marketSell("k-envelope"));
      expect(placed).toMatchObject({ idempotencyKey: "k-envelope", status: "COMPLETE" });
      expect(started!.exchange.orders).toHaveLength(1);
    },
  );

  it.each(unreasonedEnvelopes)(
    "settles a place envelope without a reason from the book: not there, a fate unknown (%j)",
    async (body) => {
      const session = await logIn();
      faults.answerNextPlaceEnvelope = { body, booked: false };
      await expect(
        started!.broker.placeOrder(session, marketSell("k-envelope-lost")),
      ).rejects.toMatchObject({ code: "TIMEOUT" });
      expect(started!.exchange.orders).toHaveLength(0);
    },
  );

  it("reads a place envelope of status Success (any case) as Ok: its item, then the book", async () => {
    const session = await logIn();
    faults.answerNextPlaceEnvelope = {
      body: { status: "SUCCESS", message: "Success", result: [{ requestTime: "x" }] },
      booked: true,
    };
    const placed = await started!.broker.placeOrder(session, marketSell("k-success"));
    expect(placed).toMatchObject({ idempotencyKey: "k-success", status: "COMPLETE" });
  });

  it.each([
    [
      { status: "Not_Ok", message: "EC912" },
      "REJECTED",
      "Alice Blue: EC912: Failed to place the order.",
    ],
    [
      { status: "not_ok", message: "RMS: margin exceeds", result: [] },
      "REJECTED",
      "Alice Blue: RMS: margin exceeds",
    ],
    [{ status: "Not_Ok", message: "EC087", result: [] }, "INVALID_TOKEN", "session has expired"],
  ])(
    "reads a place envelope that is not Ok and gives a reason as the broker said it (%j)",
    async (body, code, message) => {
      const session = await logIn();
      faults.answerNextPlaceEnvelope = { body, booked: false };
      const refusal = started!.broker.placeOrder(session, marketSell("k-envelope-refused"));
      await expect(refusal).rejects.toMatchObject({ code });
      await expect(refusal).rejects.toThrow(message);
      expect(started!.exchange.orders).toHaveLength(0);
    },
  );

  it("dates an order by the book's orderTime (India time), not by when the book was read", async () => {
    const clock = new ManualClock(new Date("2026-11-25T04:45:00Z")); // 10:15 IST
    const session = await logIn(clock);
    started!.exchange.holdNext();
    const placed = await started!.broker.placeOrder(session, {
      ...marketSell("k-timed"),
      orderType: "LIMIT",
      limitPrice: paise(12_345),
    });
    clock.advanceMinutes(5);
    const later = await started!.broker.orderStatus(session, placed.orderId);
    expect(later.placedAt.toISOString()).toBe("2026-11-25T04:45:00.000Z");
  });

  it("sends F&O carry-forward as the product NORMAL, and reads it back as NRML", async () => {
    const session = await logIn();
    const placed = await started!.broker.placeOrder(session, marketSell("k-normal", "NRML"));
    const sent = started!.server.requests.find((r) => r.path.endsWith("/placeorder"));
    expect(sent?.body).toMatchObject([{ product: "NORMAL" }]);
    expect(placed).toMatchObject({ product: "NRML", status: "COMPLETE" });
    const [position] = await started!.broker.positions(session);
    expect(position).toMatchObject({ product: "NRML", netQuantity: -65 });
  });

  it("reads the book row by row: a row it cannot read is logged and skipped, the rest kept", async () => {
    const session = await logIn();
    faults.extraBookRows = [
      { brokerOrderId: "2611250000999", orderTag: "someone-else", quantity: "sixty-five" },
    ];
    const placed = await started!.broker.placeOrder(session, marketSell("k-odd-row"));
    expect(placed).toMatchObject({ idempotencyKey: "k-odd-row", status: "COMPLETE" });
    expect(await started!.broker.orderStatus(session, placed.orderId)).toMatchObject({
      status: "COMPLETE",
    });
    const warnings = started!.logger.entries.filter((e) => e.message.includes("unreadable"));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.fields).toMatchObject({ brokerOrderId: "2611250000999" });
  });

  it("holds a send when a row it cannot read carries the order's tag: never a second order", async () => {
    const session = await logIn();
    faults.garbleNextPlaceAnswer = true;
    faults.dropFromBookRows = "filledQuantity";
    const order = marketSell("k-odd-ours");
    await expect(started!.broker.placeOrder(session, order)).rejects.toMatchObject({
      code: "TIMEOUT",
    });
    const [sent] = started!.exchange.orders;
    await expect(started!.broker.placeOrder(session, order)).rejects.toMatchObject({
      code: "BAD_RESPONSE",
    });
    await expect(started!.broker.orderStatus(session, sent!.orderId)).rejects.toMatchObject({
      code: "BAD_RESPONSE",
    });
    faults.dropFromBookRows = undefined;
    expect(await started!.broker.placeOrder(session, order)).toMatchObject({
      orderId: sent!.orderId,
    });
    expect(started!.exchange.orders).toHaveLength(1);
  });
});
