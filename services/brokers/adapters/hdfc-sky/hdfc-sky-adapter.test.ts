import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../../../lib/time/clock";
import { TEST_INSTANT } from "../../../testing/test-clock";
import { BrokerError, type BrokerSession } from "../../broker";
import { ScripDirectory } from "../../real/scrip-master";
import { clientIdOfAccessToken } from "./access-token";
import { accessTokenFor } from "./fake-hdfc-sky";
import { availableMarginOf, orderStatusOf, requiredMarginOf, userOrderIdOf } from "./mapping";
import {
  hdfcSkyAnswering,
  TEST_API_KEY,
  fixtureScrips,
  logInAtFake,
  startHdfcSkyOnFake,
  type HdfcSkyOnFake,
} from "./testing";

const scrips = fixtureScrips();
const call = scrips.find((s) => s.tradingSymbol === "NIFTY26DEC24000CE")!;
const put = scrips.find((s) => s.tradingSymbol === "NIFTY26DEC24000PE")!;

function order(key: string, transactionType: "BUY" | "SELL" = "BUY") {
  return {
    idempotencyKey: key,
    instrumentToken: call.instrumentToken,
    transactionType,
    quantity: 65,
    product: "MIS" as const,
    orderType: "MARKET" as const,
  };
}

describe("HDFC SKY adapter on its fake", () => {
  let on: HdfcSkyOnFake;
  beforeEach(async () => {
    on = await startHdfcSkyOnFake(
      new ScripDirectory("HDFC SKY", scrips),
      new ManualClock(TEST_INSTANT),
    );
  });
  afterEach(async () => {
    await on.close();
    expect(on.server.violations).toEqual([]);
  });

  const bodiesOf = (method: string, path: string) =>
    on.server.requests.filter((r) => r.method === method && r.path === path).map((r) => r.body);

  it("logs in: the client id from the access token, the name from the profile", async () => {
    const login = await logInAtFake(on, "S0190007");
    expect(login.client).toEqual({
      clientId: "S0190007",
      name: "TRADER S0190007",
      email: null,
      phone: null,
    });
    expect(login.session.clientId).toBe("S0190007");
    expect(on.exchange.clientOf(login.session.accessToken)).toBe("S0190007");
    const profile = on.server.requests.find((r) => r.path === "/oapi/v1/user/trading_info");
    expect(profile?.query).toEqual({ api_key: TEST_API_KEY, client_id: "S0190007" });
    expect(profile?.headers.authorization).toBe(login.session.accessToken);
  });

  it("answers a request token the broker does not accept with INVALID_TOKEN and its reason", async () => {
    const error = await on.broker
      .exchangeToken({ requestToken: "used-or-forged" })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(BrokerError);
    expect(error).toMatchObject({
      code: "INVALID_TOKEN",
      message:
        "HDFC SKY did not accept the login: Request token is invalid or expired. Log in again",
    });
  });

  it("sends a market order as a limit 2% beyond the last price, tagged with its key", async () => {
    const { session } = await logInAtFake(on, "C1");
    on.exchange.prices.set(call.brokerToken, 10_000);
    const bought = await on.broker.placeOrder(session, order("k-buy"));
    await on.broker.placeOrder(session, order("k-sell", "SELL"));
    expect(bought).toMatchObject({ orderType: "MARKET", limitPrice: 10_200, status: "OPEN" });
    expect(bodiesOf("POST", "/oapi/v1/orders")).toEqual([
      expect.objectContaining({
        order_type: "LIMIT",
        price: 102,
        order_side: "BUY",
        product: "MIS",
        instrument_token: call.brokerToken,
        client_id: "C1",
        user_order_id: userOrderIdOf("k-buy"),
        tags: [expect.stringMatching(/^[0-9a-f]{20}$/)],
      }),
      expect.objectContaining({ order_type: "LIMIT", price: 98, order_side: "SELL" }),
    ]);
  });

  it("refuses a market order it cannot price, sending nothing", async () => {
    const { session } = await logInAtFake(on, "C2");
    on.exchange.prices.set(call.brokerToken, 0);
    await expect(on.broker.placeOrder(session, order("k-unpriced"))).rejects.toMatchObject({
      code: "REJECTED",
      message: expect.stringContaining("gave no last price for NIFTY26DEC24000CE") as unknown,
    });
    expect(on.exchange.orders).toHaveLength(0);
  });

  it("asks the margin of the legs together, priced, with the underlying's spot", async () => {
    const { session } = await logInAtFake(on, "C3");
    on.exchange.prices.set(call.brokerToken, 12_345);
    const margin = await on.broker.requiredMargin(session, [
      { instrumentToken: call.instrumentToken, transactionType: "BUY", quantity: 65 },
      { instrumentToken: put.instrumentToken, transactionType: "SELL", quantity: 65 },
    ]);
    expect(bodiesOf("PUT", "/oapi/v1/fetch-ltp")).toEqual([
      {
        data: [
          { exchange: "NFO", token: call.brokerToken },
          { exchange: "NFO", token: put.brokerToken },
          { exchange: "NSE_INDEX", token: "26000" },
        ],
      },
    ]);
    const [body] = bodiesOf("POST", "/oapi/v1/margin") as [{ data: unknown[] }];
    expect(body.data).toEqual([
      expect.objectContaining({ side: "BUY", price: "123.45", underlying: 23_450, product: "0" }),
      expect.objectContaining({ side: "SELL", price: "100.00", series: "OPTIDX", quantity: "65" }),
    ]);
    expect(Number.isInteger(margin) && margin > 0).toBe(true);
  });
});

