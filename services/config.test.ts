import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEVELOPMENT_SESSION_SECRET } from "../lib/env/session-secret";
import { DEFAULT_RECONCILER_SETTINGS } from "./baskets/reconciling/reconciler-settings";
import { DEFAULT_SENDS_AT_ONCE } from "./baskets/sending/send-turns";
import { UNANSWERED_SEND_HOLD_MS } from "./baskets/sending/unanswered-sends";
import { parseBrokerCredentials } from "./brokers/broker-credentials";
import { ConfigError, DEFAULT_MARKET_SEED, parseConfig, type Env } from "./config";
import { loadEnvFileIfPresent } from "./load-env-file";
import { derivePaperBrokerSecret } from "./runtime/paper-broker-secret";
import webpush from "web-push";
import { SUPPORT_MAILTO } from "../lib/support-contact";
import { deriveVapidKeys } from "./alerts/vapid-keys";

const SECRET = "s".repeat(32);

function problemsOf(env: Env): readonly string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error("expected a ConfigError");
}

describe("parseConfig", () => {
  it("applies the defaults to an empty environment", () => {
    expect(parseConfig({})).toEqual({
      port: 4000,
      host: "127.0.0.1",
      database: { kind: "pglite", dataDir: "data/pglite" },
      sessionSecret: DEVELOPMENT_SESSION_SECRET,
      webOrigins: ["http://localhost:3000"],
      webRevalidateUrl: "http://localhost:3000/api/revalidate",
      redisUrl: undefined,
      analystApiKey: undefined,
      realtimeHeartbeatMs: 30_000,
      marketSeed: DEFAULT_MARKET_SEED,
      paperBrokerSecret: derivePaperBrokerSecret(DEVELOPMENT_SESSION_SECRET),
      seedSampleCatalogue: false,
      practiceMarket: true,
      sandboxBrokers: true,
      brokerCredentials: parseBrokerCredentials({}),
      reconciler: DEFAULT_RECONCILER_SETTINGS,
      basketSendsAtOnce: DEFAULT_SENDS_AT_ONCE,
      unansweredSendHoldMs: UNANSWERED_SEND_HOLD_MS,
      expirySettleIntervalMs: 60_000,
      webPush: {
        vapidKeys: deriveVapidKeys(DEVELOPMENT_SESSION_SECRET),
        subject: SUPPORT_MAILTO,
        extraOrigins: [],
      },
    });
  });

  it("reads every variable", () => {
    const config = parseConfig({
      PORT: "8080",
      HOST: "0.0.0.0",
      DATABASE_URL: "postgres://app:pw@db.internal:5432/strikeline",
      SESSION_SECRET: SECRET,
      WEB_ORIGIN: "https://app.strikeline.in/, https://m.strikeline.in",
      WEB_REVALIDATE_URL: "http://web.internal:3000/api/revalidate",
      REDIS_URL: "redis://cache:6379",
      ANALYST_API_KEY: "k".repeat(24),
      REALTIME_HEARTBEAT_MS: "15000",
      MARKET_SEED: "42",
      PAPER_BROKER_SECRET: "p".repeat(40),
      SEED_SAMPLE_CATALOGUE: "1",
      NUVAMA_API_KEY: "nuvama-key",
      BROKER_TOKEN_KEY: "ab".repeat(32),
      RECONCILE_INTERVAL_MS: "500",
      RECONCILE_STALE_AFTER_MS: "3000",
      RECONCILE_LEASE_MS: "8000",
      RECONCILE_STATUS_PER_SECOND: "2",
      EXPIRY_SETTLE_INTERVAL_MS: "1000",
      BASKET_SENDS_AT_ONCE: "16",
      UNANSWERED_SEND_HOLD_MS: "12000",
      PRACTICE_MARKET: "0",
      SANDBOX_BROKERS: "0",
      CLOCK_START: "2026-11-28T20:25:00+05:30",
      WEB_PUSH_EXTRA_ORIGINS: "http://127.0.0.1:4390",
    });
    expect(config).toEqual({
      port: 8080,
      host: "0.0.0.0",
      database: { kind: "postgres", url: "postgres://app:pw@db.internal:5432/strikeline" },
      sessionSecret: SECRET,
      webOrigins: ["https://app.strikeline.in", "https://m.strikeline.in"],
      webRevalidateUrl: "http://web.internal:3000/api/revalidate",
      redisUrl: "redis://cache:6379",
      analystApiKey: "k".repeat(24),
      realtimeHeartbeatMs: 15_000,
      marketSeed: 42,
      paperBrokerSecret: "p".repeat(40),
      seedSampleCatalogue: true,
      brokerCredentials: parseBrokerCredentials({ NUVAMA_API_KEY: "nuvama-key" }),
      brokerTokenKey: "ab".repeat(32),
      reconciler: { intervalMs: 500, staleAfterMs: 3_000, leaseMs: 8_000, statusPerSecond: 2 },
      basketSendsAtOnce: 16,
      unansweredSendHoldMs: 12_000,
      expirySettleIntervalMs: 1_000,
      practiceMarket: false,
      sandboxBrokers: false,
      clockStart: new Date("2026-11-28T14:55:00Z"),
      webPush: {
        vapidKeys: deriveVapidKeys(SECRET),
        subject: SUPPORT_MAILTO,
        extraOrigins: ["http://127.0.0.1:4390"],
      },
    });
  });

  it("uses PGlite, in memory if asked, when DATABASE_URL is unset or empty", () => {
    expect(parseConfig({ DATABASE_URL: "", PGLITE_DATA_DIR: "memory://" }).database).toEqual({
      kind: "pglite",
      dataDir: "memory://",
    });
  });

  it("names each bad variable, all at once", () => {
    const problems = problemsOf({
      PORT: "http",
      DATABASE_URL: "mysql://db/x",
      WEB_ORIGIN: "localhost:3000",
      REDIS_URL: "not a url",
      ANALYST_API_KEY: "short",
      MARKET_SEED: "1.5",
      PAPER_BROKER_SECRET: "short",
      HDFC_SKY_API_KEY: "has spaces inside",
      RECONCILE_LEASE_MS: "5",
      BASKET_SENDS_AT_ONCE: "0",
    });
    expect(problems.map((p) => p.split(":")[0]).sort()).toEqual([
      "ANALYST_API_KEY",
      "BASKET_SENDS_AT_ONCE",
      "DATABASE_URL",
      "HDFC_SKY_API_KEY",
      "MARKET_SEED",
      "PAPER_BROKER_SECRET",
      "PORT",
      "RECONCILE_LEASE_MS",
      "REDIS_URL",
      "WEB_ORIGIN",
    ]);
  });

  it.each([["-1"], ["65536"], ["4000.5"]])("rejects PORT=%s", (port) => {
    expect(problemsOf({ PORT: port })).toEqual([expect.stringMatching(/^PORT: /)]);
  });

  it("puts the variable names in the error message", () => {
    expect(() => parseConfig({ PORT: "x" })).toThrow(
      /Invalid services configuration:\n {2}- PORT: /,
    );
  });

  it("requires SESSION_SECRET in production, and a long enough one anywhere", () => {
    expect(problemsOf({ NODE_ENV: "production" })).toEqual([
      "SESSION_SECRET: SESSION_SECRET must be set in production",
    ]);
    expect(problemsOf({ SESSION_SECRET: "too-short" })).toEqual([
      "SESSION_SECRET: must be at least 32 bytes long",
    ]);
    expect(parseConfig({ NODE_ENV: "production", SESSION_SECRET: SECRET }).sessionSecret).toBe(
      SECRET,
    );
  });
});

