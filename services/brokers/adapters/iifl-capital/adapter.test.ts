import type { Hono } from "hono";
import { afterEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../../../lib/time/clock";
import { paise } from "../../../../lib/money/paise";
import { instrumentByToken } from "../../../market/instrument-lookup";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import { recordingLogger } from "../../../testing/recording-logger";
import { TEST_INSTANT } from "../../../testing/test-clock";
import { BrokerError, type Broker, type BrokerSession } from "../../broker";
import { ScripDirectory } from "../../real/scrip-master";
import { startFakeBrokerServer, type FakeBrokerServer } from "../../testing/fake-broker-server";
import { FakeExchange } from "../../testing/fake-exchange";
import { createIiflCapitalBroker, iiflCapitalTokenRequest } from "./iifl-capital";
import { iiflCapitalLoginRedirect, startFakeIiflCapital } from "./fake-iifl-capital";
import { placeOrderSchema } from "./wire";
import { orderTagOf } from "../../real/idempotent-placement";

const SECRET = "app-secret-1";
const call = instrumentByToken(
  encodeInstrumentToken({
    underlyingToken: 3727,
    expiry: "2026-12-29",
    type: "call",
    strike: 23100,
  }),
)!;
const put = instrumentByToken(
  encodeInstrumentToken({
    underlyingToken: 3727,
    expiry: "2026-12-29",
    type: "put",
    strike: 23100,
  }),
)!;
const scrips = () =>
  new ScripDirectory("IIFL Capital", [
    {
      instrumentToken: call.token,
      brokerToken: "35089",
      tradingSymbol: "NIFTY26DEC23100CE",
      exchange: "NSEFO",
      lotSize: 65,
    },
    {
      instrumentToken: put.token,
      brokerToken: "35090",
      tradingSymbol: "NIFTY26DEC23100PE",
      exchange: "NSEFO",
      lotSize: 65,
    },
  ]);

function adapterOn(
  url: string,
  directory = scrips(),
  appSecret = SECRET,
  bookReadGapMs = 0,
  logger = recordingLogger(),
) {
  const clock = new ManualClock(TEST_INSTANT);
  return createIiflCapitalBroker(
    { appKey: "APPKEY1", appSecret },
    {
      scrips: directory,
      clock,
      logger,
      baseUrls: { api: url },
      orderPollMs: 25,
    },
    { bookReadGapMs },
  );
}

let closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  await Promise.all(closers.map((close) => close()));
  closers = [];
});

async function fakeIifl() {
  const exchange = new FakeExchange(() => TEST_INSTANT);
  const directory = scrips();
  const server = await startFakeIiflCapital(exchange, {
    appSecret: SECRET,
    scrips: directory,
    now: () => TEST_INSTANT,
  });
  closers.push(() => server.close());
  return { exchange, server, directory };
}

async function logIn(broker: Broker, exchange: FakeExchange, clientId = "CL42") {
  const redirect = new URLSearchParams(iiflCapitalLoginRedirect(exchange, clientId));
  return broker.exchangeToken(iiflCapitalTokenRequest(redirect));
}

/** A stand-in answering each path with a fixed status and body (answers the docs do not show). */
async function answering(routes: Record<string, [number, unknown]>): Promise<FakeBrokerServer> {
  const server = await startFakeBrokerServer((app: Hono) => {
    for (const [route, [status, body]] of Object.entries(routes)) {
      const [method, path] = route.split(" ") as [string, string];
      app.on(method, path, (c) => c.json(body as object, status as 200));
    }
  });
  closers.push(() => server.close());
  return server;
}

const session: BrokerSession = { clientId: "CL42", accessToken: "jwt-1" };

