import { afterEach, describe, expect, it } from "vitest";
import { z } from "zod";
import { paise } from "../../../../lib/money/paise";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import type { OrderRequest } from "../../broker";
import { BrokerHttp } from "../../real/broker-http";
import { orderTagOf } from "../../real/idempotent-placement";
import { ManualClock } from "../../../../lib/time/clock";
import { recordingLogger } from "../../../testing/recording-logger";
import { TEST_INSTANT } from "../../../testing/test-clock";
import { createFivePaisaBroker, REMOTE_ORDER_ID_LENGTH } from "./five-paisa";
import { dateOf, FivePaisaApi } from "./api";
import { exchOrderIdOf } from "./fake-five-paisa";
import { FAKE_CREDENTIALS, fixtureDirectory, startFivePaisaOnFake } from "./fake-harness";
import { orderOf, positionOf, statusOf } from "./orders";
import { PATHS, type OrderBookRow, type PositionRow } from "./wire";
import { brokerErrorOf } from "../../testing/broker-error-of";

const nifty = (type: "call" | "put") =>
  encodeInstrumentToken({ underlyingToken: 3727, expiry: "2026-11-23", type, strike: 23100 });
const call = nifty("call");

function marketOrder(key: string, side: "BUY" | "SELL" = "BUY"): OrderRequest {
  return {
    idempotencyKey: key,
    instrumentToken: call,
    transactionType: side,
    quantity: 65,
    product: "MIS",
    orderType: "MARKET",
  };
}

