/**
 * Time from an order fill at the paper broker to the SignalUpdated message at the trader's
 * socket, with 1,000 sockets connected (999 other traders and the trader's own), for:
 * - one instance, as `npm run up` runs it (in-memory PGlite, in-process event bus);
 * - two instances sharing PostgreSQL and Redis, the order placed through the first and the
 *   trader's socket on the second (needs TEST_DATABASE_URL and TEST_REDIS_URL; skipped without);
 * - the same two behind HAProxy, configured as the local cluster's (issue #28): every socket
 *   connects through the balancer, which spreads them over both (also needs HAProxy:
 *   scripts/ensure-haproxy.sh; skipped without).
 * The sockets live in a process of their own (bench/realtime/socket-crowd.ts), as browsers do.
 * Each round places an iron fly (4 legs) and exits it: 8 fills a round.
 * Prints figures; asserts nothing. Run: `npx tsx bench/order-fill-to-socket.bench.ts`.
 */
import { performance } from "node:perf_hooks";
import { decodeJwt } from "jose";
import { TEST_BROKER_CODE } from "../lib/product";
import { signSessionToken, sessionClaimsSchema } from "../lib/session/session-token";
import { systemClock } from "../lib/time/clock";
import { createThrowawayDatabase, TEST_DATABASE_URL } from "../services/testing/throwaway-postgres";
import { parseConfig } from "../services/config";
import type { Logger } from "../services/logger";
import { startServices } from "../services/server";
import { fillPercentiles, formatFillRow, type FillRow } from "./realtime/fill-figures";
import { recordFigure } from "./summary/bench-figures";
import { startSocketCrowd } from "./realtime/socket-crowd-process";
import { basketCalls, ironFlyLegs, type Answer } from "../services/baskets/testing/basket-calls";
import { nextMonthlyExpiry } from "../services/catalogue/testing/catalogue-fixture";
import { startServicesProcess } from "../services/testing/chaos/services-process";
import { haproxyInstalled } from "../services/testing/cluster/haproxy";
import { balanceServices } from "./realtime/balanced-services";
import { TEST_REDIS_URL } from "../services/testing/test-redis-url";

const SOCKETS = 1_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 40);
const SECRET = "bench-session-secret-long-enough-for-hs256";
const ANALYST_KEY = "bench-analyst-key-0123456789";
/** Issue #13's goal, for one instance and for two. */
const P99_GOAL_MS = 50;

const quiet: Logger = { info() {}, warn: console.warn, error: console.error };
/** Epoch milliseconds, sub-millisecond, comparable with the crowd process's. */
const epochNow = () => performance.timeOrigin + performance.now();

interface Setup {
  label: string;
  env: Record<string, string>;
  /**
   * Where the sockets connect: the instance placing the orders, a second services process on
   * the same database and Redis, or HAProxy in front of both.
   */
  sockets: "same instance" | "second instance" | "balancer";
}

function answered<T>(answer: Answer<T>): T {
  if (answer.status >= 300) throw new Error(`${answer.status}: ${answer.body.errorMessage}`);
  return answer.body.data;
}

