import { randomUUID } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { paise } from "../../../../lib/money/paise";
import { systemClock } from "../../../../lib/time/clock";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import { BrokerError } from "../../broker";
import { aliceBlueLoginRedirect, type FakeAliceBlueFaults } from "./fake-alice-blue";
import { aliceBlueFailure, aliceBluePlaceRefusal, describeAliceBlueError } from "./errors";
import { aliceBlueTagOf, keyOfPackedTag, TagBook } from "./order-tag";
import { instantOfBrokerTime } from "./broker-time";
import { orderStatusOf } from "./orders";
import { chainExpiryOf } from "./quotes";
import {
  aliceBlueAdapterOn,
  fixtureScrips,
  startAliceBlue,
  type StartedAliceBlue,
} from "./testing";

const CALL = encodeInstrumentToken({
  underlyingToken: 3727,
  expiry: "2026-12-29",
  type: "call",
  strike: 24000,
});
const FUTURE = encodeInstrumentToken({
  underlyingToken: 3727,
  expiry: "2026-12-29",
  type: "fut",
  strike: null,
});

describe("Alice Blue order tags", () => {
  it("packs the engine's keys into 44 letters and digits and reads them back", () => {
    const key = `${randomUUID()}:${randomUUID()}`;
    const tag = aliceBlueTagOf(key);
    expect(tag).toMatch(/^U[0-9A-Za-z]{43}$/);
    expect(keyOfPackedTag(tag)).toBe(key);
    expect(new TagBook().keyOf(tag)).toBe(key);
  });

  it("tags any other key by digest, known again only where it was tagged", () => {
    const tags = new TagBook();
    const tag = tags.tag("k-fill");
    expect(tag).toMatch(/^H[0-9a-f]{32}$/);
    expect(tag.length).toBeLessThanOrEqual(50);
    expect(tags.keyOf(tag)).toBe("k-fill");
    expect(new TagBook().keyOf(tag)).toBe("");
    expect(tags.keyOf("--")).toBe("");
  });
});

describe("Alice Blue mapping", () => {
  it("maps the book's statuses to ours", () => {
    expect(orderStatusOf("COMPLETE")).toBe("COMPLETE");
    expect(orderStatusOf("complete")).toBe("COMPLETE");
    expect(orderStatusOf("REJECTED")).toBe("REJECTED");
    expect(orderStatusOf("cancelled")).toBe("CANCELLED");
    expect(orderStatusOf("trigger pending")).toBe("OPEN");
    expect(orderStatusOf("OPEN")).toBe("OPEN");
  });

  it("reads the book's India times", () => {
    expect(instantOfBrokerTime("2025-05-26 14:27:43")?.toISOString()).toBe(
      "2025-05-26T08:57:43.000Z",
    );
    expect(instantOfBrokerTime("")).toBeUndefined();
  });

  it("spells the option chain's expiry", () => {
    expect(chainExpiryOf("2025-11-04")).toBe("04NOV25");
  });

  it("turns EC codes into the broker's own words, and EC087 into an expired session", () => {
    expect(describeAliceBlueError("EC954")).toBe(
      "EC954: 'quantity' should be a multiple of the lot size.",
    );
    expect(describeAliceBlueError("EC123 odd")).toBe("EC123 odd");
    expect(aliceBlueFailure("EC087")).toMatchObject({ code: "INVALID_TOKEN" });
    expect(aliceBlueFailure("EC997")).toMatchObject({ code: "UNKNOWN_ORDER" });
    expect(aliceBluePlaceRefusal("Alice Blue: EC087: Session Expired")).toMatchObject({
      code: "INVALID_TOKEN",
    });
    expect(aliceBluePlaceRefusal("Alice Blue: EC997")).toMatchObject({
      code: "REJECTED",
      message: "Alice Blue: EC997",
    });
    expect(aliceBlueFailure("EC912")).toMatchObject({
      code: "REJECTED",
      message: "Alice Blue: EC912: Failed to place the order.",
    });
  });
});

