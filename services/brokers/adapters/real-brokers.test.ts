import { describe, expect, it } from "vitest";
import type { Paise } from "../../../lib/money/paise";
import { BrokerError, type Broker, type BrokerSession, type OrderRequest } from "../broker";
import { parseBrokerCredentials } from "../broker-credentials";
import { createAliceBlueBroker } from "./alice-blue";
import { createFivePaisaBroker } from "./five-paisa";
import { createHdfcSkyBroker, createHdfcSkyStrategyBroker } from "./hdfc-sky";
import { createIiflBroker } from "./iifl";
import { createIiflCapitalBroker } from "./iifl-capital";
import { createNuvamaBroker } from "./nuvama";
import { systemClock } from "../../../lib/time/clock";
import { recordingLogger } from "../../testing/recording-logger";
import type { RealBrokerDeps } from "../real/real-broker-deps";
import { ScripDirectory } from "../real/scrip-master";

// Every real broker with every key configured: the calls must still be 'not available yet'.
const all = parseBrokerCredentials({
  IIFL_CAPITAL_APP_KEY: "k",
  NUVAMA_API_KEY: "k",
  FIVEPAISA_VENDOR_KEY: "k",
  ALICEBLUE_APP_CODE: "k",
  HDFC_SKY_API_KEY: "k",
  HDFC_SKY_STRATEGY_API_KEY: "k",
});
const none = parseBrokerCredentials({});

// Real adapters (their calls go to the broker): built on an empty scrip directory.
const realDeps: RealBrokerDeps = {
  scrips: new ScripDirectory("Alice Blue"),
  clock: systemClock,
  logger: recordingLogger(),
  baseUrls: { api: "http://127.0.0.1:9" },
};

const brokers: [name: string, configured: Broker, unconfigured: Broker][] = [
  ["IIFL Securities", createIiflBroker(), createIiflBroker()],
  [
    "IIFL Capital",
    createIiflCapitalBroker(all.iifl_capital),
    createIiflCapitalBroker(none.iifl_capital),
  ],
  ["Nuvama Wealth", createNuvamaBroker(all.nuvama), createNuvamaBroker(none.nuvama)],
  ["5paisa", createFivePaisaBroker(all["5paisa"]), createFivePaisaBroker(none["5paisa"])],
  ["HDFC SKY", createHdfcSkyBroker(all.hdfc_sky), createHdfcSkyBroker(none.hdfc_sky)],
  [
    "HDFC SKY Strategy",
    createHdfcSkyStrategyBroker(all.hdfc_sky_strategy),
    createHdfcSkyStrategyBroker(none.hdfc_sky_strategy),
  ],
];

const session: BrokerSession = { clientId: "C1", accessToken: "t" };
const order: OrderRequest = {
  idempotencyKey: "k1",
  instrumentToken: 1,
  transactionType: "BUY",
  quantity: 65,
  product: "NRML",
  orderType: "MARKET",
};

const calls: [call: string, invoke: (broker: Broker) => Promise<unknown>][] = [
  ["Token exchange", (b) => b.exchangeToken({ requestToken: "r" })],
  ["Available funds", (b) => b.availableFunds(session)],
  ["Required margin", (b) => b.requiredMargin(session, [])],
  ["Order placement", (b) => b.placeOrder(session, order)],
  ["Order cancellation", (b) => b.cancelOrder(session, "o1")],
  ["Order status", (b) => b.orderStatus(session, "o1")],
  ["Positions", (b) => b.positions(session)],
  ["Last traded prices", (b) => b.lastTradedPrices([1])],
];

function notAvailable(call: string, name: string) {
  return expect.objectContaining({
    name: "BrokerError",
    code: "NOT_AVAILABLE",
    message: `${call} is not available for this broker yet (${name})`,
  });
}

describe.each(brokers)("%s adapter", (name, broker, unconfigured) => {
  it.each(calls)("answers %s with NOT_AVAILABLE and the broker's name", async (call, invoke) => {
    await expect(invoke(broker)).rejects.toEqual(notAvailable(call, name));
    await expect(invoke(unconfigured)).rejects.toBeInstanceOf(BrokerError);
  });

  it("refuses an order-update subscription with NOT_AVAILABLE", () => {
    expect(() => broker.onOrderUpdate(session, () => undefined)).toThrow(
      notAvailable("Order updates", name),
    );
  });

  it("answers loginUrl without its key with a NOT_AVAILABLE naming the broker", () => {
    const login = () => unconfigured.loginUrl({ redirectUrl: "https://a.in/cb", state: "s" });
    expect(login).toThrow(BrokerError);
    expect(login).toThrow(expect.objectContaining({ code: "NOT_AVAILABLE" }));
    expect(login).toThrow(name);
  });

  it("never answers margin with a made-up figure", async () => {
    const margin: Promise<Paise> = broker.requiredMargin(session, [
      { instrumentToken: 1, transactionType: "SELL", quantity: 65 },
    ]);
    await expect(margin).rejects.toMatchObject({ code: "NOT_AVAILABLE" });
  });
});

describe("codes", () => {
  it("matches each adapter to its catalogue code", () => {
    expect(brokers.map(([, broker]) => broker.code)).toEqual([
      "iifl",
      "iifl_capital",
      "nuvama",
      "5paisa",
      "hdfc_sky",
      "hdfc_sky_strategy",
    ]);
  });
});

describe("Alice Blue adapter (real calls)", () => {
  const configured = createAliceBlueBroker(all.aliceblue, realDeps);
  const unconfigured = createAliceBlueBroker(none.aliceblue, realDeps);

  it("names the missing secret instead of exchanging a token without it", async () => {
    await expect(
      configured.exchangeToken({ requestToken: "r", params: { userId: "U1" } }),
    ).rejects.toMatchObject({
      code: "NOT_AVAILABLE",
      message: expect.stringContaining("ALICEBLUE_API_SECRET"),
    });
  });

  it("refuses a contract its master does not list before sending anything", async () => {
    await expect(configured.placeOrder(session, order)).rejects.toMatchObject({
      code: "UNKNOWN_INSTRUMENT",
    });
    await expect(
      configured.requiredMargin(session, [
        { instrumentToken: 1, transactionType: "SELL", quantity: 65 },
      ]),
    ).rejects.toMatchObject({ code: "UNKNOWN_INSTRUMENT" });
  });

  it("quotes only on a trader's session", async () => {
    await expect(configured.lastTradedPrices([1])).rejects.toMatchObject({ code: "NOT_AVAILABLE" });
  });

  it("answers loginUrl without its app code with a NOT_AVAILABLE naming the broker", () => {
    const login = () => unconfigured.loginUrl({ redirectUrl: "https://a.in/cb", state: "s" });
    expect(login).toThrow(expect.objectContaining({ code: "NOT_AVAILABLE" }));
    expect(login).toThrow("Alice Blue");
  });
});