describe("parseConfig: the embedded market and the paper broker", () => {
  it("gives everyone the same market seed unless MARKET_SEED says otherwise", () => {
    expect(parseConfig({}).marketSeed).toBe(20_260_113);
    expect(parseConfig({ MARKET_SEED: "-7" }).marketSeed).toBe(-7);
  });

  it.each([["abc"], ["1.5"], ["9007199254740993"]])("rejects MARKET_SEED=%s", (seed) => {
    expect(problemsOf({ MARKET_SEED: seed })).toEqual([expect.stringMatching(/^MARKET_SEED: /)]);
  });

  it("derives the paper broker's secret from SESSION_SECRET: stable, long, not the secret", () => {
    const secret = parseConfig({ SESSION_SECRET: SECRET }).paperBrokerSecret;
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(secret).not.toContain(SECRET);
    expect(parseConfig({ SESSION_SECRET: SECRET }).paperBrokerSecret).toBe(secret);
    expect(parseConfig({ SESSION_SECRET: "t".repeat(32) }).paperBrokerSecret).not.toBe(secret);
  });

  it("takes PAPER_BROKER_SECRET as given, at least 32 characters", () => {
    const own = "own-paper-broker-secret-0123456789";
    expect(parseConfig({ PAPER_BROKER_SECRET: own }).paperBrokerSecret).toBe(own);
    expect(problemsOf({ PAPER_BROKER_SECRET: "short" })).toEqual([
      "PAPER_BROKER_SECRET: must be at least 32 characters",
    ]);
  });

  it("reads the brokers' credentials, trimmed", () => {
    const config = parseConfig({
      ALICEBLUE_APP_CODE: " code ",
      ALICEBLUE_API_SECRET: "",
      BROKER_TOKEN_KEY: "ab".repeat(32),
    });
    expect(config.brokerCredentials.aliceblue).toEqual({ appCode: "code", apiSecret: undefined });
  });

  it("needs BROKER_TOKEN_KEY once a real broker is configured, and checks its length", () => {
    expect(problemsOf({ HDFC_SKY_API_KEY: "key" })).toEqual([
      expect.stringMatching(/^BROKER_TOKEN_KEY: required when a real broker is configured/),
    ]);
    expect(problemsOf({ BROKER_TOKEN_KEY: "ab".repeat(16) })).toEqual([
      expect.stringMatching(/^BROKER_TOKEN_KEY: must be 32 bytes/),
    ]);
    expect(parseConfig({}).brokerTokenKey).toBeUndefined();
  });
});

