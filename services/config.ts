import { z } from "zod";
import { parseSentryDsn } from "../lib/monitoring/sentry-dsn";
import { sessionSecretFromEnv } from "../lib/env/session-secret";
import { REVALIDATE_PATH } from "../lib/page-cache/revalidation-call";
import {
  DEFAULT_RECONCILER_SETTINGS,
  type ReconcilerSettings,
} from "./baskets/reconciling/reconciler-settings";
import { DEFAULT_SENDS_AT_ONCE } from "./baskets/sending/send-turns";
import { UNANSWERED_SEND_HOLD_MS } from "./baskets/sending/unanswered-sends";
import { parseBrokerCredentials, type BrokerCredentials } from "./brokers/broker-credentials";
import { derivePaperBrokerSecret } from "./runtime/paper-broker-secret";
import { TokenVault } from "./brokers/token-vault";
import { SUPPORT_MAILTO } from "../lib/support-contact";
import { deriveVapidKeys, isVapidKeyPair, type VapidKeys } from "./alerts/vapid-keys";
import { ConfigError, type Env } from "./config-error";

/** Where the database lives: a real PostgreSQL server, or embedded PGlite (a directory or memory). */
export type DatabaseConfig =
  { kind: "postgres"; url: string } | { kind: "pglite"; dataDir: string };

export interface ServicesConfig {
  port: number;
  host: string;
  database: DatabaseConfig;
  sessionSecret: string;
  /** Origins allowed to call the services with credentials (CORS). */
  webOrigins: string[];
  /**
   * WEB_REVALIDATE_URL: where the web app takes the signed call that renders a changed
   * tradebox's cached pages again (runtime/web-page-revalidation.ts); the first web origin's
   * /api/revalidate unset.
   */
  webRevalidateUrl: string;
  redisUrl: string | undefined;
  analystApiKey: string | undefined;
  realtimeHeartbeatMs: number;
  /** Seed of the embedded simulated market: the same seed gives everyone the same prices. */
  marketSeed: number;
  /**
   * PRACTICE_MARKET: the paper broker trades on a practice session while NSE is shut, its market
   * moving as in a session (docs/market-simulation.md). On unless 0.
   */
  practiceMarket: boolean;
  /**
   * SANDBOX_BROKERS: each real broker without credentials here is served as a sandbox (its
   * contract-suite fake with a login page, filling at the simulated market); on by default, never
   * for a broker whose credentials are set. 0 turns every sandbox off.
   */
  sandboxBrokers: boolean;
  /**
   * CLOCK_START: the instant the process's clock starts at, running at real speed from there
   * (journeys and demos at a stated hour); real time unset.
   */
  clockStart: Date | undefined;
  /** HMAC key of the paper broker's login and access tokens (PAPER_BROKER_SECRET or derived). */
  paperBrokerSecret: string;
  /** Write the sample catalogue at start (idempotent): the journeys' in-memory database. */
  seedSampleCatalogue: boolean;
  /** The real brokers' API keys (brokers/broker-credentials.ts). */
  brokerCredentials: BrokerCredentials;
  /**
   * BROKER_TOKEN_KEY: the key brokers' access tokens are encrypted with at rest
   * (brokers/token-vault.ts); required once a real broker is configured. Unset, the embedded
   * default derives one from SESSION_SECRET.
   */
  brokerTokenKey: string | undefined;
  /** How baskets are kept in step with their brokers (baskets/basket-reconciler.ts). */
  reconciler: ReconcilerSettings;
  /** BASKET_SENDS_AT_ONCE: baskets sending their orders at once per instance (send-turns.ts). */
  basketSendsAtOnce: number;
  /**
   * UNANSWERED_SEND_HOLD_MS: how long an order sent without an answer is only searched for in
   * its broker's book, never sent again (baskets/unanswered-sends.ts); longer than any broker
   * takes to show an order it booked.
   */
  unansweredSendHoldMs: number;
  /**
   * EXPIRY_SETTLE_INTERVAL_MS: how often legs held past their expiry are looked for and settled
   * (baskets/expiry-settler.ts, the paper broker's book); a minute unless given.
   */
  expirySettleIntervalMs: number;
  /** SENTRY_DSN: where unhandled errors are reported (monitoring/error-reporting.ts); off unset. */
  sentryDsn: string | undefined;
  /** APP_VERSION: the deployed version, the release an error report names. */
  appVersion: string | undefined;
  /** Web Push (services/alerts): how our alerts reach traders' devices. */
  webPush: {
    /** VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY, or derived from SESSION_SECRET (vapid-keys.ts). */
    vapidKeys: VapidKeys;
    /** VAPID_SUBJECT: who push services may contact about our messages (mailto: or https:). */
    subject: string;
    /** WEB_PUSH_EXTRA_ORIGINS: push endpoints allowed beside the browsers' push services. */
    extraOrigins: string[];
  };
}

export { ConfigError, type Env } from "./config-error";

// The session token library refuses shorter HS256 keys; failing here says so at start-up.
const MIN_SESSION_SECRET_BYTES = 32;

