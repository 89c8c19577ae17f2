/**
 * The 09:15 surge (issue #30): K paper traders each place a 4-leg basket (an iron fly, two BUY
 * hedges and two SELLs) within one second, then each exits it, the same way. Figures per setup:
 * - place answer: from the trader's request to the bridge's answer;
 * - time to TRACKING: from the request to the basket's entry time (the services' clock);
 * - half entered: from the basket's hedges filled to its last SELL sent (at the paper broker);
 * - orders per leg: the paper broker's orders for each leg and action (must be 1);
 * - exit answer and time to EXITED, the same way.
 * Setups: one instance as `npm run up` runs it (PGlite) at 1, 100 and 1,000 traders; with
 * TEST_DATABASE_URL and TEST_REDIS_URL, one instance over PostgreSQL and Redis at the same
 * crowds, then two at 1,000, each instance taking half the traders, and the same two behind
 * HAProxy (when installed: scripts/ensure-haproxy.sh), each trader's call on a connection of its
 * own to the balancer. The traders' timed calls come from a process of their own
 * (surge/crowd.ts), as browsers' do from elsewhere. Prints figures; asserts nothing.
 * Run: `npx tsx bench/order-surge.bench.ts` (BENCH_SURGE_TRADERS=1,100,1000 to choose).
 */
import { and, eq, inArray } from "drizzle-orm";
import { systemClock } from "../lib/time/clock";
import { basketCalls, ironFlyLegs, type Answer } from "../services/baskets/testing/basket-calls";
import { nextMonthlyExpiry } from "../services/catalogue/testing/catalogue-fixture";
import { parseConfig } from "../services/config";
import type { Db } from "../services/db/database";
import { userBaskets, userOrders } from "../services/db/schema";
import { paperOrders } from "../services/db/paper-schema";
import type { Logger } from "../services/logger";
import { startServices } from "../services/server";
import { startServicesProcess } from "../services/testing/chaos/services-process";
import { createThrowawayDatabase, TEST_DATABASE_URL } from "../services/testing/throwaway-postgres";
import { percentiles } from "./summary/percentiles";
import { crowdSurge } from "./surge/crowd-process";
import { countStatements } from "./surge/statement-count";
import { surgeRows, type SurgeFigures } from "./surge/surge-figures";
import { recordFigure } from "./summary/bench-figures";
import { TEST_REDIS_URL } from "../services/testing/test-redis-url";
import { haproxyInstalled } from "../services/testing/cluster/haproxy";
import { balanceServices, type ServicesBalancer } from "./realtime/balanced-services";

const SECRET = "bench-session-secret-long-enough-for-hs256";
const ANALYST_KEY = "bench-analyst-key-0123456789";
const CROWDS = (process.env.BENCH_SURGE_TRADERS ?? "1,100,1000").split(",").map(Number);
/** Which setups run: `pglite`, `postgres` or both (the default). */
const SETUPS = (process.env.BENCH_SURGE_SETUPS ?? "pglite,postgres").split(",");
/** The crowd's requests are spread evenly over this: 'at the same moment', as the open is. */
const SURGE_SPAN_MS = 1_000;
/** Logins are not measured: a few at a time, so the bench starts soon. */
const LOGINS_AT_ONCE = 25;
/** Issue #30's goals at 1,000 traders on the paper broker. */
const GOALS = { placeP99Ms: 2_000, trackingP99Ms: 5_000 };

/** Statements this process sends: the instance in the bench's own process, for its traders. */
const statements = countStatements();

const quiet: Logger = { info() {}, warn() {}, error: console.error };

function answered<T>(answer: Answer<T>): T {
  if (answer.status >= 300) throw new Error(`${answer.status}: ${answer.body.errorMessage}`);
  return answer.body.data;
}

/** Runs `work` for each item, `atOnce` at a time. */
async function inBatches<T, R>(items: readonly T[], atOnce: number, work: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let i = 0; i < items.length; i += atOnce) {
    results.push(...(await Promise.all(items.slice(i, i + atOnce).map(work))));
  }
  return results;
}