async function measure({ label, env, sockets }: Setup): Promise<FillRow> {
  const baseEnv = { SESSION_SECRET: SECRET, ANALYST_API_KEY: ANALYST_KEY, ...env };
  const services = await startServices(parseConfig({ ...baseEnv, PORT: "0" }), quiet);
  const second = sockets === "same instance" ? undefined : await startServicesProcess(baseEnv);
  const balancer =
    sockets === "balancer" ? await balanceServices([services.url, second!.url]) : undefined;
  try {
    const calls = basketCalls((path, init) => fetch(`${services.url}${path}`, init), ANALYST_KEY);
    const expiry = nextMonthlyExpiry(3727, systemClock.now());
    const strategyId = await calls.publishTradebox("Bench Iron Fly", 3727, ironFlyLegs(expiry));
    const token = await calls.logIn("BENCH1");

    // Sockets on the instance that did not place the order: its news crosses Redis to them.
    const socketBase = balancer?.url ?? second?.url ?? services.url;
    const trader = sessionClaimsSchema.parse(decodeJwt(token));
    const signed = (sub: string, clientId: string) =>
      signSessionToken({ sub, broker: TEST_BROKER_CODE, clientId }, SECRET, {
        now: systemClock.now(),
      });
    const otherTokens = await Promise.all(
      Array.from({ length: SOCKETS - 1 }, (_, i) => signed(`bench-user-${i + 1}`, `OTHER${i + 1}`)),
    );
    const crowd = await startSocketCrowd({
      socketUrl: `${socketBase.replace(/^http/, "ws")}/realtime`,
      otherTokens,
      traderToken: await signed(trader.sub, trader.clientId),
    });
    if (balancer) {
      // The orders are placed on services-1 (this process): a socket there hears them without Redis.
      console.log(
        `  ${label}: sockets per instance ${JSON.stringify(await balancer.socketsPerInstance())}, ` +
          `the trader's on ${crowd.traderServedBy ?? "unknown"} (orders placed on services-1)`,
      );
    }

    // When each fill happened, by our order row's id (the part of the key after the basket id).
    const filledAt = new Map<string, number>();
    const session = await services.runtime.brokerSessions.find({
      id: trader.sub,
      clientId: trader.clientId,
    });
    if (!session) throw new Error("The bench trader has no broker session");
    services.runtime.paperBroker.onOrderUpdate(session, (order) => {
      if (order.status !== "COMPLETE") return;
      filledAt.set(order.idempotencyKey.split(":")[1]!, epochNow());
    });

    for (let round = 1; round <= ROUNDS; round += 1) {
      const placed = answered(await calls.place(token, strategyId, `bench-round-${round}`));
      answered(await calls.exit(token, placed.basket_id));
    }
    const heard = await crowd.close();
    const latencies = heard.flatMap(({ orderId, at }) => {
      const filled = filledAt.get(orderId);
      return filled === undefined ? [] : [at - filled];
    });
    return { label, sockets: crowd.sockets, ...fillPercentiles(latencies) };
  } finally {
    await balancer?.stop();
    await second?.kill();
    await services.stop();
  }
}

/** The setups over PostgreSQL and Redis, each on a database of its own. */
const SHARED_SETUPS: Omit<Setup, "env">[] = [
  { label: "two instances (PostgreSQL, Redis)", sockets: "second instance" },
  { label: "two instances behind HAProxy (PostgreSQL, Redis)", sockets: "balancer" },
];

async function main() {
  const rows: FillRow[] = [];
  rows.push(
    await measure({
      label: "one instance (PGlite, in-process bus)",
      env: { PGLITE_DATA_DIR: "memory://" },
      sockets: "same instance",
    }),
  );
  for (const setup of SHARED_SETUPS) {
    if (!TEST_DATABASE_URL || !TEST_REDIS_URL) {
      console.log(`${setup.label}: skipped (set TEST_DATABASE_URL and TEST_REDIS_URL)`);
      continue;
    }
    if (setup.sockets === "balancer" && !haproxyInstalled()) {
      console.log(`${setup.label}: skipped (no HAProxy: bash scripts/ensure-haproxy.sh)`);
      continue;
    }
    const database = await createThrowawayDatabase(TEST_DATABASE_URL);
    try {
      rows.push(
        await measure({
          ...setup,
          env: { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL },
        }),
      );
    } finally {
      await database.drop();
    }
  }
  console.log(`fill → SignalUpdated at the trader's socket, ${ROUNDS} rounds of place + exit`);
  for (const row of rows) {
    console.log(formatFillRow(row));
    recordFigure({
      figure: `fill → socket, ${row.label}, p99`,
      measured: `${row.p99.toFixed(1)} ms`,
      goal: `< ${P99_GOAL_MS} ms`,
      met: row.p99 < P99_GOAL_MS,
    });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    // Services, sockets and child processes left open would keep the bench running.
    process.exit(1);
  },
);
