import { describe, expect, it } from "vitest";
import type { Paise } from "../../../lib/money/paise";
import { systemClock } from "../../../lib/time/clock";
import { recordingLogger } from "../../testing/recording-logger";
import { BrokerError, type Broker, type BrokerSession, type OrderRequest } from "../broker";
import { parseBrokerCredentials } from "../broker-credentials";
import { ScripDirectory } from "../real/scrip-master";
import { createAliceBlueBroker } from "./alice-blue";
import { createFivePaisaBroker } from "./five-paisa";
import { createHdfcSkyBroker, createHdfcSkyStrategyBroker } from "./hdfc-sky";
import { createIiflBroker } from "./iifl";
import { createIiflCapitalBroker } from "./iifl-capital";
import { createNuvamaBroker } from "./nuvama";

// Every hand-off-only broker with every key configured: the calls must still be 'not available
// yet'. IIFL Capital's calls are real (iifl-capital/*.test.ts); what it refuses is below.
const all = parseBrokerCredentials({
  IIFL_CAPITAL_APP_KEY: "k",
  NUVAMA_API_KEY: "k",
  FIVEPAISA_VENDOR_KEY: "k",
  ALICEBLUE_APP_CODE: "k",
  HDFC_SKY_API_KEY: "k",
  HDFC_SKY_STRATEGY_API_KEY: "k",
});
const none = parseBrokerCredentials({});
const deps = { scrips: new ScripDirectory("test"), clock: systemClock, logger: recordingLogger() };
/** Brokers whose calls are real now: tested against their fakes (adapters/<broker>/). */
const REAL_CALLS = new Set(["hdfc_sky", "hdfc_sky_strategy"]);

const brokers: [name: string, configured: Broker, unconfigured: Broker][] = [
  ["IIFL Securities", createIiflBroker(), createIiflBroker()],
  ["Nuvama Wealth", createNuvamaBroker(all.nuvama), createNuvamaBroker(none.nuvama)],
  ["5paisa", createFivePaisaBroker(all["5paisa"]), createFivePaisaBroker(none["5paisa"])],
  ["Alice Blue", createAliceBlueBroker(all.aliceblue), createAliceBlueBroker(none.aliceblue)],
  ["HDFC SKY", createHdfcSkyBroker(all.hdfc_sky, deps), createHdfcSkyBroker(none.hdfc_sky, deps)],
  [
    "HDFC SKY Strategy",
    createHdfcSkyStrategyBroker(all.hdfc_sky_strategy, deps),
    createHdfcSkyStrategyBroker(none.hdfc_sky_strategy, deps),
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

const handOffOnly = brokers.filter(([, broker]) => !REAL_CALLS.has(broker.code));
const realCalls = brokers.filter(([, broker]) => REAL_CALLS.has(broker.code));

describe.each(handOffOnly)("%s adapter", (name, broker, unconfigured) => {
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

describe.each(realCalls)("%s adapter without its keys", (name, _configured, unconfigured) => {
  const variable = name === "HDFC SKY" ? "HDFC_SKY_API_KEY" : "HDFC_SKY_STRATEGY_API_KEY";

  const sessionCalls = ["Available funds", "Order cancellation", "Order status", "Positions"];
  it.each(calls.filter(([call]) => sessionCalls.includes(call)))(
    "answers %s with NOT_AVAILABLE naming the variable to set",
    async (_call, invoke) => {
      await expect(invoke(unconfigured)).rejects.toMatchObject({
        code: "NOT_AVAILABLE",
        message: `${name} is not configured: set ${variable}`,
      });
    },
  );

  it("needs the trader's session for quotes, and no call for the margin of no legs", async () => {
    await expect(unconfigured.lastTradedPrices([1])).rejects.toMatchObject({
      code: "NOT_AVAILABLE",
    });
    await expect(unconfigured.requiredMargin(session, [])).resolves.toBe(0);
  });

  it("refuses the token exchange until its key and secret are set", async () => {
    await expect(unconfigured.exchangeToken({ requestToken: "r" })).rejects.toMatchObject({
      code: "NOT_AVAILABLE",
      message: expect.stringContaining(variable.replace("_KEY", "_SECRET")) as unknown,
    });
  });

  it("checks an order's instrument before anything else", async () => {
    await expect(unconfigured.placeOrder(session, order)).rejects.toMatchObject({
      code: "UNKNOWN_INSTRUMENT",
    });
  });
});

describe("IIFL Capital adapter (real calls)", () => {
  const deps = {
    scrips: new ScripDirectory("IIFL Capital"),
    clock: systemClock,
    logger: recordingLogger(),
  };
  const configured = createIiflCapitalBroker(all.iifl_capital, deps);
  const unconfigured = createIiflCapitalBroker(none.iifl_capital, deps);

  it("answers loginUrl without its key with a NOT_AVAILABLE naming the broker", () => {
    const login = () => unconfigured.loginUrl({ redirectUrl: "https://a.in/cb", state: "s" });
    expect(login).toThrow(expect.objectContaining({ code: "NOT_AVAILABLE" }));
    expect(login).toThrow("IIFL Capital");
  });

  it("refuses the token exchange without the app secret, naming the variable", async () => {
    await expect(
      configured.exchangeToken({ requestToken: "r", params: { clientId: "C1" } }),
    ).rejects.toMatchObject({
      code: "NOT_AVAILABLE",
      message: expect.stringContaining("IIFL_CAPITAL_APP_SECRET"),
    });
  });

  it("refuses quotes without a session, and contracts its master does not list", async () => {
    await expect(configured.lastTradedPrices([1])).rejects.toMatchObject({ code: "NOT_AVAILABLE" });
    await expect(configured.placeOrder(session, order)).rejects.toMatchObject({
      code: "UNKNOWN_INSTRUMENT",
    });
    await expect(
      configured.requiredMargin(session, [
        { instrumentToken: 1, transactionType: "SELL", quantity: 65 },
      ]),
    ).rejects.toMatchObject({ code: "UNKNOWN_INSTRUMENT" });
  });

  it("is the iifl_capital adapter", () => {
    expect(configured.code).toBe("iifl_capital");
  });
});

describe("codes", () => {
  it("matches each adapter to its catalogue code", () => {
    expect(brokers.map(([, broker]) => broker.code)).toEqual([
      "iifl",
      "nuvama",
      "5paisa",
      "aliceblue",
      "hdfc_sky",
      "hdfc_sky_strategy",
    ]);
  });
});
