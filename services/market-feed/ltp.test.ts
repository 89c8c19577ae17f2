import { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { niftyOption, TRADING_INSTANT } from "../brokers/test-broker/testing/paper-fixture";
import { openDatabase, type Database } from "../db/database";
import { ManualClock } from "../../lib/time/clock";
import type { SimulatedMarket } from "../market/simulated-market";
import type { createBrokers } from "../runtime/create-brokers";
import { recordingLogger } from "../testing/recording-logger";
import { testAppDeps } from "../testing/test-app-deps";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../testing/test-config";
import { lastTradedPricesHandler } from "./ltp-handler";
import { MAX_LTP_TOKENS } from "./ltp-query";

const LTP = "/market-feed/marketfeed/ltp";
const NIFTY = 3727;
// A valid-looking token no contract has.
const UNKNOWN_TOKEN = 987_654_321;

describe("GET /market-feed/marketfeed/ltp", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  let database: Database;
  let market: SimulatedMarket;
  let clock: ManualClock;
  let app: ReturnType<typeof buildApp>;
  let brokers: ReturnType<typeof createBrokers>["brokers"];

  beforeAll(async () => {
    const logger = recordingLogger();
    database = openDatabase({ kind: "pglite", dataDir: "memory://" }, logger);
    await database.migrate();
    const config = testConfig();
    clock = new ManualClock(TRADING_INSTANT);
    const deps = await testAppDeps(database, { config, clock });
    market = deps.market;
    brokers = deps.brokers;
    app = buildApp(deps);
  });
  afterAll(() => database.close());

  // The market's own price of a token, in rupees: what the feed must answer.
  const rupeesOf = (token: number) => {
    const price = market.lastTradedPrice(token);
    if (price === undefined) throw new Error(`No price for ${token}`);
    return price / 100;
  };

  const ltp = async (query: string) => {
    const response = await app.request(`${LTP}?${query}`);
    return { status: response.status, body: (await response.json()) as unknown };
  };

  it("answers the index and two options in rupees, and leaves an unknown token out", async () => {
    const call = niftyOption(market, "call", 2);
    const put = niftyOption(market, "put", -2);
    const { status, body } = await ltp(
      `instrument_token=${NIFTY}&instrument_token=${call.token},${put.token},${UNKNOWN_TOKEN}`,
    );
    expect(status).toBe(200);
    expect(body).toEqual({
      isSuccess: true,
      data: {
        [NIFTY]: rupeesOf(NIFTY),
        [call.token]: rupeesOf(call.token),
        [put.token]: rupeesOf(put.token),
      },
      market_session: "live",
    });
  });

  it("prices with at most two decimals, and follows the market's clock", async () => {
    const first = await ltp(`instrument_token=${NIFTY}`);
    clock.advanceMinutes(30);
    const later = await ltp(`instrument_token=${NIFTY}`);
    const priceIn = (body: unknown) => (body as { data: Record<string, number> }).data[NIFTY];
    expect(priceIn(later.body)).toBe(rupeesOf(NIFTY));
    expect(priceIn(later.body)).not.toBe(priceIn(first.body));
    for (const price of [priceIn(first.body), priceIn(later.body)])
      expect(String(price)).toMatch(/^\d+(\.\d{1,2})?$/);
  });

  it("answers an empty map when no token is known", async () => {
    expect(await ltp(`instrument_token=${UNKNOWN_TOKEN}`)).toEqual({
      status: 200,
      body: { isSuccess: true, data: {}, market_session: "live" },
    });
  });

  it.each([
    ["", "instrument_token is required: one or more instrument tokens"],
    ["instrument_token=", 'instrument_token must be a list of positive integers, got ""'],
    [
      "instrument_token=3727,abc",
      'instrument_token must be a list of positive integers, got "abc"',
    ],
    ["instrument_token=-1", 'instrument_token must be a list of positive integers, got "-1"'],
    ["instrument_token=3727&market=paper", 'market must be live or practice, got "paper"'],
    [
      `instrument_token=${Array.from({ length: MAX_LTP_TOKENS + 1 }, (_, i) => i + 1).join(",")}`,
      `instrument_token: at most ${MAX_LTP_TOKENS} tokens per request`,
    ],
  ])("answers 400 with a message for %j", async (query, errorMessage) => {
    expect(await ltp(query)).toEqual({ status: 400, body: { isSuccess: false, errorMessage } });
  });

  it("keeps the practice market moving while NSE is shut, the live one at the close", async () => {
    const saved = clock.now();
    clock.set(new Date("2026-11-28T20:25:00+05:30")); // a Saturday evening
    const priceOf = async (market: string) => {
      const { body } = await ltp(`instrument_token=${NIFTY}&market=${market}`);
      return body as { data: Record<string, number>; market_session: string };
    };
    const [live, practice] = [await priceOf("live"), await priceOf("practice")];
    clock.advanceMinutes(2);
    const [liveLater, practiceLater] = [await priceOf("live"), await priceOf("practice")];
    clock.set(saved);
    expect(live.market_session).toBe("closed");
    expect(practice.market_session).toBe("practice");
    expect(liveLater.data[NIFTY]).toBe(live.data[NIFTY]);
    expect(practiceLater.data[NIFTY]).not.toBe(practice.data[NIFTY]);
  });

  it("needs no session token", async () => {
    const response = await app.request(`${LTP}?instrument_token=${NIFTY}`, {
      headers: { Authorization: "Bearer not-a-token" },
    });
    expect(response.status).toBe(200);
  });

  it("answers isSuccess false when the broker refuses (a real broker without a feed yet)", async () => {
    const nuvama = {
      lastTradedPrices: (tokens: readonly number[]) => brokers.nuvama.lastTradedPrices(tokens),
      session: () => "live" as const,
    };
    const feed = new Hono().get(
      "/ltp",
      lastTradedPricesHandler({ live: nuvama, practice: nuvama }),
    );
    const response = await feed.request(`/ltp?instrument_token=${NIFTY}`);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      isSuccess: false,
      errorMessage: expect.stringMatching(/^Last traded prices is not available/),
    });
  });
});