describe("IIFL Capital login", () => {
  it("exchanges the redirect for a session and reads the client from the profile", async () => {
    const { exchange, server } = await fakeIifl();
    const login = await logIn(adapterOn(server.url), exchange);
    expect(login.client).toEqual({
      clientId: "CL42",
      name: "Trader CL42",
      email: "cl42@example.com",
      phone: "9********1",
    });
    expect(exchange.clientOf(login.session.accessToken)).toBe("CL42");
    const [exchangeCall] = server.requests;
    expect(exchangeCall).toMatchObject({ method: "POST", path: "/getusersession" });
    expect(server.requests[1]?.headers.authorization).toBe(`Bearer ${login.session.accessToken}`);
  });

  it("refuses a login whose checkSum IIFL does not recognise (another app secret), clearly", async () => {
    const { exchange, server } = await fakeIifl();
    const error = await logIn(adapterOn(server.url, scrips(), "wrong-secret"), exchange).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(BrokerError);
    expect(error).toMatchObject({
      code: "INVALID_TOKEN",
      message:
        "IIFL Capital did not confirm the login: Invalid checkSum or authCode expired (Not_Ok)",
    });
  });

  it("refuses an authCode used twice", async () => {
    const { exchange, server } = await fakeIifl();
    const broker = adapterOn(server.url);
    const redirect = new URLSearchParams(iiflCapitalLoginRedirect(exchange, "CL42"));
    await broker.exchangeToken(iiflCapitalTokenRequest(redirect));
    await expect(broker.exchangeToken(iiflCapitalTokenRequest(redirect))).rejects.toMatchObject({
      code: "INVALID_TOKEN",
    });
  });

  it("reads a refusal answered with a 4xx as a login to do again, with IIFL's reason", async () => {
    const server = await answering({
      "POST /getusersession": [401, { status: "EC055", message: "Unauthorized access" }],
    });
    await expect(
      adapterOn(server.url).exchangeToken({ requestToken: "AC1", params: { clientId: "CL9" } }),
    ).rejects.toMatchObject({
      code: "INVALID_TOKEN",
      message: "IIFL Capital did not confirm the login: Unauthorized access",
    });
  });

  it("answers a login IIFL does not answer in time as TIMEOUT, never a crash", async () => {
    const server = await answering({ "POST /getusersession": [503, { message: "down" }] });
    await expect(
      adapterOn(server.url).exchangeToken({ requestToken: "AC1", params: { clientId: "CL9" } }),
    ).rejects.toMatchObject({ code: "TIMEOUT" });
  });
});

describe("IIFL Capital errors", () => {
  it("reads EC044 in a 200 or a 400 as an expired session", async () => {
    for (const status of [200, 400]) {
      const server = await answering({
        "GET /limits": [status, { status: "EC044", message: "Token is not valid." }],
      });
      await expect(adapterOn(server.url).availableFunds(session)).rejects.toMatchObject({
        code: "INVALID_TOKEN",
      });
    }
  });

  it("tells a refused order's EC code and message", async () => {
    const server = await answering({
      "GET /orders": [200, { status: "EC916", message: "No orders found for this user." }],
      "POST /orders": [
        200,
        {
          status: "Ok",
          message: "Success",
          result: [{ status: "EC954", message: "quantity must be a multiple of the lot size." }],
        },
      ],
    });
    const order = {
      idempotencyKey: "k1",
      instrumentToken: call.token,
      transactionType: "BUY" as const,
      quantity: 10,
      product: "NRML" as const,
      orderType: "MARKET" as const,
    };
    await expect(adapterOn(server.url).placeOrder(session, order)).rejects.toMatchObject({
      code: "REJECTED",
      message: "IIFL Capital: quantity must be a multiple of the lot size. (EC954)",
    });
  });

  it("never reads a failed order book as an empty one (it would place twice)", async () => {
    const server = await answering({
      "GET /orders": [200, { status: "EC915", message: "Error fetching order book." }],
    });
    await expect(adapterOn(server.url).orderStatus(session, "1")).rejects.toMatchObject({
      code: "REJECTED",
    });
  });

  it("reads an answer of an unexpected shape as BAD_RESPONSE", async () => {
    const server = await answering({ "GET /limits": [200, { status: "Ok", result: { cash: 1 } }] });
    await expect(adapterOn(server.url).availableFunds(session)).rejects.toMatchObject({
      code: "BAD_RESPONSE",
    });
  });
});

/** An order book row in the docs' shape (05-orders.md "Order Book"), on the call contract. */
function bookRow(overrides: Record<string, unknown>): Record<string, unknown> {
  return {
    clientId: "CL42",
    brokerOrderId: "2409200000001",
    orderStatus: "open",
    tradingSymbol: "NIFTY26DEC23100CE",
    instrumentId: "35089",
    exchange: "NSEFO",
    transactionType: "BUY",
    quantity: "65",
    product: "NORMAL",
    orderType: "MARKET",
    price: "0.0",
    averageTradedPrice: "0.0",
    filledQuantity: "0",
    pendingQuantity: "65",
    rejectionReason: "",
    exchangeTimestamp: "20-Sep-2024 16:05:33",
    orderTag: "NA",
    ...overrides,
  };
}

const marketBuy = (idempotencyKey: string) => ({
  idempotencyKey,
  instrumentToken: call.token,
  transactionType: "BUY" as const,
  quantity: 65,
  product: "NRML" as const,
  orderType: "MARKET" as const,
});

const PLACED: [number, unknown] = [
  200,
  {
    status: "Ok",
    message: "Success",
    result: [{ status: "Success", message: "Success", brokerOrderId: "2409200000009" }],
  },
];