describe("5paisa adapter on its fake", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await close?.();
  });

  async function loggedIn() {
    const started = await startFivePaisaOnFake(fixtureDirectory());
    close = started.close;
    const { session, client } = await started.broker.exchangeToken({
      requestToken: started.exchange.issueLoginCode("50012322"),
    });
    return { ...started, session, client };
  }

  const placeBodies = (requests: { path: string; body: unknown }[]) =>
    requests
      .filter((r) => r.path.endsWith(PATHS.placeOrder))
      .map((r) => (r.body as { body: Record<string, unknown> }).body);

  it("logs in with the ClientCode and ClientName GetAccessToken answers", async () => {
    const { client, session } = await loggedIn();
    expect(client).toEqual({
      clientId: "50012322",
      name: "Client 50012322",
      email: null,
      phone: null,
    });
    expect(session.clientId).toBe("50012322");
  });

  it("refuses a login whose RequestToken was already used or never issued, with 5paisa's words", async () => {
    const started = await startFivePaisaOnFake(fixtureDirectory());
    close = started.close;
    const code = started.exchange.issueLoginCode("C1");
    await started.broker.exchangeToken({ requestToken: code });
    const reused = await brokerErrorOf(started.broker.exchangeToken({ requestToken: code }));
    expect(reused).toMatchObject({
      code: "REJECTED",
      message: "5paisa did not log you in: Server Unable to process your request",
    });
    const wrongKeys = started.adapterOn({ ...FAKE_CREDENTIALS, encryptionKey: "wrong" });
    const code2 = started.exchange.issueLoginCode("C1");
    expect(await brokerErrorOf(wrongKeys.exchangeToken({ requestToken: code2 }))).toMatchObject({
      code: "REJECTED",
    });
    expect(started.server.violations).toEqual([]);
  });

  it("sends a market order as a limit 2% through the last price, on the tick", async () => {
    const h = await loggedIn();
    h.exchange.prices.set("35001", 10_010); // ₹100.10
    await h.broker.placeOrder(h.session, marketOrder("m-buy"));
    await h.broker.placeOrder(h.session, marketOrder("m-sell", "SELL"));
    expect(placeBodies(h.server.requests)).toMatchObject([
      { OrderType: "B", Price: 102.15, IsIntraday: true, ScripCode: "35001" },
      { OrderType: "S", Price: 98.05, IsIntraday: true, ScripCode: "35001" },
    ]);
    expect(h.server.violations).toEqual([]);
  });

  it("refuses a market order when 5paisa has no last price, sending no order", async () => {
    const h = await loggedIn();
    h.exchange.prices.set("35001", 0);
    const error = await brokerErrorOf(h.broker.placeOrder(h.session, marketOrder("m-none")));
    expect(error.code).toBe("REJECTED");
    expect(error.message).toContain("no last price");
    expect(h.exchange.orders).toHaveLength(0);
  });

  it("tags the order with RemoteOrderID and finds it after a restart instead of sending it again", async () => {
    const h = await loggedIn();
    const first = await h.broker.placeOrder(h.session, marketOrder("restart-key"));
    expect(placeBodies(h.server.requests)[0]?.RemoteOrderID).toBe(
      orderTagOf("restart-key", REMOTE_ORDER_ID_LENGTH),
    );
    const restarted = h.adapterOn();
    const again = await restarted.placeOrder(h.session, marketOrder("restart-key"));
    expect(again.orderId).toBe(first.orderId);
    expect(h.exchange.orders).toHaveLength(1);
  });

  it("answers the basket margin from MultiOrderMargin at the legs' last prices", async () => {
    const h = await loggedIn();
    h.exchange.prices.set("35001", 10_000);
    h.exchange.prices.set("35002", 12_050);
    const margin = await h.broker.requiredMargin(h.session, [
      { instrumentToken: call, transactionType: "BUY", quantity: 65 },
      { instrumentToken: nifty("put"), transactionType: "SELL", quantity: 65 },
    ]);
    // The fake's stand-in: the buy's premium (₹100 × 65) and five times the sell's (₹120.50 × 65).
    expect(margin).toBe(paise(650_000 + 3_916_250));
    const sent = h.server.requests.find((r) => r.path.endsWith(PATHS.multiOrderMargin));
    expect(sent?.body).toMatchObject({
      body: {
        CoverPositions: "N",
        Orders: [
          { Price: 100, OrderType: "B" },
          { Price: 120.5, OrderType: "S" },
        ],
      },
    });
  });

  it("reads positions in paise: the open units' average, booked and open P&L", async () => {
    const h = await loggedIn();
    const limit = (key: string, side: "BUY" | "SELL", quantity: number, rupees: number) =>
      h.broker.placeOrder(h.session, {
        ...marketOrder(key, side),
        quantity,
        product: "NRML",
        orderType: "LIMIT",
        limitPrice: paise(rupees * 100),
      });
    await limit("p-buy", "BUY", 130, 100);
    await limit("p-sell", "SELL", 65, 110);
    h.exchange.prices.set("35001", 10_500);
    expect(await h.broker.positions(h.session)).toEqual([
      {
        instrumentToken: call,
        product: "NRML",
        netQuantity: 65,
        averagePrice: 10_000,
        realisedPnl: 65_000,
        unrealisedPnl: 32_500,
        lastTradedPrice: 10_500,
      },
    ]);
  });

  it("answers INVALID_TOKEN once 5paisa no longer knows the session", async () => {
    const h = await loggedIn();
    h.exchange.expireSessions();
    for (const read of [
      h.broker.availableFunds(h.session),
      h.broker.positions(h.session),
      h.broker.lastTradedPrices([call], h.session),
      h.broker.orderStatus(h.session, "1"),
    ]) {
      expect((await brokerErrorOf(read)).code).toBe("INVALID_TOKEN");
    }
  });

  it("cancels by the order's ExchOrderID and refuses an order it does not know", async () => {
    const h = await loggedIn();
    h.exchange.holdNext();
    const order = await h.broker.placeOrder(h.session, {
      ...marketOrder("c-1"),
      orderType: "LIMIT",
      limitPrice: paise(5_000),
    });
    expect((await h.broker.cancelOrder(h.session, order.orderId)).status).toBe("CANCELLED");
    const cancel = h.server.requests.find((r) => r.path.endsWith(PATHS.cancelOrder));
    expect(cancel?.body).toEqual({
      head: { key: FAKE_CREDENTIALS.vendorKey },
      body: { ExchOrderID: exchOrderIdOf(order.orderId) },
    });
    expect((await brokerErrorOf(h.broker.cancelOrder(h.session, "42"))).code).toBe("UNKNOWN_ORDER");
  });
});

describe("5paisa answers read", () => {
  const api = new FivePaisaApi(new BrokerHttp({ brokerName: "5paisa", baseUrl: "http://x" }), "k");
  const schema = z.unknown();

  it("takes the bare 'Invalid Token' text and body.Status 9 as an expired session", () => {
    expect(() => api.read("/x", "Invalid Token", schema)).toThrow(
      expect.objectContaining({ code: "INVALID_TOKEN" }),
    );
    const expired = { head: { status: "0" }, body: { Message: "Invalid Session", Status: 9 } };
    expect(() => api.read("/x", expired, schema)).toThrow(
      expect.objectContaining({ code: "INVALID_TOKEN" }),
    );
  });

  it("refuses with 5paisa's words when the head is refused (a wrong vendor key)", () => {
    const refused = {
      body: null,
      head: {
        responseCode: "5POrdBkV3",
        status: "2",
        statusDescription: "Invalid head parameters.",
      },
    };
    expect(() => api.read("/x", refused, schema)).toThrow(
      expect.objectContaining({ code: "REJECTED", message: "5paisa: Invalid head parameters." }),
    );
  });

  it("reads 5paisa's /Date(ms+0530)/ instants", () => {
    expect(dateOf("/Date(1707279047230+0530)/")?.toISOString()).toBe("2024-02-07T04:10:47.230Z");
    expect(dateOf("07 Feb 2024")).toBeUndefined();
  });
});

