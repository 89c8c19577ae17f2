import { readFileSync } from "node:fs";
import { expect, it } from "vitest";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import type { BrokerSession } from "../../broker";
import { ScripDirectory, brokerScripsOf } from "../../real/scrip-master";
import { describeBasketsOnRealBroker } from "../../testing/basket-scenarios";
import { describeBrokerContract, type ContractHarness } from "../../testing/broker-contract";
import { FakeExchange } from "../../testing/fake-exchange";
import { createNuvamaBroker, nuvamaTokenRequest } from "./nuvama";
import {
  FAKE_NUVAMA_VENDOR,
  fakeNuvamaRedirect,
  nuvamaDeps,
  startFakeNuvama,
  type FakeNuvamaFaults,
} from "./fake-nuvama";
import { NuvamaOrderTags } from "./order-tag";
import { parseNuvamaMaster } from "./scrip-master";
import { NUVAMA_NO_DATA_STATUS, NUVAMA_NO_ORDERS_CODE } from "./wire";

const ORDER_POLL_MS = 25;
const MASTER = readFileSync(new URL("./fixtures/instruments.csv", import.meta.url), "utf8");

/** The fixture master's scrips: NIFTY 29 Dec 2026 24000 CE (35002) and PE (35003), and more. */
function fixtureDirectory(): ScripDirectory {
  return new ScripDirectory("Nuvama Wealth", brokerScripsOf(parseNuvamaMaster(MASTER)));
}

function instrumentOfBrokerToken(directory: ScripDirectory, brokerToken: string): number {
  const scrip = directory.byToken(brokerToken);
  if (!scrip) throw new Error(`The fixture has no scrip ${brokerToken}`);
  return scrip.instrumentToken;
}

async function startNuvama(
  directory: ScripDirectory,
  clock = nuvamaDeps().clock,
  faults: FakeNuvamaFaults = {},
) {
  const exchange = new FakeExchange(() => clock.now());
  const server = await startFakeNuvama(exchange, FAKE_NUVAMA_VENDOR, faults);
  const adapter = () =>
    createNuvamaBroker(
      FAKE_NUVAMA_VENDOR,
      nuvamaDeps({
        scrips: directory,
        clock,
        baseUrls: { api: server.url },
        orderPollMs: ORDER_POLL_MS,
      }),
    );
  return { exchange, server, broker: adapter(), another: adapter, close: () => server.close() };
}

/** Logs a client in at the fake the way the bridge does: the redirect's query, read our way. */
async function logIn(
  started: Awaited<ReturnType<typeof startNuvama>>,
  clientId: string,
): Promise<BrokerSession> {
  const redirect = new URLSearchParams(fakeNuvamaRedirect(started.exchange, clientId));
  const login = await started.broker.exchangeToken(nuvamaTokenRequest(redirect));
  return login.session;
}

describeBrokerContract("Nuvama Wealth", async (): Promise<ContractHarness> => {
  const directory = fixtureDirectory();
  const started = await startNuvama(directory);
  return {
    ...started,
    session: await logIn(started, "70249886"),
    logInAgain: () => logIn(started, "70249886"),
    instruments: {
      call: instrumentOfBrokerToken(directory, "35002"),
      put: instrumentOfBrokerToken(directory, "35003"),
    },
    unknownInstrument: encodeInstrumentToken({
      underlyingToken: 3727,
      expiry: "2026-12-29",
      type: "call",
      strike: 25000,
    }),
  };
});

describeBasketsOnRealBroker("Nuvama Wealth", {
  code: "nuvama",
  scripOf: (instrument, index) => ({
    instrumentToken: instrument.token,
    brokerToken: String(71_000 + index),
    tradingSymbol: instrument.tradingSymbol,
    exchange: "NFO",
    lotSize: instrument.lotSize,
  }),
  start: (directory, clock) => startNuvama(directory, clock),
  loginRedirect: fakeNuvamaRedirect,
});