describe("IIFL Capital order book answers", () => {
  it("reads an empty book answered as a lone status stub as empty, and places the order", async () => {
    const stubs: unknown[] = [
      [{ status: "ok" }],
      [{ status: "Ok", message: "Success" }],
      { status: "Ok", message: "Success", result: { status: "ok" } },
      { status: "Ok", message: "Success", result: [{ status: "ok" }] },
    ];
    for (const empty of stubs) {
      const logger = recordingLogger();
      const server = await answering({ "GET /orders": [200, empty], "POST /orders": PLACED });
      const broker = adapterOn(server.url, scrips(), SECRET, 0, logger);
      await expect(broker.orderStatus(session, "1")).rejects.toMatchObject({
        code: "UNKNOWN_ORDER",
      });
      const placed = await broker.placeOrder(session, marketBuy("k-empty"));
      expect(placed.orderId).toBe("2409200000009");
      expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(1);
      expect(logger.entries).toEqual([]);
    }
  });

  it("never reads a stub carrying an error code as an empty book", async () => {
    const server = await answering({
      "GET /orders": [200, [{ status: "EC915", message: "Error fetching order book." }]],
      "POST /orders": PLACED,
    });
    const broker = adapterOn(server.url);
    await expect(broker.placeOrder(session, marketBuy("k-failed"))).rejects.toMatchObject({
      code: "REJECTED",
    });
    expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(0);
  });

  it("reads the book row by row: a row it cannot read holds only the send it may be", async () => {
    const oursTag = orderTagOf("k-readable", 24);
    const unreadableTag = orderTagOf("k-unreadable", 24);
    const server = await answering({
      "GET /orders": [
        200,
        [
          bookRow({ brokerOrderId: "2409200000001", orderTag: oursTag }),
          // A row of a shape we do not know (no transactionType): it fails its schema.
          bookRow({ brokerOrderId: "2409200000002", orderTag: unreadableTag, transactionType: 1 }),
        ],
      ],
      "POST /orders": PLACED,
    });
    const logger = recordingLogger();
    const broker = adapterOn(server.url, scrips(), SECRET, 0, logger);
    // The readable row is still read.
    expect(await broker.orderStatus(session, "2409200000001")).toMatchObject({
      orderId: "2409200000001",
      status: "OPEN",
    });
    expect(logger.entries).toContainEqual(
      expect.objectContaining({
        level: "warn",
        fields: expect.objectContaining({ brokerOrderId: "2409200000002" }),
      }),
    );
    // The order the unreadable row may be is held (fate unknown), never sent a second time.
    await expect(broker.placeOrder(session, marketBuy("k-unreadable"))).rejects.toMatchObject({
      code: "BAD_RESPONSE",
    });
    expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(0);
    // The one the readable row is: found, not sent again.
    expect((await broker.placeOrder(session, marketBuy("k-readable"))).orderId).toBe(
      "2409200000001",
    );
    // Any other order: sent.
    expect((await broker.placeOrder(session, marketBuy("k-new"))).orderId).toBe("2409200000009");
    expect(server.requests.filter((r) => r.method === "POST")).toHaveLength(1);
  });
});

describe("IIFL Capital order book price unit", () => {
  /** A stand-in whose order book is what `book()` gives at each read; orders always placed. */
  async function bookAnswering(book: () => unknown): Promise<FakeBrokerServer> {
    const server = await startFakeBrokerServer((app: Hono) => {
      app.get("/orders", (c) => c.json(book() as object));
      app.post("/orders", (c) => c.json(PLACED[1] as object));
    });
    closers.push(() => server.close());
    return server;
  }

  it("reads our limit price back in paise, and tells once when the book is in another unit", async () => {
    const tag = orderTagOf("k-limit", 24);
    const limitBuy = {
      ...marketBuy("k-limit"),
      orderType: "LIMIT" as const,
      limitPrice: paise(12_345),
    };
    for (const [price, read, misread] of [
      ["12345.0", 12_345, false],
      ["123.45", 123, true],
    ] as const) {
      let book: unknown = [{ status: "ok" }];
      const server = await bookAnswering(() => book);
      const logger = recordingLogger();
      const broker = adapterOn(server.url, scrips(), SECRET, 0, logger);
      const placed = await broker.placeOrder(session, limitBuy);
      book = [bookRow({ brokerOrderId: placed.orderId, orderTag: tag, orderType: "LIMIT", price })];
      expect((await broker.orderStatus(session, placed.orderId)).limitPrice).toBe(read);
      await broker.orderStatus(session, placed.orderId);
      const told = logger.entries.filter((entry) => entry.level === "error");
      expect(told).toHaveLength(misread ? 1 : 0);
    }
  });
});