describe("5paisa order book rows", () => {
  const row: OrderBookRow = {
    AtMarket: "N",
    AveragePrice: "5.2",
    BrokerOrderId: 182747604,
    BrokerOrderTime: "/Date(1707279047230+0530)/",
    BuySell: "S",
    DelvIntra: "D",
    Exch: "N",
    ExchOrderID: "1500000035029169",
    ExchType: "D",
    OrderStatus: "Rejected by Exch    ",
    Qty: 65,
    Rate: 4.55,
    Reason: "RMS: margin shortfall",
    RemoteOrderID: "abc",
    ScripCode: 35001,
    TradedQty: 0,
  };

  it("maps 5paisa's statuses, padded ones included", () => {
    expect(statusOf("Fully Executed")).toBe("COMPLETE");
    expect(statusOf("Rejected By 5P")).toBe("REJECTED");
    expect(statusOf("Rejected by Exch    ")).toBe("REJECTED");
    expect(statusOf("AH Cancelled")).toBe("CANCELLED");
    expect(statusOf("Xmitted")).toBe("OPEN");
    expect(statusOf("Pending")).toBe("OPEN");
  });

  it("reads a rejected row with its reason, prices in paise, and leaves other contracts out", () => {
    const now = new Date(0);
    const order = orderOf(row, "C1", fixtureDirectory(), new Map(), now);
    expect(order).toMatchObject({
      orderId: "182747604",
      idempotencyKey: "abc",
      instrumentToken: call,
      transactionType: "SELL",
      product: "NRML",
      orderType: "LIMIT",
      limitPrice: 455,
      averagePrice: null,
      status: "REJECTED",
      statusMessage: "RMS: margin shortfall",
    });
    expect(order?.placedAt.getTime()).toBe(1707279047230);
    const filled = { ...row, OrderStatus: "Fully Executed", TradedQty: 65 };
    expect(orderOf(filled, "C1", fixtureDirectory(), new Map(), now)?.averagePrice).toBe(520);
    expect(orderOf({ ...row, ScripCode: 99 }, "C1", fixtureDirectory(), new Map(), now)).toBe(
      undefined,
    );
  });
});

describe("5paisa position rows", () => {
  const row: PositionRow = {
    BookedPL: 0,
    BuyAvgRate: 100,
    BuyQty: 65,
    Exch: "N",
    ExchType: "D",
    LTP: 0,
    NetQty: 65,
    OrderFor: "D",
    ScripCode: 35001,
    SellAvgRate: 0,
    SellQty: 0,
  };

  it("reads an LTP of 0 as no price yet, not a loss of the whole premium", () => {
    expect(positionOf(row, fixtureDirectory())).toMatchObject({
      netQuantity: 65,
      averagePrice: 10_000,
      unrealisedPnl: 0,
      lastTradedPrice: null,
    });
  });

  it("answers an amount that is not a number as BAD_RESPONSE", () => {
    expect(() => positionOf({ ...row, LTP: "N/A" }, fixtureDirectory())).toThrow(
      expect.objectContaining({ code: "BAD_RESPONSE" }),
    );
  });
});

describe("5paisa quotes", () => {
  it("answers a LastRate that is not a number as BAD_RESPONSE, which the engine's fallback takes", async () => {
    const snapshot = {
      head: { status: "0" },
      body: { Data: [{ Exch: "N", LastRate: "-", Token: 35001 }], Status: 0, Message: "Success" },
    };
    const broker = createFivePaisaBroker(FAKE_CREDENTIALS, {
      scrips: fixtureDirectory(),
      clock: new ManualClock(TEST_INSTANT),
      logger: recordingLogger(),
      fetch: (() => Promise.resolve(Response.json(snapshot))) as typeof fetch,
    });
    const session = { clientId: "50012322", accessToken: "t" };
    expect(await brokerErrorOf(broker.lastTradedPrices([call], session))).toMatchObject({
      code: "BAD_RESPONSE",
    });
  });
});