// ── Login, as the trader meets it ─────────────────────────────────────────────────────────────

it("logs in in two steps and reads the account id; the session carries Nuvama's three values", async () => {
  const started = await startNuvama(fixtureDirectory());
  try {
    const redirect = new URLSearchParams(fakeNuvamaRedirect(started.exchange, "70204607"));
    const login = await started.broker.exchangeToken(nuvamaTokenRequest(redirect));
    expect(login.client).toEqual({ clientId: "70204607", name: null, email: null, phone: null });
    expect(login.session.clientId).toBe("70204607");
    expect(JSON.parse(login.session.accessToken)).toMatchObject({
      account: "70204607",
      vendorToken: "vendor-session-1",
    });
    const [vendor, data] = started.server.requests;
    expect(vendor?.path).toBe(
      `/edelmw-login/login/accounts/loginvendor/${FAKE_NUVAMA_VENDOR.apiKey}/`,
    );
    expect(vendor?.body).toEqual({ pwd: FAKE_NUVAMA_VENDOR.apiSecret });
    expect(data?.headers.source).toBeUndefined();
    expect(data?.body).toEqual({ reqId: redirect.get("request_id") });
    expect(started.server.violations).toEqual([]);
  } finally {
    await started.close();
  }
});

it("answers an expired or reused request id (Nuvama's 222) with a 'log in again', not a crash", async () => {
  const started = await startNuvama(fixtureDirectory());
  try {
    const redirect = new URLSearchParams(fakeNuvamaRedirect(started.exchange, "C1"));
    await started.broker.exchangeToken(nuvamaTokenRequest(redirect));
    await expect(started.broker.exchangeToken(nuvamaTokenRequest(redirect))).rejects.toMatchObject({
      code: "INVALID_TOKEN",
      message: expect.stringContaining("log in again"),
    });
  } finally {
    await started.close();
  }
});

it("says our app's key was refused when the vendor login fails, naming Nuvama's reason", async () => {
  const exchange = new FakeExchange();
  const server = await startFakeNuvama(exchange);
  try {
    const broker = createNuvamaBroker(
      { ...FAKE_NUVAMA_VENDOR, apiSecret: "wrong-secret" },
      nuvamaDeps({ baseUrls: { api: server.url } }),
    );
    const redirect = new URLSearchParams(fakeNuvamaRedirect(exchange, "C1"));
    await expect(broker.exchangeToken(nuvamaTokenRequest(redirect))).rejects.toMatchObject({
      code: "REJECTED",
      message: "Nuvama Wealth: Invalid vendor credentials",
    });
  } finally {
    await server.close();
  }
});

it("sends a limit order's price in rupees, the tag in rmk, and NRML/MIS as the product", async () => {
  const directory = fixtureDirectory();
  const started = await startNuvama(directory);
  try {
    const session = await logIn(started, "C2");
    started.exchange.holdNext();
    await started.broker.placeOrder(session, {
      idempotencyKey: "k-body",
      instrumentToken: instrumentOfBrokerToken(directory, "35010"),
      transactionType: "SELL",
      quantity: 30,
      product: "MIS",
      orderType: "LIMIT",
      limitPrice: 12_345 as never,
    });
    const placed = started.server.requests.find((r) => r.path.includes("/placetrade/"));
    expect(placed?.path).toBe("/edelmw-eq/eq/trade/placetrade/v1/C2/");
    expect(placed?.body).toMatchObject({
      trdSym: "BANKNIFTY29DEC26C52000",
      exc: "NFO",
      action: "SELL",
      ordTyp: "LIMIT",
      qty: "30",
      sym: "35010_NFO",
      lmPrc: "123.45",
      prdCode: "MIS",
      ordSrc: "API",
    });
    // Every key is tagged with 16 hex characters (order-tag.ts).
    expect(started.exchange.orders[0]?.tag).toMatch(/^[0-9a-f]{16}$/);
    expect(started.server.violations).toEqual([]);
  } finally {
    await started.close();
  }
});