describe("IIFL Capital orders on the wire", () => {
  it("sends NRML as NORMAL, MIS as INTRADAY, a limit's price in rupees and our key's tag", async () => {
    const { exchange, server } = await fakeIifl();
    const broker = adapterOn(server.url);
    const { session: live } = await logIn(broker, exchange);
    exchange.holdNext(2);
    await broker.placeOrder(live, {
      idempotencyKey: "basket-1:leg-1",
      instrumentToken: call.token,
      transactionType: "BUY",
      quantity: 130,
      product: "MIS",
      orderType: "LIMIT",
      limitPrice: paise(12_345),
    });
    await broker.placeOrder(live, {
      idempotencyKey: "basket-1:leg-2",
      instrumentToken: put.token,
      transactionType: "SELL",
      quantity: 65,
      product: "NRML",
      orderType: "MARKET",
    });
    const sent = server.requests
      .filter((r) => r.method === "POST" && r.path === "/orders")
      .map((r) => placeOrderSchema.parse((r.body as unknown[])[0]));
    expect(sent[0]).toMatchObject({
      instrumentId: "35089",
      exchange: "NSEFO",
      quantity: "130",
      product: "INTRADAY",
      orderType: "LIMIT",
      price: "123.45",
      validity: "DAY",
      orderComplexity: "REGULAR",
    });
    expect(sent[1]).toMatchObject({
      instrumentId: "35090",
      product: "NORMAL",
      orderType: "MARKET",
    });
    expect(sent[1]?.price).toBeUndefined();
    expect(sent[0]?.orderTag).toMatch(/^[0-9a-f]{24}$/);
    expect(sent[0]?.orderTag).not.toBe(sent[1]?.orderTag);
  });

  it("answers a cancellation of a filled order with its final state, and of an unknown one UNKNOWN_ORDER", async () => {
    const { exchange, server } = await fakeIifl();
    const broker = adapterOn(server.url);
    const { session: live } = await logIn(broker, exchange);
    const order = await broker.placeOrder(live, {
      idempotencyKey: "k-filled",
      instrumentToken: call.token,
      transactionType: "BUY",
      quantity: 65,
      product: "NRML",
      orderType: "MARKET",
    });
    expect((await broker.cancelOrder(live, order.orderId)).status).toBe("COMPLETE");
    await expect(broker.cancelOrder(live, "999")).rejects.toMatchObject({ code: "UNKNOWN_ORDER" });
  });

  it("asks IIFL's SPAN for the legs together and adds the premium of the bought ones", async () => {
    const { exchange, server } = await fakeIifl();
    const broker = adapterOn(server.url);
    const { session: live } = await logIn(broker, exchange);
    exchange.prices.set("35089", 10_050);
    const margin = await broker.requiredMargin(live, [
      { instrumentToken: call.token, transactionType: "BUY", quantity: 65 },
      { instrumentToken: put.token, transactionType: "SELL", quantity: 65 },
    ]);
    // The fake's SPAN: ₹180 a unit sold; the premium: 65 × ₹100.50.
    expect(margin).toBe(65 * 18_000 + 65 * 10_050);
    const body = server.requests.find((r) => r.path === "/spanexposure")?.body;
    expect(body).toEqual([
      { instrumentId: "35089", exchange: "NSEFO", transactionType: "BUY", quantity: 65 },
      { instrumentId: "35090", exchange: "NSEFO", transactionType: "SELL", quantity: 65 },
    ]);
  });

  it("spaces order book reads of one session to IIFL's 3 a second", async () => {
    const { exchange, server } = await fakeIifl();
    const broker = adapterOn(server.url, scrips(), SECRET, 120);
    const { session: live } = await logIn(broker, exchange);
    const started = performance.now();
    await Promise.all([broker.positions(live), broker.positions(live), broker.positions(live)]);
    expect(performance.now() - started).toBeGreaterThanOrEqual(230);
  });
});

describe("the fake IIFL Capital", () => {
  it("refuses a request that breaks the documented format, and records it", async () => {
    const { exchange, server } = await fakeIifl();
    const { session: live } = await logIn(adapterOn(server.url), exchange);
    const order = {
      instrumentId: "35089",
      exchange: "NSEFO",
      transactionType: "BUY",
      quantity: "65",
      orderComplexity: "REGULAR",
      product: "NRML",
      orderType: "MARKET",
      validity: "DAY",
      orderTag: "t",
    };
    const answer = await fetch(`${server.url}/orders`, {
      method: "POST",
      headers: { Authorization: `Bearer ${live.accessToken}`, "Content-Type": "application/json" },
      body: JSON.stringify([order]),
    });
    expect(answer.status).toBe(400);
    const unsigned = await fetch(`${server.url}/limits`);
    expect(unsigned.status).toBe(400);
    expect(server.violations).toEqual([
      expect.stringContaining("POST /orders: body: 0.product"),
      expect.stringContaining("GET /limits: headers: authorization"),
    ]);
    expect(exchange.orders).toHaveLength(0);
  });
});