/** What the database says of the baskets' orders at the paper broker, for one action. */
async function brokerSide(db: Db, basketIds: readonly string[], purpose: string) {
  const ours = await db
    .select({
      key: userOrders.idempotencyKey,
      basketId: userOrders.basketId,
      signalId: userOrders.signalId,
      purpose: userOrders.purpose,
    })
    .from(userOrders)
    .where(inArray(userOrders.basketId, [...basketIds]));
  const forAction = ours.filter((order) => order.purpose === purpose);
  const atBroker = await db
    .select({
      key: paperOrders.idempotencyKey,
      side: paperOrders.transactionType,
      status: paperOrders.status,
      placedAt: paperOrders.placedAt,
      updatedAt: paperOrders.updatedAt,
    })
    .from(paperOrders)
    .where(
      inArray(
        paperOrders.idempotencyKey,
        forAction.map((order) => order.key),
      ),
    );
  const ordersPerLeg = new Map<string, number>();
  const byBasket = new Map<string, typeof atBroker>();
  const orderOf = new Map(forAction.map((order) => [order.key, order]));
  for (const order of atBroker) {
    const own = orderOf.get(order.key)!;
    ordersPerLeg.set(own.signalId, (ordersPerLeg.get(own.signalId) ?? 0) + 1);
    byBasket.set(own.basketId, [...(byBasket.get(own.basketId) ?? []), order]);
  }
  // Half entered: the hedges all filled, a SELL still unsent.
  const halfEntered = [...byBasket.values()].map((orders) => {
    const hedgesFilled = Math.max(
      ...orders.filter((o) => o.side === "BUY").map((o) => o.updatedAt.getTime()),
    );
    const lastSell = Math.max(
      ...orders.filter((o) => o.side === "SELL").map((o) => o.placedAt.getTime()),
    );
    return Math.max(0, lastSell - hedgesFilled);
  });
  return { ordersPerLeg: [...new Set(ordersPerLeg.values())], halfEntered };
}

