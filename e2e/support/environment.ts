import { indiaClock, indiaInstant } from "../../lib/market/india-time";
import { EXCHANGE_SESSION } from "../../lib/market/market-hours";
import { isExchangeSessionOpen } from "../../lib/market/market-session";

/**
 * Where the journeys run: their own ports and build folder, and a session secret the tests
 * share with the servers so they can mint sessions.
 */
// E2E_PORT_OFFSET lets several checkouts' journeys run side by side on one machine.
const OFFSET = Number(process.env.E2E_PORT_OFFSET ?? 0);
export const E2E_WEB_PORT = 3100 + OFFSET;
export const E2E_SERVICES_PORT = 4100 + OFFSET;
export const E2E_WEB_URL = `http://localhost:${E2E_WEB_PORT}`;
export const E2E_ANALYST_API_KEY = "e2e-analyst-key-0123456789";
export const E2E_SESSION_SECRET = "e2e-session-secret-long-enough-for-hs256-signing";

export const E2E_SERVICES_URL = `http://localhost:${E2E_SERVICES_PORT}`;
/**
 * The cluster journeys' control (services/testing/cluster/control-server.ts). Their balancer
 * takes the two ports above, so the same build's pages call it: they run after the others.
 */
export const E2E_CLUSTER_CONTROL_PORT = 4199 + OFFSET;

/** A local push service per project (they run side by side): where the alerts journey's 'phone' is. */
export const E2E_PUSH_ORIGINS = {
  mobile: `http://127.0.0.1:${4390 + OFFSET}`,
  desktop: `http://127.0.0.1:${4392 + OFFSET}`,
  exitRulesMobile: `http://127.0.0.1:${4394 + OFFSET}`,
  exitRulesDesktop: `http://127.0.0.1:${4396 + OFFSET}`,
} as const;
const services = E2E_SERVICES_URL;

/** Environment of the web build and server; the service URLs are baked in at build time. */
export const E2E_WEB_ENV: Record<string, string> = {
  NEXT_DIST_DIR: OFFSET ? `.next-e2e-${OFFSET}` : ".next-e2e",
  SESSION_SECRET: E2E_SESSION_SECRET,
  NEXT_PUBLIC_BRIDGE_URL: `${services}/bridge`,
  NEXT_PUBLIC_USER_STRATEGY_URL: `${services}/user-strategy`,
  NEXT_PUBLIC_SEARCH_URL: `${services}/search`,
  NEXT_PUBLIC_MARKET_FEED_URL: `${services}/market-feed`,
  NEXT_PUBLIC_REALTIME_URL: `ws://localhost:${E2E_SERVICES_PORT}/realtime`,
  // The journeys log in through the test broker (docs/login.md).
  NEXT_PUBLIC_TEST_BROKER_LOGIN: "1",
};

/** Longer than a whole run of the journeys: none of it may meet an NSE session. */
const RUN_SPAN_MS = 60 * 60_000;

/**
 * The services' clock for the journeys: NSE shut for the whole run, so the paper broker trades on
 * its practice market at whatever hour the suite runs. Now, unless a session is open or opens
 * within the run; then a minute after today's close (at most 7 hours on, well inside a session's
 * 12-hour life, so sessions the tests mint on real time stay valid).
 */
export function journeyClockStart(now: Date): Date | null {
  const later = new Date(now.getTime() + RUN_SPAN_MS);
  if (!isExchangeSessionOpen(now) && !isExchangeSessionOpen(later)) return null;
  const close = indiaInstant(indiaClock(now).date, EXCHANGE_SESSION.close);
  return new Date(close.getTime() + 60_000);
}

const clockStart = journeyClockStart(new Date());

export const E2E_SERVICES_ENV: Record<string, string> = {
  ...(clockStart ? { CLOCK_START: clockStart.toISOString() } : {}),
  WEB_PUSH_EXTRA_ORIGINS: Object.values(E2E_PUSH_ORIGINS).join(","),
  PORT: String(E2E_SERVICES_PORT),
  PGLITE_DATA_DIR: "memory://",
  SESSION_SECRET: E2E_SESSION_SECRET,
  WEB_ORIGIN: E2E_WEB_URL,
  SEED_SAMPLE_CATALOGUE: "1",
  ANALYST_API_KEY: E2E_ANALYST_API_KEY,
};