it("reads Nuvama's 222 on an empty order book or position book as none, not an error", async () => {
  const started = await startNuvama(fixtureDirectory());
  try {
    const session = await logIn(started, "C3");
    expect(await started.broker.positions(session)).toEqual([]);
    await expect(started.broker.orderStatus(session, "1")).rejects.toMatchObject({
      code: "UNKNOWN_ORDER",
    });
    const statuses = started.server.requests.map((r) => r.path);
    expect(statuses).toContain("/edelmw-eq/eq/positions/net/C3/");
    expect(started.server.violations).toEqual([]);
  } finally {
    await started.close();
  }
});

it("opens one vendor session for many logins, and a new one when Nuvama drops it", async () => {
  const started = await startNuvama(fixtureDirectory());
  const vendorLogins = () =>
    started.server.requests.filter((r) => r.path.includes("/loginvendor/")).length;
  try {
    await logIn(started, "C4");
    await logIn(started, "C5");
    expect(vendorLogins()).toBe(1);
    started.exchange.expireSessions();
    started.server.dropVendorSessions();
    await logIn(started, "C6");
    expect(vendorLogins()).toBe(2);
  } finally {
    await started.close();
  }
});

const marketBuy = (idempotencyKey: string, instrumentToken: number) => ({
  idempotencyKey,
  instrumentToken,
  transactionType: "BUY" as const,
  quantity: 65,
  product: "NRML" as const,
  orderType: "MARKET" as const,
});

it("finds an order placed before a restart when the same key is sent again: never a second order", async () => {
  const directory = fixtureDirectory();
  const started = await startNuvama(directory);
  try {
    const session = await logIn(started, "C7");
    const key = "0b7e5a52-4c1e-4f43-9a55-0c1f6a1f2b3c:6f9d7c3e-1a2b-4c5d-8e9f-0a1b2c3d4e5f";
    const order = marketBuy(key, instrumentOfBrokerToken(directory, "35002"));
    const placed = await started.broker.placeOrder(session, order);
    expect(started.exchange.orders[0]?.tag).toMatch(/^[0-9a-f]{16}$/);
    const restarted = createNuvamaBroker(
      FAKE_NUVAMA_VENDOR,
      nuvamaDeps({ scrips: directory, baseUrls: { api: started.server.url } }),
    );
    expect(await restarted.placeOrder(session, order)).toMatchObject({
      orderId: placed.orderId,
      idempotencyKey: key,
      status: "COMPLETE",
    });
    expect(started.exchange.orders).toHaveLength(1);
  } finally {
    await started.close();
  }
});

it.each([NUVAMA_NO_DATA_STATUS, 429, 500, "garbled"] as const)(
  "answers an accepted order as open when the order book then fails (%s), never as a refusal",
  async (failure) => {
    const directory = fixtureDirectory();
    const started = await startNuvama(directory, undefined, { bookAfterPlace: failure });
    try {
      const session = await logIn(started, "C8");
      const call = instrumentOfBrokerToken(directory, "35002");
      const placed = await started.broker.placeOrder(session, marketBuy("k-unread", call));
      expect(placed).toMatchObject({
        orderId: started.exchange.orders[0]?.orderId,
        idempotencyKey: "k-unread",
        instrumentToken: call,
        status: "OPEN",
        filledQuantity: 0,
      });
      expect(started.exchange.orders).toHaveLength(1);
      expect(started.server.violations).toEqual([]);
    } finally {
      await started.close();
    }
  },
);

it("still says so when the session expired right after the place", async () => {
  const directory = fixtureDirectory();
  const started = await startNuvama(directory, undefined, { bookAfterPlace: 401 });
  try {
    const session = await logIn(started, "C9");
    const call = instrumentOfBrokerToken(directory, "35002");
    await expect(
      started.broker.placeOrder(session, marketBuy("k-expired", call)),
    ).rejects.toMatchObject({ code: "INVALID_TOKEN" });
  } finally {
    await started.close();
  }
});