describe("parseConfig: the clock, the practice market and Web Push", () => {
  it("reads PRACTICE_MARKET and CLOCK_START", () => {
    expect(parseConfig({ PRACTICE_MARKET: "0" }).practiceMarket).toBe(false);
    expect(parseConfig({ CLOCK_START: "2026-11-28T20:25:00+05:30" }).clockStart).toEqual(
      new Date("2026-11-28T14:55:00Z"),
    );
    expect(problemsOf({ CLOCK_START: "tomorrow" })).toEqual([
      expect.stringMatching(/^CLOCK_START: must be an ISO instant/),
    ]);
  });

  it("takes VAPID keys as a pair, both or neither, and push origins for tests", () => {
    const keys = webpush.generateVAPIDKeys();
    const config = parseConfig({
      VAPID_PUBLIC_KEY: keys.publicKey,
      VAPID_PRIVATE_KEY: keys.privateKey,
      VAPID_SUBJECT: "https://strikeline.in/contact",
      WEB_PUSH_EXTRA_ORIGINS: "http://127.0.0.1:4390",
    });
    expect(config.webPush).toEqual({
      vapidKeys: keys,
      subject: "https://strikeline.in/contact",
      extraOrigins: ["http://127.0.0.1:4390"],
    });
    expect(problemsOf({ VAPID_PUBLIC_KEY: keys.publicKey })).toEqual([
      "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither",
    ]);
    const other = webpush.generateVAPIDKeys();
    expect(
      problemsOf({ VAPID_PUBLIC_KEY: keys.publicKey, VAPID_PRIVATE_KEY: other.privateKey }),
    ).toEqual([expect.stringMatching(/not a P-256 key pair/)]);
    expect(problemsOf({ VAPID_SUBJECT: "ops@strikeline.in" })).toEqual([
      "VAPID_SUBJECT: must be a mailto: or https:// URL",
    ]);
  });
});

describe("loadEnvFileIfPresent", () => {
  const KEYS = ["SL_TEST_FROM_FILE", "SL_TEST_ALREADY_SET"];
  let dir: string;
  afterEach(() => {
    for (const key of KEYS) delete process.env[key];
    rmSync(dir, { recursive: true, force: true });
  });

  it("loads .env without overriding variables already set", () => {
    dir = mkdtempSync(path.join(tmpdir(), "sl-env-"));
    writeFileSync(path.join(dir, ".env"), "SL_TEST_FROM_FILE=file\nSL_TEST_ALREADY_SET=file\n");
    process.env.SL_TEST_ALREADY_SET = "environment";
    expect(loadEnvFileIfPresent(dir)).toBe(path.join(dir, ".env"));
    expect(process.env.SL_TEST_FROM_FILE).toBe("file");
    expect(process.env.SL_TEST_ALREADY_SET).toBe("environment");
  });

  it("does nothing when there is no .env", () => {
    dir = mkdtempSync(path.join(tmpdir(), "sl-env-"));
    expect(loadEnvFileIfPresent(dir)).toBeUndefined();
    expect(process.env.SL_TEST_FROM_FILE).toBeUndefined();
  });
});
