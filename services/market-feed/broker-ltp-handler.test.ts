import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { paise } from "../../lib/money/paise";
import { ManualClock } from "../../lib/time/clock";
import { issueSession, type SessionAuth } from "../auth/session-auth";
import type { Broker } from "../brokers/broker";
import { BrokerPriceHub } from "../brokers/streams/price-hub";
import { TokenVault } from "../brokers/token-vault";
import { BrokerSessionStore } from "../db/broker-sessions-repo";
import { openDatabase, type Database } from "../db/database";
import { upsertUser } from "../db/users-repo";
import { recordingLogger } from "../testing/recording-logger";
import { PGLITE_BOOT_TIMEOUT_MS } from "../testing/test-config";
import { brokerPriceRoutes } from "./broker-ltp-handler";

const SECRET = "a-session-secret-long-enough-for-hs256!!";
const NOW = new Date("2026-11-25T05:00:00Z");

describe("GET /marketfeed/broker-ltp", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  let database: Database;
  let app: ReturnType<typeof brokerPriceRoutes>;
  let hub: BrokerPriceHub;
  const clock = new ManualClock(NOW);
  const sessions: SessionAuth = { secret: SECRET, clock };
  const tokens: Record<string, string> = {};

  beforeAll(async () => {
    database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
    await database.migrate();
    const db = database.db;
    const brokerSessions = new BrokerSessionStore(db, TokenVault.derivedFrom(SECRET));
    // The broker's quote call, as its adapter answers it (no stream here: the quote is the source).
    const aliceBlue = {
      code: "aliceblue",
      lastTradedPrices: async (asked: readonly number[]) =>
        new Map(asked.filter((t) => t === 1).map((t) => [t, paise(12_345)])),
    } as unknown as Broker; // the hub reads only the quote call
    hub = new BrokerPriceHub({
      broker: aliceBlue,
      now: () => clock.now(),
      logger: recordingLogger(),
    });
    for (const [broker, clientId] of [
      ["aliceblue", "AB1"],
      ["strikeline_broker", "PB1"],
    ] as const) {
      const { user } = await upsertUser(db, { broker, clientId });
      await brokerSessions.save(user.id, `access-${clientId}`);
      tokens[broker] = await issueSession(sessions, { sub: user.id, broker, clientId });
    }
    app = brokerPriceRoutes({
      db,
      sessions,
      brokerSessions,
      hubs: { aliceblue: hub },
      sessionOf: () => "live",
      now: () => clock.now(),
      indexLevels: (_broker, asked) => new Map(asked.map((token) => [token, paise(2_345_010)])),
    });
  }, PGLITE_BOOT_TIMEOUT_MS);
  afterAll(async () => {
    await hub.close();
    await database.close();
  });

  const get = (query: string, token?: string) =>
    app.request(`/?${query}`, token ? { headers: { Authorization: `Bearer ${token}` } } : {});

  it("answers the trader's own broker's prices, each with its source and time", async () => {
    const response = await get("instrument_token=1,2,3727", tokens.aliceblue);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      isSuccess: true,
      // The index level the broker's feed does not carry comes from the simulated market, said so.
      data: { "1": 123.45, "3727": 23_450.1 },
      quotes: {
        "1": { source: "quote", at: NOW.toISOString(), stale: false },
        "3727": { source: "simulated", at: NOW.toISOString(), stale: false },
      },
      broker: "aliceblue",
      market_session: "live",
    });
  });

  it("is a trader's call: no session is 401; the paper broker's traders keep the feed (409)", async () => {
    expect((await get("instrument_token=1")).status).toBe(401);
    expect((await get("instrument_token=1", tokens.strikeline_broker)).status).toBe(409);
    expect((await get("instrument_token=x", tokens.aliceblue)).status).toBe(400);
  });
});