it("leaves out a contract whose last price is 0 (not traded yet), as the other brokers do", async () => {
  const directory = fixtureDirectory();
  const started = await startNuvama(directory);
  try {
    const session = await logIn(started, "C10");
    started.exchange.prices.set("35002", 0);
    started.exchange.prices.set("35003", 12_345);
    const call = instrumentOfBrokerToken(directory, "35002");
    const put = instrumentOfBrokerToken(directory, "35003");
    const prices = await started.broker.lastTradedPrices([call, put], session);
    expect([...prices]).toEqual([[put, 12_345]]);
  } finally {
    await started.close();
  }
});

// ── The order book before a send: only Nuvama's "no orders" is an empty book ─────────────────

it.each([
  ["200, another code", 200, { error: { errCd: "EGN0001", errMsg: "Something went wrong" } }],
  ["222, another code", NUVAMA_NO_DATA_STATUS, { error: { errCd: "EGN0001", errMsg: "Busy" } }],
  ["222, no code", NUVAMA_NO_DATA_STATUS, { error: { errMsg: "Try again later" } }],
  ["200, ETRD0002", 200, { error: { errCd: NUVAMA_NO_ORDERS_CODE, errMsg: "No orders" } }],
])(
  "holds a send when the order book answers an error body (%s): fate unknown, nothing sent",
  async (_answer, status, body) => {
    const directory = fixtureDirectory();
    const started = await startNuvama(directory, undefined, { bookAnswer: { status, body } });
    try {
      const session = await logIn(started, "C11");
      const call = instrumentOfBrokerToken(directory, "35002");
      await expect(
        started.broker.placeOrder(session, marketBuy("k-book-error", call)),
      ).rejects.toMatchObject({ code: "BAD_RESPONSE" });
      expect(started.exchange.orders).toHaveLength(0);
      expect(started.server.requests.some((r) => r.path.includes("/placetrade/"))).toBe(false);
    } finally {
      await started.close();
    }
  },
);

it("sends when the order book is Nuvama's 222 'no orders' (ETRD0002)", async () => {
  const directory = fixtureDirectory();
  const started = await startNuvama(directory);
  try {
    const session = await logIn(started, "C12");
    const call = instrumentOfBrokerToken(directory, "35002");
    const placed = await started.broker.placeOrder(session, marketBuy("k-first", call));
    expect(placed).toMatchObject({ idempotencyKey: "k-first", status: "COMPLETE" });
    expect(started.exchange.orders).toHaveLength(1);
  } finally {
    await started.close();
  }
});

// ── Net positions: only Nuvama's "no data" is an empty position book ─────────────────────────

it.each([
  ["200, another code", 200, { error: { errCd: "EGN0001", errMsg: "Something went wrong" } }],
  ["222, another code", NUVAMA_NO_DATA_STATUS, { error: { errCd: "EGN0001", errMsg: "Busy" } }],
  ["222, no code", NUVAMA_NO_DATA_STATUS, { error: { errMsg: "No positions found" } }],
  ["200, ETRD0002", 200, { error: { errCd: NUVAMA_NO_ORDERS_CODE, errMsg: "No positions" } }],
])(
  "answers an error body on net positions (%s) as BAD_RESPONSE, never as holding nothing",
  async (_answer, status, body) => {
    const started = await startNuvama(fixtureDirectory(), undefined, {
      positionsAnswer: { status, body },
    });
    try {
      const session = await logIn(started, "C13");
      await expect(started.broker.positions(session)).rejects.toMatchObject({
        code: "BAD_RESPONSE",
      });
    } finally {
      await started.close();
    }
  },
);