/** The embedded market's seed when MARKET_SEED is unset (docs/market-simulation.md's figures). */
export const DEFAULT_MARKET_SEED = 20_260_113;

// createPaperBroker refuses a shorter token secret.
const MIN_PAPER_BROKER_SECRET_LENGTH = 32;

const originList = z
  .string()
  .transform((value) =>
    value
      .split(",")
      .map((part) => part.trim())
      .filter(Boolean),
  )
  .pipe(
    z
      .array(z.url({ protocol: /^https?$/, error: "each entry must be an http(s) URL" }))
      .min(1, "must name at least one origin"),
  )
  // Browsers send the bare origin; normalising drops a trailing slash or path someone configured.
  .transform((urls) => urls.map((url) => new URL(url).origin));

/** A whole number of at least `min` (`unit` named in the error), defaulting to `fallback`. */
const wholeNumber = (min: number, fallback: number, unit = "") =>
  z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(min, `must be at least ${min}${unit ? ` (${unit})` : ""}`)
    .default(fallback);

/** A whole number of milliseconds of at least `min`, defaulting to `fallback`. */
const milliseconds = (min: number, fallback: number) => wholeNumber(min, fallback, "milliseconds");

/** A 1/0 switch, as .env files write them. */
const flag = (fallback: "0" | "1") =>
  z
    .enum(["0", "1", "false", "true"], { error: "must be 1, 0, true or false" })
    .default(fallback)
    .transform((value) => value === "1" || value === "true");

const envSchema = z.object({
  PORT: z.coerce
    .number({ error: "must be a number" })
    .int("must be a whole number")
    .min(0, "must be 0-65535")
    .max(65_535, "must be 0-65535")
    .default(4000),
  HOST: z.string().min(1).default("127.0.0.1"),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, error: "must be a postgres:// or postgresql:// URL" })
    .optional(),
  PGLITE_DATA_DIR: z.string().min(1).default("data/pglite"),
  WEB_ORIGIN: originList.default(["http://localhost:3000"]),
  WEB_REVALIDATE_URL: z.url({ protocol: /^https?$/ }).optional(),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: "must be a redis:// or rediss:// URL" })
    .optional(),
  ANALYST_API_KEY: z.string().min(16, "must be at least 16 characters").optional(),
  REALTIME_HEARTBEAT_MS: milliseconds(10, 30_000),
  MARKET_SEED: z.coerce
    .number({ error: "must be a number" })
    // zod's int() also refuses integers beyond ±2^53, which the market cannot take.
    .int("must be a whole number within ±9007199254740991")
    .default(DEFAULT_MARKET_SEED),
  SEED_SAMPLE_CATALOGUE: flag("0"),
  PRACTICE_MARKET: flag("1"),
  SANDBOX_BROKERS: flag("1"),
  CLOCK_START: z.iso
    .datetime({ offset: true, error: "must be an ISO instant with its offset (…T20:25:00+05:30)" })
    .transform((text) => new Date(text))
    .optional(),
  RECONCILE_INTERVAL_MS: milliseconds(10, DEFAULT_RECONCILER_SETTINGS.intervalMs),
  RECONCILE_STALE_AFTER_MS: milliseconds(0, DEFAULT_RECONCILER_SETTINGS.staleAfterMs),
  RECONCILE_LEASE_MS: milliseconds(100, DEFAULT_RECONCILER_SETTINGS.leaseMs),
  EXPIRY_SETTLE_INTERVAL_MS: milliseconds(100, 60_000),
  BASKET_SENDS_AT_ONCE: wholeNumber(1, DEFAULT_SENDS_AT_ONCE),
  UNANSWERED_SEND_HOLD_MS: milliseconds(1_000, UNANSWERED_SEND_HOLD_MS),
  RECONCILE_STATUS_PER_SECOND: wholeNumber(1, DEFAULT_RECONCILER_SETTINGS.statusPerSecond),
  BROKER_TOKEN_KEY: z
    .string()
    .refine(isTokenKey, "must be 32 bytes, as 64 hex characters or base64 (openssl rand -hex 32)")
    .optional(),
  SENTRY_DSN: z
    .string()
    .refine(isSentryDsn, "must look like https://<key>@<host>/<project id>")
    .optional(),
  APP_VERSION: z.string().min(1).optional(),
  VAPID_PUBLIC_KEY: z.base64url("must be base64url").optional(),
  VAPID_PRIVATE_KEY: z.base64url("must be base64url").optional(),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)/, "must be a mailto: or https:// URL")
    .default(SUPPORT_MAILTO),
  WEB_PUSH_EXTRA_ORIGINS: originList.default([]),
  PAPER_BROKER_SECRET: z
    .string()
    .min(
      MIN_PAPER_BROKER_SECRET_LENGTH,
      `must be at least ${MIN_PAPER_BROKER_SECRET_LENGTH} characters`,
    )
    .optional(),
});

/**
 * Turn an environment into the services' config. Pure: the caller passes the env, and main.ts
 * calls this once at start-up. Empty values count as unset, as `.env` files often carry `KEY=`.
 */
