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
import { nuvamaDeps } from "./nuvama/fake-nuvama";

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

const brokers: [name: string, configured: Broker, unconfigured: Broker][] = [
  ["IIFL Securities", createIiflBroker(), createIiflBroker()],
  [
    "IIFL Capital",
    createIiflCapitalBroker(all.iifl_capital),
    createIiflCapitalBroker(none.iifl_capital),
  ],
  [
    "Nuvama Wealth",
    createNuvamaBroker(all.nuvama, nuvamaDeps()),
    createNuvamaBroker(none.nuvama, nuvamaDeps()),
  ],
  ["5paisa", createFivePaisaBroker(all["5paisa"]), createFivePaisaBroker(none["5paisa"])],
  ["Alice Blue", createAliceBlueBroker(all.aliceblue), createAliceBlueBroker(none.aliceblue)],
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

/** Brokers whose calls are real now: their own tests cover them (adapters/<broker>/). */
const REAL = new Set(["Nuvama Wealth"]);

describe.each(brokers.filter(([name]) => !REAL.has(name)))(
  "%s adapter",
  (name, broker, unconfigured) => {
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
  },
);

describe("Nuvama Wealth adapter (real calls)", () => {
  const [, broker, unconfigured] = brokers.find(([name]) => name === "Nuvama Wealth")!;

  it("answers loginUrl and the token exchange without its keys with NOT_AVAILABLE", async () => {
    expect(() => unconfigured.loginUrl({ redirectUrl: "https://a.in/cb", state: "s" })).toThrow(
      expect.objectContaining({ code: "NOT_AVAILABLE" }),
    );
    await expect(broker.exchangeToken({ requestToken: "r" })).rejects.toMatchObject({
      code: "NOT_AVAILABLE",
      message: "Nuvama Wealth is not configured: set NUVAMA_API_SECRET",
    });
  });

  it("never answers margin with a made-up figure: NUVAMA has no basket margin call", async () => {
    await expect(
      broker.requiredMargin(session, [
        { instrumentToken: 1, transactionType: "SELL", quantity: 65 },
      ]),
    ).rejects.toMatchObject({ code: "NOT_AVAILABLE" });
  });

  it("refuses quotes without a session, and a session that is not Nuvama's", async () => {
    await expect(broker.lastTradedPrices([1])).rejects.toMatchObject({ code: "NOT_AVAILABLE" });
    await expect(broker.positions(session)).rejects.toMatchObject({ code: "INVALID_TOKEN" });
  });
});

describe("codes", () => {
  it("matches each adapter to its catalogue code", () => {
    expect(brokers.map(([, broker]) => broker.code)).toEqual([
      "iifl",
      "iifl_capital",
      "nuvama",
      "5paisa",
      "aliceblue",
      "hdfc_sky",
      "hdfc_sky_strategy",
    ]);
  });
});