describe("HDFC SKY answers read the broker's way", () => {
  const session: BrokerSession = { clientId: "C9", accessToken: accessTokenFor("C9", 1) };

  const brokerAnswering = hdfcSkyAnswering;

  it("takes an error envelope sent with HTTP 200 as a rejection with the broker's reason", async () => {
    const broker = brokerAnswering(200, {
      data: {},
      error_code: 44000,
      message: "`product` is invalid",
      status: "error",
    });
    await expect(broker.availableFunds(session)).rejects.toMatchObject({
      code: "REJECTED",
      message: "HDFC SKY: `product` is invalid",
    });
  });

  it("takes the docs' 'Request Unauthorised' and a 401 as the session over", async () => {
    const unauthorised = { status: "error", message: "Request Unauthorised", error_code: 40000 };
    await expect(brokerAnswering(200, unauthorised).positions(session)).rejects.toMatchObject({
      code: "INVALID_TOKEN",
    });
    await expect(
      brokerAnswering(401, { error: "invalid credentials" }).positions(session),
    ).rejects.toMatchObject({ code: "INVALID_TOKEN" });
  });

  it("takes a 403 as a refusal with its reason, not as a dead session", async () => {
    const broker = brokerAnswering(403, {
      status: "error",
      message: "algo orders from merchant can only of Limit type",
      error_code: 40000,
    });
    await expect(broker.orderStatus(session, "1")).rejects.toMatchObject({
      code: "REJECTED",
      message: "HDFC SKY: algo orders from merchant can only of Limit type",
    });
  });

  it("reads the client id of an access token, or says it names none", () => {
    expect(clientIdOfAccessToken(accessTokenFor("S0190007", 3), "HDFC SKY")).toBe("S0190007");
    expect(() => clientIdOfAccessToken("opaque-token", "HDFC SKY")).toThrow(
      "HDFC SKY's access token names no client",
    );
  });

  it("maps the order book's statuses: only final ones are final", () => {
    expect(
      ["CONFIRMED", "PARTIAL_TRADE", "CANCEL_REJECTED", "TRIGGER_PENDING"].map(orderStatusOf),
    ).toEqual(["OPEN", "OPEN", "OPEN", "OPEN"]);
    expect(["COMPLETE", "REJECTED", "CANCEL_CONFIRMED", "cancelled"].map(orderStatusOf)).toEqual([
      "COMPLETE",
      "REJECTED",
      "CANCELLED",
      "CANCELLED",
    ]);
  });

  it("reads Available Margin from either row shape of the funds view", () => {
    expect(
      availableMarginOf([
        ["Margin Used", "19.34"],
        ["Available Margin", "8,239.85"],
      ]),
    ).toBe(823_985);
    expect(availableMarginOf([{ "0": "Available Margin", "1": "8239.85" }])).toBe(823_985);
    expect(() => availableMarginOf([["Opening Balance", "1"]])).toThrow("no Available Margin");
  });

  it("sums the docs' sample margin in paise, and the legs where the combined block is empty", () => {
    const docsSample = {
      combined_margin: { span: 0, exposure_margin: 12162.225, premium_margin: 2788.75 },
      individual_margin_values: [],
    };
    expect(requiredMarginOf(docsSample)).toBe(1_216_223 + 278_875);
    const legsOnly = {
      combined_margin: { span: 0 },
      individual_margin_values: [
        { span: 52982.75, exposure_margin: 12162.225, premium_benefit: 8321.25 },
        { premium_margin: 11110 },
      ],
    };
    expect(requiredMarginOf(legsOnly)).toBe(5_298_275 + 1_216_223 - 832_125 + 1_111_000);
  });

  it("gives each idempotency key one stable nine-digit user_order_id", () => {
    expect(userOrderIdOf("basket-1:leg-1")).toBe(userOrderIdOf("basket-1:leg-1"));
    expect(userOrderIdOf("basket-1:leg-1")).not.toBe(userOrderIdOf("basket-1:leg-2"));
    expect(String(userOrderIdOf("any"))).toMatch(/^[1-9]\d{8}$/);
  });
});
