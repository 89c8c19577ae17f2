import { describe, expect, it } from "vitest";
import { brokerByCode } from "../../../lib/brokers";
import { systemClock } from "../../../lib/time/clock";
import { createRealBrokers } from "../../runtime/real-brokers";
import { recordingLogger } from "../../testing/recording-logger";
import type { BrokerSession, OrderRequest } from "../broker";
import { parseBrokerCredentials } from "../broker-credentials";
import type { RealBrokerCode } from "../registry";

// What every real broker answers before it would send anything: each one's calls over the wire
// are tested against its fake (adapters/<broker>/*.contract.test.ts).
const none = parseBrokerCredentials({});
const options = { clock: systemClock, logger: recordingLogger() };
const unconfigured = createRealBrokers({ credentials: none, ...options }).adapters;

const session: BrokerSession = { clientId: "C1", accessToken: "t" };
/** An instrument token no broker's (empty) directory lists. */
const order: OrderRequest = {
  idempotencyKey: "k1",
  instrumentToken: 1,
  transactionType: "BUY",
  quantity: 65,
  product: "NRML",
  orderType: "MARKET",
};

const HAND_OFF_ONLY: readonly RealBrokerCode[] = ["iifl"];
const adapters = (Object.keys(unconfigured) as RealBrokerCode[])
  .filter((code) => !HAND_OFF_ONLY.includes(code))
  .map((code) => [brokerByCode(code)!.name, code] as const);

describe.each(adapters)("%s adapter, before anything is sent", (name, code) => {
  const broker = unconfigured[code];

  it("answers loginUrl without its key with NOT_AVAILABLE naming the broker", () => {
    const login = () => broker.loginUrl({ redirectUrl: "https://a.in/cb", state: "s" });
    expect(login).toThrow(expect.objectContaining({ code: "NOT_AVAILABLE" }));
    expect(login).toThrow(`${name} is not configured: set `);
  });

  it("refuses the token exchange until it is configured", async () => {
    await expect(
      broker.exchangeToken({ requestToken: "r", params: { clientId: "C1", userId: "C1" } }),
    ).rejects.toMatchObject({ code: "NOT_AVAILABLE" });
  });

  it("checks an order's instrument against its scrip master first", async () => {
    await expect(broker.placeOrder(session, order)).rejects.toMatchObject({
      code: "UNKNOWN_INSTRUMENT",
      message: expect.stringContaining(`${name}'s instrument list`) as unknown,
    });
  });

  it("needs a trader's session for quotes", async () => {
    await expect(broker.lastTradedPrices([1])).rejects.toMatchObject({ code: "NOT_AVAILABLE" });
  });
});

describe("IIFL Securities (XTS), hand-off only (docs/brokers.md)", () => {
  const broker = unconfigured.iifl;
  const calls: [call: string, invoke: () => Promise<unknown>][] = [
    ["Token exchange", () => broker.exchangeToken({ requestToken: "r" })],
    ["Available funds", () => broker.availableFunds(session)],
    ["Required margin", () => broker.requiredMargin(session, [])],
    ["Order placement", () => broker.placeOrder(session, order)],
    ["Order cancellation", () => broker.cancelOrder(session, "o1")],
    ["Order status", () => broker.orderStatus(session, "o1")],
    ["Positions", () => broker.positions(session)],
    ["Last traded prices", () => broker.lastTradedPrices([1], session)],
  ];

  it.each(calls)("answers %s with NOT_AVAILABLE and the broker's name", async (call, invoke) => {
    await expect(invoke()).rejects.toMatchObject({
      code: "NOT_AVAILABLE",
      message: `${call} is not available for this broker yet (IIFL Securities)`,
    });
  });

  it("refuses an order-update subscription with NOT_AVAILABLE", () => {
    expect(() => broker.onOrderUpdate(session, () => undefined)).toThrow(
      expect.objectContaining({ code: "NOT_AVAILABLE" }),
    );
  });
});

describe("createRealBrokers", () => {
  it("downloads the masters of the configured brokers only", () => {
    const some = parseBrokerCredentials({ HDFC_SKY_API_KEY: "k", FIVEPAISA_VENDOR_KEY: "k" });
    const built = createRealBrokers({ credentials: some, ...options });
    expect(built.masters.map((m) => m.format.broker).sort()).toEqual(["5paisa", "hdfc_sky"]);
  });
});