/** Waits for the baskets to leave an action: the second instance's are read from the database. */
async function untilNoneIn(db: Db, basketIds: string[], status: "ENTERING" | "EXITING") {
  for (;;) {
    const [busy] = await db
      .select({ id: userBaskets.id })
      .from(userBaskets)
      .where(and(inArray(userBaskets.id, basketIds), eq(userBaskets.status, status)))
      .limit(1);
    if (!busy) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

interface Setup {
  label: string;
  env: Record<string, string>;
  secondInstance: boolean;
  /**
   * The crowd reaches the instances through HAProxy, configured as the local cluster's, each
   * call on a connection of its own (crowd-messages.ts); otherwise straight, over connections
   * pooled as a balancer's.
   */
  balanced?: boolean;
}

async function measure(setup: Setup, traders: number): Promise<SurgeFigures> {
  const baseEnv = {
    SESSION_SECRET: SECRET,
    ANALYST_API_KEY: ANALYST_KEY,
    // The services' own setting, when the run sets it: sends at once per instance.
    ...(process.env.BASKET_SENDS_AT_ONCE && {
      BASKET_SENDS_AT_ONCE: process.env.BASKET_SENDS_AT_ONCE,
    }),
    ...setup.env,
  };
  const services = await startServices(parseConfig({ ...baseEnv, PORT: "0" }), quiet);
  const second = setup.secondInstance ? await startServicesProcess(baseEnv) : undefined;
  let balancer: ServicesBalancer | undefined;
  try {
    const urls = [services.url, ...(second ? [second.url] : [])];
    if (setup.balanced) balancer = await balanceServices(urls);
    const crowd = balancer
      ? { urls: [balancer.url], connections: "browsers" as const }
      : { urls, connections: "pooled" as const };
    // The set-up's calls (not timed) from here; the timed surges from a crowd of its own.
    const callsAt = urls.map((url) =>
      basketCalls((path, init) => fetch(`${url}${path}`, init), ANALYST_KEY),
    );
    const calls = (i: number) => callsAt[i % callsAt.length]!;
    const expiry = nextMonthlyExpiry(3727, systemClock.now());
    const run = systemClock.now().getTime().toString(36);
    // A tradebox of its own per run: the setups on PostgreSQL share one database.
    const strategyId = await calls(0).publishTradebox(
      `Surge Iron Fly ${run}`,
      3727,
      ironFlyLegs(expiry),
    );
    const tokens = await inBatches(
      Array.from({ length: traders }, (_, i) => i),
      LOGINS_AT_ONCE,
      (i) => calls(i).logIn(`S${run}${i}`.toUpperCase().slice(0, 16)),
    );

    // The traders this process serves (every one, or every other with a second instance).
    const servedHere = Math.ceil(traders / urls.length);
    statements.reset();
    const placed = await crowdSurge({
      ...crowd,
      spanMs: SURGE_SPAN_MS,
      calls: tokens.map((token, i) => ({
        action: "place",
        token,
        strategyId,
        key: `surge-${run}-${i}`,
      })),
    });
    const basketIds = placed.map(({ answer }) => answered(answer).basket_id);
    // A trader whose basket waited its send turn was answered before it was sent.
    await services.baskets.idle();
    const statementsPerPlace = statements.count / servedHere;
    await untilNoneIn(services.database.db, basketIds, "ENTERING");
    statements.reset();
    const exited = await crowdSurge({
      ...crowd,
      spanMs: SURGE_SPAN_MS,
      calls: tokens.map((token, i) => ({ action: "exit", token, basketId: basketIds[i]! })),
    });
    exited.forEach(({ answer }) => answered(answer));
    await services.baskets.idle();
    const statementsPerExit = statements.count / servedHere;
    await untilNoneIn(services.database.db, basketIds, "EXITING");
    if (balancer) {
      const { requests, opened, reused } = await balancer.requestConnections();
      console.log(
        `${setup.label}, ${traders} traders: the balancer sent ${requests} requests to the ` +
          `instances, ${reused} on connections it held, over ${opened} it opened`,
      );
    }

    const db = services.database.db;
    const times = await db
      .select({ id: userBaskets.id, entry: userBaskets.entryTime, exit: userBaskets.exitTime })
      .from(userBaskets)
      .where(inArray(userBaskets.id, basketIds));
    const timeOf = new Map(times.map((row) => [row.id, row]));
    const since = (at: Date | null | undefined, from: number) =>
      at ? at.getTime() - from : Number.POSITIVE_INFINITY;
    const entry = await brokerSide(db, basketIds, "ENTER");
    const exit = await brokerSide(db, basketIds, "EXIT");
    return {
      label: setup.label,
      traders,
      placeAnswer: percentiles(placed.map((p) => p.answeredAt - p.sentAt)),
      toTracking: percentiles(
        placed.map((p, i) => since(timeOf.get(basketIds[i]!)?.entry, p.sentAt)),
      ),
      halfEntered: percentiles(entry.halfEntered),
      exitAnswer: percentiles(exited.map((e) => e.answeredAt - e.sentAt)),
      toExited: percentiles(exited.map((e, i) => since(timeOf.get(basketIds[i]!)?.exit, e.sentAt))),
      ordersPerLeg: [...new Set([...entry.ordersPerLeg, ...exit.ordersPerLeg])],
      statementsPerPlace,
      statementsPerExit,
    };
  } finally {
    await balancer?.stop();
    await second?.kill();
    await services.stop();
  }
}

async function main() {
  const figures: SurgeFigures[] = [];
  const oneInstance: Setup = {
    label: "one instance (PGlite)",
    env: { PGLITE_DATA_DIR: "memory://" },
    secondInstance: false,
  };
  if (SETUPS.includes("pglite")) {
    for (const traders of CROWDS) figures.push(await measure(oneInstance, traders));
  }
  if (!SETUPS.includes("postgres")) {
    console.log("PostgreSQL: not asked for (BENCH_SURGE_SETUPS)");
  } else if (TEST_DATABASE_URL && TEST_REDIS_URL) {
    const database = await createThrowawayDatabase(TEST_DATABASE_URL);
    try {
      const env = { DATABASE_URL: database.url, REDIS_URL: TEST_REDIS_URL };
      // One instance as a one-machine deployment runs it, then two sharing the crowd.
      const oneOnPostgres: Setup = {
        label: "one instance (PostgreSQL, Redis)",
        env,
        secondInstance: false,
      };
      for (const traders of CROWDS) figures.push(await measure(oneOnPostgres, traders));
      const twoInstances: Setup = {
        label: "two instances (PostgreSQL, Redis)",
        env,
        secondInstance: true,
      };
      figures.push(await measure(twoInstances, Math.max(...CROWDS)));
      if (haproxyInstalled()) {
        const label = "two instances behind HAProxy (PostgreSQL, Redis)";
        figures.push(
          await measure({ ...twoInstances, label, balanced: true }, Math.max(...CROWDS)),
        );
      } else {
        console.log("behind HAProxy: skipped (no HAProxy: bash scripts/ensure-haproxy.sh)");
      }
    } finally {
      await database.drop();
    }
  } else {
    console.log("PostgreSQL: skipped (set TEST_DATABASE_URL and TEST_REDIS_URL)");
  }
  console.log(`the 09:15 surge: each trader places a 4-leg basket, then exits it`);
  console.log(surgeRows(figures));
  for (const row of figures.filter((f) => f.traders >= 1_000)) {
    recordFigure({
      figure: `surge, ${row.traders} traders, ${row.label}: place answer p99`,
      measured: `${row.placeAnswer.p99.toFixed(0)} ms`,
      goal: `< ${GOALS.placeP99Ms} ms`,
      met: row.placeAnswer.p99 < GOALS.placeP99Ms,
    });
    recordFigure({
      figure: `surge, ${row.traders} traders, ${row.label}: TRACKING p99`,
      measured: `${row.toTracking.p99.toFixed(0)} ms`,
      goal: `< ${GOALS.trackingP99Ms} ms`,
      met: row.toTracking.p99 < GOALS.trackingP99Ms,
    });
    recordFigure({
      figure: `surge, ${row.traders} traders, ${row.label}: orders per leg`,
      measured: row.ordersPerLeg.join(", "),
      goal: "1",
      met: row.ordersPerLeg.length === 1 && row.ordersPerLeg[0] === 1,
    });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