it("keeps an expired session on net positions a 'log in again', even on a 222", async () => {
  const body = { error: { actCd: "52", errCd: "EGN0011", errMsg: "Session Expired" } };
  const started = await startNuvama(fixtureDirectory(), undefined, {
    positionsAnswer: { status: NUVAMA_NO_DATA_STATUS, body },
  });
  try {
    const session = await logIn(started, "C14");
    await expect(started.broker.positions(session)).rejects.toMatchObject({
      code: "INVALID_TOKEN",
    });
  } finally {
    await started.close();
  }
});

it.each([
  [
    "222, ETRD0002",
    NUVAMA_NO_DATA_STATUS,
    { error: { errCd: NUVAMA_NO_ORDERS_CODE, errMsg: "None" } },
  ],
  ["200, data.pos []", 200, { data: { pos: [] } }],
])("reads net positions answered %s as none", async (_answer, status, body) => {
  const started = await startNuvama(fixtureDirectory(), undefined, {
    positionsAnswer: { status, body },
  });
  try {
    const session = await logIn(started, "C15");
    expect(await started.broker.positions(session)).toEqual([]);
  } finally {
    await started.close();
  }
});

// ── The order book row by row ────────────────────────────────────────────────────────────────

it("reads the book past a row it cannot read: the other orders still answer", async () => {
  const directory = fixtureDirectory();
  const faults: FakeNuvamaFaults = {};
  const started = await startNuvama(directory, undefined, faults);
  try {
    const session = await logIn(started, "C13");
    const call = instrumentOfBrokerToken(directory, "35002");
    const first = await started.broker.placeOrder(session, marketBuy("k-one", call));
    // Another order of the trader's, of a kind we cannot read (no ntQty).
    faults.bookRows = (rows) => [...rows, { ordID: "999", sts: "open", rmk: "hedge" }];
    expect(await started.broker.orderStatus(session, first.orderId)).toMatchObject({
      idempotencyKey: "k-one",
      status: "COMPLETE",
    });
    const second = await started.broker.placeOrder(session, marketBuy("k-two", call));
    expect(second).toMatchObject({ idempotencyKey: "k-two", status: "COMPLETE" });
    expect(started.exchange.orders).toHaveLength(2);
  } finally {
    await started.close();
  }
});

it("never sends again when a row it cannot read carries the order's tag", async () => {
  const directory = fixtureDirectory();
  const faults: FakeNuvamaFaults = {};
  const started = await startNuvama(directory, undefined, faults);
  try {
    const session = await logIn(started, "C14");
    const call = instrumentOfBrokerToken(directory, "35002");
    const tag = new NuvamaOrderTags().tag("k-unreadable");
    // Our earlier send's row, in a shape we cannot read (its quantity missing).
    faults.bookRows = (rows) => [...rows, { ordID: "998", sts: "open", rmk: tag }];
    await expect(
      started.broker.placeOrder(session, marketBuy("k-unreadable", call)),
    ).rejects.toMatchObject({ code: "BAD_RESPONSE" });
    expect(started.exchange.orders).toHaveLength(0);
    await expect(started.broker.orderStatus(session, "998")).rejects.toMatchObject({
      code: "BAD_RESPONSE",
    });
  } finally {
    await started.close();
  }
});

// ── AppIdKey ─────────────────────────────────────────────────────────────────────────────────

it("sends an AppIdKey on every call: the one Nuvama gave us, then the one each answer carries", async () => {
  const directory = fixtureDirectory();
  const started = await startNuvama(directory);
  try {
    const session = await logIn(started, "C15");
    await started.broker.availableFunds(session);
    await started.broker.positions(session);
    const keys = started.server.requests.map((r) => r.headers.appidkey);
    expect(keys).toEqual([
      FAKE_NUVAMA_VENDOR.appIdKey,
      "fake-app-id-key-1",
      "fake-app-id-key-2",
      "fake-app-id-key-3",
    ]);
    expect(started.server.violations).toEqual([]);
  } finally {
    await started.close();
  }
});