describe("Alice Blue calls against the fake", () => {
  let started: StartedAliceBlue | undefined;
  afterEach(async () => {
    await started?.close();
    expect(started?.server.violations).toEqual([]);
    started = undefined;
  });

  const faults: FakeAliceBlueFaults = {};
  async function logIn(expiredAs?: "ec087" | "http401") {
    faults.garbleNextPlaceAnswer = false;
    faults.hideOrdersFromBook = false;
    faults.failBookAfterPlace = undefined;
    started = await startAliceBlue(fixtureScrips(), systemClock, { expiredAs, faults });
    const redirect = aliceBlueLoginRedirect(started.exchange, "AB77");
    return started.broker.exchangeToken({
      requestToken: redirect.authCode!,
      params: { userId: redirect.userId! },
    });
  }

  it("logs in: the client id and name from the broker, the userSession as the token", async () => {
    const login = await logIn();
    expect(login.client).toEqual({
      clientId: "AB77",
      name: "Trader AB77",
      email: null,
      phone: null,
    });
    expect(started!.exchange.clientOf(login.session.accessToken)).toBe("AB77");
  });

  it("answers a used or wrong auth code with a clear refusal, never a crash", async () => {
    started = await startAliceBlue(fixtureScrips(), systemClock);
    const redirect = aliceBlueLoginRedirect(started.exchange, "AB78");
    const request = { requestToken: redirect.authCode!, params: { userId: "AB78" } };
    await started.broker.exchangeToken(request);
    const again = await started.broker.exchangeToken(request).catch((e: unknown) => e);
    expect(again).toBeInstanceOf(BrokerError);
    expect(again).toMatchObject({
      code: "INVALID_TOKEN",
      message: "Alice Blue refused the login: Invalid auth code. Try again.",
    });
  });

  it("reads an HTTP 401 as an expired session too", async () => {
    const { session } = await logIn("http401");
    started!.exchange.expireSessions();
    await expect(started!.broker.availableFunds(session)).rejects.toMatchObject({
      code: "INVALID_TOKEN",
    });
  });

  it("answers an empty book and no positions as empty lists", async () => {
    const { session } = await logIn();
    expect(await started!.broker.positions(session)).toEqual([]);
    await expect(started!.broker.orderStatus(session, "1")).rejects.toMatchObject({
      code: "UNKNOWN_ORDER",
    });
  });

  it("leaves futures out of the option chain's prices", async () => {
    const { session } = await logIn();
    const prices = await started!.broker.lastTradedPrices([FUTURE, CALL], session);
    expect([...prices.keys()]).toEqual([CALL]);
  });

  it("sends the broker's basket margin request and answers its figure in paise", async () => {
    const { session } = await logIn();
    const margin = await started!.broker.requiredMargin(session, [
      { instrumentToken: CALL, transactionType: "SELL", quantity: 65 },
    ]);
    expect(margin).toBe(65 * 150_000);
    const sent = started!.server.requests.find((r) => r.path.endsWith("/basket/margin"));
    expect(sent?.body).toEqual([
      {
        exchange: "NFO",
        tradingSymbol: "NIFTY29DEC26C24000",
        price: "0",
        qty: "65",
        product: "NRML",
        priceType: "MKT",
        triggerPrice: "",
        transType: "S",
      },
    ]);
  });

  it("sends a limit order's price in rupees and MIS as INTRADAY", async () => {
    const { session } = await logIn();
    started!.exchange.holdNext();
    await started!.broker.placeOrder(session, {
      idempotencyKey: "k-mis",
      instrumentToken: CALL,
      transactionType: "BUY",
      quantity: 65,
      product: "MIS",
      orderType: "LIMIT",
      limitPrice: paise(12_345),
    });
    const sent = started!.server.requests.find((r) => r.path.endsWith("/placeorder"));
    expect(sent?.body).toMatchObject([
      { instrumentId: "45001", product: "INTRADAY", orderType: "LIMIT", price: "123.45" },
    ]);
  });

  it("finds an engine order again after a restart: the key travels in the tag, nothing doubles", async () => {
    const { session } = await logIn();
    const order = {
      idempotencyKey: `${randomUUID()}:${randomUUID()}`,
      instrumentToken: CALL,
      transactionType: "SELL" as const,
      quantity: 65,
      product: "NRML" as const,
      orderType: "MARKET" as const,
    };
    const first = await started!.broker.placeOrder(session, order);
    const restarted = aliceBlueAdapterOn(started!.server.url, fixtureScrips(), systemClock);
    const again = await restarted.placeOrder(session, order);
    expect(again).toMatchObject({ orderId: first.orderId, idempotencyKey: order.idempotencyKey });
    expect(await restarted.orderStatus(session, first.orderId)).toMatchObject({
      idempotencyKey: order.idempotencyKey,
      status: "COMPLETE",
    });
    expect(started!.exchange.orders).toHaveLength(1);
  });

  const marketSell = (idempotencyKey: string) => ({
    idempotencyKey,
    instrumentToken: CALL,
    transactionType: "SELL" as const,
    quantity: 65,
    product: "NRML" as const,
    orderType: "MARKET" as const,
  });

  it("reads an unreadable place answer from the book: the order, not a refusal", async () => {
    const { session } = await logIn();
    faults.garbleNextPlaceAnswer = true;
    const placed = await started!.broker.placeOrder(session, marketSell("k-garbled"));
    expect(placed).toMatchObject({ idempotencyKey: "k-garbled", status: "COMPLETE" });
    expect(started!.exchange.orders).toHaveLength(1);
  });

  it("answers an accepted order the book does not list yet as open", async () => {
    const { session } = await logIn();
    faults.hideOrdersFromBook = true;
    const placed = await started!.broker.placeOrder(session, marketSell("k-lagging"));
    expect(placed).toMatchObject({
      orderId: started!.exchange.orders[0]!.orderId,
      status: "OPEN",
      filledQuantity: 0,
    });
  });

  it.each(["EC915", 429] as const)(
    "answers an accepted order as open when the book then fails (%s), never as a refusal",
    async (failure) => {
      const { session } = await logIn();
      faults.failBookAfterPlace = failure;
      const placed = await started!.broker.placeOrder(session, marketSell("k-unread"));
      expect(placed).toMatchObject({
        orderId: started!.exchange.orders[0]!.orderId,
        idempotencyKey: "k-unread",
        status: "OPEN",
        filledQuantity: 0,
      });
    },
  );

  it("still says so when the session expired right after the place", async () => {
    const { session } = await logIn();
    faults.failBookAfterPlace = "EC087";
    await expect(
      started!.broker.placeOrder(session, marketSell("k-expired")),
    ).rejects.toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("asks again when an unreadable answer is followed by a book that fails too", async () => {
    const { session } = await logIn();
    faults.garbleNextPlaceAnswer = true;
    faults.failBookAfterPlace = "EC915";
    await expect(started!.broker.placeOrder(session, marketSell("k-unsure"))).rejects.toMatchObject(
      { code: "TIMEOUT" },
    );
    expect(started!.exchange.orders).toHaveLength(1);
  });

  it("asks again rather than guess when neither the answer nor the book shows the order", async () => {
    const { session } = await logIn();
    faults.garbleNextPlaceAnswer = true;
    faults.hideOrdersFromBook = true;
    await expect(
      started!.broker.placeOrder(session, marketSell("k-unknown")),
    ).rejects.toMatchObject({
      code: "TIMEOUT",
    });
    faults.hideOrdersFromBook = false;
    const again = await started!.broker.placeOrder(session, marketSell("k-unknown"));
    expect(again.orderId).toBe(started!.exchange.orders[0]!.orderId);
    expect(started!.exchange.orders).toHaveLength(1);
  });
});