export function parseConfig(env: Env): ServicesConfig {
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ""));
  const parsed = envSchema.safeParse(present);
  // One line per variable and message: a list of bad origins should not repeat itself.
  const problems = parsed.success
    ? []
    : [
        ...new Set(
          parsed.error.issues.map((issue) => `${String(issue.path[0])}: ${issue.message}`),
        ),
      ];

  let sessionSecret = "";
  try {
    sessionSecret = sessionSecretFromEnv(present);
    if (new TextEncoder().encode(sessionSecret).length < MIN_SESSION_SECRET_BYTES) {
      problems.push(`SESSION_SECRET: must be at least ${MIN_SESSION_SECRET_BYTES} bytes long`);
    }
  } catch (error) {
    problems.push(`SESSION_SECRET: ${error instanceof Error ? error.message : String(error)}`);
  }

  let brokerCredentials: BrokerCredentials | undefined;
  try {
    brokerCredentials = parseBrokerCredentials(present);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    problems.push(...error.problems);
  }

  if (
    parsed.success &&
    brokerCredentials &&
    parsed.data.BROKER_TOKEN_KEY === undefined &&
    anyRealBrokerConfigured(brokerCredentials)
  ) {
    problems.push(
      "BROKER_TOKEN_KEY: required when a real broker is configured, as brokers' access tokens are " +
        "encrypted at rest (32 bytes: openssl rand -hex 32)",
    );
  }

  const vapid = parsed.success ? vapidKeysOf(parsed.data, sessionSecret, problems) : undefined;

  if (!parsed.success || !brokerCredentials || !vapid || problems.length > 0) {
    throw new ConfigError(problems);
  }
  const vars = parsed.data;
  return {
    port: vars.PORT,
    host: vars.HOST,
    database: vars.DATABASE_URL
      ? { kind: "postgres", url: vars.DATABASE_URL }
      : { kind: "pglite", dataDir: vars.PGLITE_DATA_DIR },
    sessionSecret,
    webOrigins: vars.WEB_ORIGIN,
    webRevalidateUrl: vars.WEB_REVALIDATE_URL ?? `${vars.WEB_ORIGIN[0]}${REVALIDATE_PATH}`,
    redisUrl: vars.REDIS_URL,
    analystApiKey: vars.ANALYST_API_KEY,
    realtimeHeartbeatMs: vars.REALTIME_HEARTBEAT_MS,
    marketSeed: vars.MARKET_SEED,
    practiceMarket: vars.PRACTICE_MARKET,
    sandboxBrokers: vars.SANDBOX_BROKERS,
    clockStart: vars.CLOCK_START,
    paperBrokerSecret: vars.PAPER_BROKER_SECRET ?? derivePaperBrokerSecret(sessionSecret),
    seedSampleCatalogue: vars.SEED_SAMPLE_CATALOGUE,
    brokerCredentials,
    brokerTokenKey: vars.BROKER_TOKEN_KEY,
    reconciler: {
      intervalMs: vars.RECONCILE_INTERVAL_MS,
      staleAfterMs: vars.RECONCILE_STALE_AFTER_MS,
      leaseMs: vars.RECONCILE_LEASE_MS,
      statusPerSecond: vars.RECONCILE_STATUS_PER_SECOND,
    },
    basketSendsAtOnce: vars.BASKET_SENDS_AT_ONCE,
    unansweredSendHoldMs: vars.UNANSWERED_SEND_HOLD_MS,
    expirySettleIntervalMs: vars.EXPIRY_SETTLE_INTERVAL_MS,
    sentryDsn: vars.SENTRY_DSN,
    appVersion: vars.APP_VERSION,
    webPush: {
      vapidKeys: vapid,
      subject: vars.VAPID_SUBJECT,
      extraOrigins: vars.WEB_PUSH_EXTRA_ORIGINS,
    },
  };
}

/** The VAPID keys set, both or neither and a true pair; unset, derived from the session secret. */
function vapidKeysOf(
  vars: { VAPID_PUBLIC_KEY?: string; VAPID_PRIVATE_KEY?: string },
  sessionSecret: string,
  problems: string[],
): VapidKeys | undefined {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = vars;
  if (publicKey === undefined && privateKey === undefined) {
    return sessionSecret ? deriveVapidKeys(sessionSecret) : undefined;
  }
  if (publicKey === undefined || privateKey === undefined) {
    problems.push("VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: set both or neither");
    return undefined;
  }
  if (!isVapidKeyPair({ publicKey, privateKey })) {
    problems.push(
      "VAPID_PUBLIC_KEY, VAPID_PRIVATE_KEY: not a P-256 key pair (npx web-push generate-vapid-keys)",
    );
    return undefined;
  }
  return { publicKey, privateKey };
}

function isSentryDsn(value: string): boolean {
  try {
    parseSentryDsn(value);
    return true;
  } catch {
    return false;
  }
}

function isTokenKey(value: string): boolean {
  try {
    TokenVault.fromKey(value);
    return true;
  } catch {
    return false;
  }
}

function anyRealBrokerConfigured(credentials: BrokerCredentials): boolean {
  return Object.values(credentials).some((broker) =>
    Object.values(broker).some((value) => value !== undefined),
  );
}
