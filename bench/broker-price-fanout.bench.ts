/**
 * A broker's tick fanned out to its traders' sockets (issue #27, item 5): from the moment the
 * broker's fake stream sends a tick to the moment each watching trader's socket receives the
 * PriceTick with that price, with N traders (default 1,000) each watching 4 legs, on one
 * instance as `npm run up` runs it (PGlite, sandbox brokers). And how many upstream
 * subscriptions the broker's price hub holds for them: HDFC SKY's app key streams for everyone
 * (one subscription per distinct instrument); Alice Blue holds a connection per client (one per
 * instrument of each client).
 * The traders' sockets live in a process of their own (bench/realtime/price-crowd.ts), as
 * browsers do. Each round moves the price of every watched instrument at the fake at once.
 * Also printed, on the services' own clock: when a round's first tick reaches the price hub, and
 * how long the hub then takes to tell every trader's listener.
 * Prints figures; asserts nothing. Run: `npx tsx bench/broker-price-fanout.bench.ts`
 * (`--traders=N`, `--rounds=N`; BENCH_PRICE_BROKERS=hdfc_sky for one broker).
 */
import { performance } from "node:perf_hooks";
import type { BrokerCode } from "../lib/brokers";
import { signSessionToken } from "../lib/session/session-token";
import { systemClock } from "../lib/time/clock";
import type { RealBrokerCode } from "../services/brokers/registry";
import type { SandboxBroker } from "../services/brokers/sandbox/sandbox-broker";
import type { QuotedPrice } from "../services/brokers/streams/price-hub";
import { parseConfig } from "../services/config";
import { upsertUser } from "../services/db/users-repo";
import type { Logger } from "../services/logger";
import { startServices, type RunningServices } from "../services/server";
import { PriceCrowd } from "./realtime/price-crowd-process";
import { recordFigure } from "./summary/bench-figures";
import { numberOption } from "./summary/bench-options";
import { percentiles, type Percentiles } from "./summary/percentiles";

const TRADERS = numberOption("traders", 1_000);
const ROUNDS = numberOption("rounds", 20);
/** Each trader watches one basket's legs; the baskets share no instrument. */
const BASKETS = 10;
const LEGS = 4;
/** A round's ticks, then this long before the next (the fakes read their prices every 50 ms). */
const ROUND_MS = 250;
/** Traders written to the database at once: setting up is not measured. */
const SETUP_AT_ONCE = 50;
const SECRET = "bench-session-secret-long-enough-for-hs256";
/** Issue #27's goal (item 5), at 1,000 traders × 4 legs on one instance. */
const P99_GOAL_MS = 50;

const quiet: Logger = { info() {}, warn: console.warn, error: console.error };
/** Epoch milliseconds, sub-millisecond, comparable with the crowd process's. */
const epochNow = () => performance.timeOrigin + performance.now();

interface Setup {
  broker: RealBrokerCode;
  /** How the broker's stream holds its connections, for the printed row. */
  connections: string;
  /** The broker's app key streams for every trader (the hub shares its connections). */
  shared: boolean;
}

interface FanoutRow extends Setup {
  traders: number;
  distinctInstruments: number;
  tradersTimesLegs: number;
  /** Upstream subscriptions the hub held with every trader watching. */
  subscriptions: number;
  upstreamConnections: number;
  /** Distinct instruments per client, summed: what one connection per client must subscribe. */
  perClientInstruments: number;
  /** Prices moved at the fake, and of those the ticks it sent. */
  moved: number;
  ticks: number;
  expected: number;
  delivered: number;
  latency: Percentiles;
  /** Per round: from the fake's first send to the hub's first listener (before any trader's). */
  toHub: Percentiles;
  /** Per round: from the hub's first listener to its last (after every trader's), in the services. */
  hubFanout: Percentiles;
}

/** One sent tick: the price the fake was given for an instrument, and when the fake read it. */
interface Tick {
  instrument: number;
  price: number;
  sentAt?: number;
}

/** The pool's contracts: BASKETS × LEGS distinct ones the sandbox lists. */
function contractPool(services: RunningServices, sandbox: SandboxBroker) {
  const pool = services.runtime.paperMarket
    .listedInstruments()
    .filter((instrument) => sandbox.directory.knows(instrument.token))
    .slice(0, BASKETS * LEGS)
    .map((instrument) => ({
      instrument: instrument.token,
      brokerToken: sandbox.directory.scripOf(instrument.token).brokerToken,
    }));
  if (pool.length < BASKETS * LEGS) throw new Error(`The sandbox lists ${pool.length} contracts`);
  return pool;
}

/** Each trader: a user, a broker session the sandbox's fake accepts, and a session token. */
async function createTraders(services: RunningServices, sandbox: SandboxBroker, count: number) {
  const broker: BrokerCode = sandbox.code;
  const traders: { token: string; id: string; clientId: string }[] = [];
  for (let start = 0; start < count; start += SETUP_AT_ONCE) {
    const batch = Array.from({ length: Math.min(SETUP_AT_ONCE, count - start) }, (_, i) => {
      return `PF${String(start + i + 1).padStart(5, "0")}`;
    });
    traders.push(
      ...(await Promise.all(
        batch.map(async (clientId) => {
          const { user } = await upsertUser(services.database.db, { broker, clientId });
          // What the sandbox's token exchange would have issued at a login.
          const accessToken = sandbox.exchange.openSession(clientId);
          await services.runtime.brokerSessions.save(user.id, accessToken);
          const token = await signSessionToken({ sub: user.id, broker, clientId }, SECRET, {
            now: systemClock.now(),
          });
          return { token, id: user.id, clientId };
        }),
      )),
    );
  }
  return traders;
}

/**
 * The services' own times of each tick: its hub's listeners of an instrument are told in the
 * order they listened, so one listening before every trader hears it first and one listening
 * after them last. Keyed by instrument and price, as ticks are.
 */
function hubProbe() {
  const first = new Map<string, number>();
  const last = new Map<string, number>();
  const keyOf = (instrument: number, quoted: QuotedPrice) => `${instrument}:${quoted.price}`;
  return {
    first,
    last,
    before: (instrument: number, quoted: QuotedPrice) => {
      const key = keyOf(instrument, quoted);
      if (!first.has(key)) first.set(key, epochNow());
    },
    after: (instrument: number, quoted: QuotedPrice) => {
      last.set(keyOf(instrument, quoted), epochNow());
    },
  };
}

/**
 * Notes when the fake first reads each awaited price to send it: its stream reads every price
 * through `exchange.priceOf` just before it writes the tick, so that read is the tick's instant.
 */
function watchSends(sandbox: SandboxBroker) {
  const awaited = new Map<string, Tick>();
  const exchange = sandbox.exchange;
  const read = exchange.priceOf.bind(exchange);
  exchange.priceOf = (brokerToken) => {
    const price = read(brokerToken);
    const tick = awaited.get(brokerToken);
    if (tick && tick.price === price) {
      tick.sentAt = epochNow();
      awaited.delete(brokerToken);
    }
    return price;
  };
  return {
    /** The fake's next price of `brokerToken` is `tick.price`. */
    move(brokerToken: string, tick: Tick) {
      awaited.set(brokerToken, tick);
      exchange.prices.set(brokerToken, tick.price);
    },
  };
}

async function measure(setup: Setup): Promise<FanoutRow> {
  const env = { SESSION_SECRET: SECRET, PGLITE_DATA_DIR: "memory://", SANDBOX_BROKERS: "1" };
  const services = await startServices(parseConfig({ ...env, PORT: "0" }), quiet);
  const crowd = new PriceCrowd();
  try {
    const sandbox = services.runtime.sandboxes.get(setup.broker);
    const hub = services.priceHubs[setup.broker];
    if (!sandbox || !hub) throw new Error(`${setup.broker} is not served as a sandbox`);
    const pool = contractPool(services, sandbox);
    // Known prices before anyone watches: ₹500 + the contract's place in the pool.
    const basePrice = (k: number) => (500 + k) * 100;
    pool.forEach(({ brokerToken }, k) => sandbox.exchange.prices.set(brokerToken, basePrice(k)));

    const traders = await createTraders(services, sandbox, TRADERS);
    const basketOf = (trader: number) => trader % BASKETS;
    const legsOf = (basket: number) => pool.slice(basket * LEGS, (basket + 1) * LEGS);
    const sockets = traders.map(({ token }, trader) => ({
      token,
      watch: legsOf(basketOf(trader)).map((leg) => leg.instrument),
    }));
    // The probe listens as the first trader of each basket: on the shared connection (HDFC SKY)
    // that brackets every trader; with a connection per client, only those ten clients'.
    const probe = hubProbe();
    const probed = await Promise.all(
      traders.slice(0, BASKETS).map(async (trader, basket) => {
        const session = await services.runtime.brokerSessions.find(trader);
        if (!session) throw new Error(`No broker session for ${trader.clientId}`);
        return { session, watch: sockets[basket]!.watch };
      }),
    );
    for (const { session, watch } of probed) hub.listen(session, watch, probe.before);
    const { sockets: connected } = await crowd.connect(
      `${services.url.replace(/^http/, "ws")}/realtime`,
      sockets,
    );
    await crowd.ready(connected);
    for (const { session, watch } of probed) hub.listen(session, watch, probe.after);
    const subscriptions = hub.upstreamSubscriptions();
    const upstreamConnections = hub.connectionCount();
    await crowd.collect(); // the prices heard on watching: not ticks of a round

    const sends = watchSends(sandbox);
    const ticks: Tick[] = [];
    const rounds: Tick[][] = [];
    for (let round = 1; round <= ROUNDS; round += 1) {
      const moved = pool.map(({ instrument, brokerToken }, k) => {
        const tick: Tick = { instrument, price: basePrice(k) + round * 5 };
        sends.move(brokerToken, tick);
        return tick;
      });
      ticks.push(...moved);
      rounds.push(moved);
      await new Promise((resolve) => setTimeout(resolve, ROUND_MS));
    }
    await new Promise((resolve) => setTimeout(resolve, 1_000)); // the last round's stragglers
    const heard = await crowd.collect();

    const sentAt = new Map(ticks.map((tick) => [`${tick.instrument}:${tick.price}`, tick.sentAt]));
    const seen = new Set<string>();
    const latencies: number[] = [];
    for (let i = 0; i < heard.length; i += 4) {
      const [socket, instrument, price, at] = heard.slice(i, i + 4) as [
        number,
        number,
        number,
        number,
      ];
      const sent = sentAt.get(`${instrument}:${price}`);
      const pair = `${socket}:${instrument}:${price}`;
      if (sent === undefined || seen.has(pair)) continue;
      seen.add(pair);
      latencies.push(at - sent);
    }
    const watchers = new Map<number, number>();
    for (const socket of sockets) {
      for (const instrument of socket.watch) {
        watchers.set(instrument, (watchers.get(instrument) ?? 0) + 1);
      }
    }
    if (latencies.length === 0) throw new Error("No tick reached a trader's socket");
    const keyOf = (tick: Tick) => `${tick.instrument}:${tick.price}`;
    // Per round, since a frame's ticks are told one after the other: the first to arrive, and
    // from it to the last listener of the last.
    const toHub: number[] = [];
    const hubFanout: number[] = [];
    for (const round of rounds) {
      const sent = round.flatMap((tick) => tick.sentAt ?? []);
      const firsts = round.flatMap((tick) => probe.first.get(keyOf(tick)) ?? []);
      const lasts = round.flatMap((tick) => probe.last.get(keyOf(tick)) ?? []);
      if (sent.length === 0 || firsts.length === 0 || lasts.length === 0) continue;
      toHub.push(Math.min(...firsts) - Math.min(...sent));
      hubFanout.push(Math.max(...lasts) - Math.min(...firsts));
    }
    const sentTicks = ticks.filter((tick) => tick.sentAt !== undefined);
    return {
      ...setup,
      traders: connected,
      distinctInstruments: new Set(sockets.flatMap((socket) => socket.watch)).size,
      tradersTimesLegs: connected * LEGS,
      subscriptions,
      upstreamConnections,
      perClientInstruments: sockets.reduce((sum, socket) => sum + new Set(socket.watch).size, 0),
      moved: ticks.length,
      ticks: sentTicks.length,
      expected: sentTicks.reduce((sum, tick) => sum + (watchers.get(tick.instrument) ?? 0), 0),
      delivered: latencies.length,
      latency: percentiles(latencies),
      toHub: percentiles(toHub),
      hubFanout: percentiles(hubFanout),
    };
  } finally {
    await crowd.close();
    await services.stop();
  }
}

const connectionsOf = (row: FanoutRow) =>
  `${row.upstreamConnections} connection${row.upstreamConnections === 1 ? "" : "s"}`;

function formatRow(row: FanoutRow): string {
  const ms = (value: number) => `${value.toFixed(1)} ms`;
  return [
    `  ${row.broker} (${row.connections}): ${row.traders} traders × ${LEGS} legs, ` +
      `${row.ticks} of ${row.moved} ticks sent, ${row.delivered} of ${row.expected} deliveries`,
    `    tick → socket: p50 ${ms(row.latency.p50)}, p99 ${ms(row.latency.p99)}, ` +
      `max ${ms(row.latency.max)}`,
    `    a round, in the services: first tick → hub p50 ${ms(row.toHub.p50)}, ` +
      `max ${ms(row.toHub.max)}; hub → its last listener` +
      `${row.shared ? "" : ` (${BASKETS} clients sampled)`} p50 ${ms(row.hubFanout.p50)}, ` +
      `max ${ms(row.hubFanout.max)}`,
    `    upstream: ${row.subscriptions} subscriptions on ${connectionsOf(row)}; ` +
      `${row.distinctInstruments} distinct instruments, ${row.tradersTimesLegs} traders × legs`,
  ].join("\n");
}

const SETUPS: Setup[] = [
  { broker: "hdfc_sky", connections: "the app key's shared connections", shared: true },
  { broker: "aliceblue", connections: "a connection per client", shared: false },
];
/** BENCH_PRICE_BROKERS=hdfc_sky to measure one; both by default. */
const CHOSEN = process.env.BENCH_PRICE_BROKERS?.split(",");

async function main() {
  const rows: FanoutRow[] = [];
  for (const setup of SETUPS) {
    if (!CHOSEN || CHOSEN.includes(setup.broker)) rows.push(await measure(setup));
  }
  console.log(
    `broker tick → PriceTick at the trader's socket, one instance (PGlite, sandboxes), ` +
      `${ROUNDS} rounds of ${BASKETS * LEGS} ticks`,
  );
  for (const row of rows) {
    console.log(formatRow(row));
    const label = `price fan-out, ${row.broker}, ${row.traders} traders × ${LEGS} legs`;
    recordFigure({
      figure: `${label}: tick → socket p99`,
      measured: `${row.latency.p99.toFixed(1)} ms`,
      goal: `< ${P99_GOAL_MS} ms`,
      met: row.latency.p99 < P99_GOAL_MS,
    });
    recordFigure({
      figure: `${label}: ticks delivered`,
      measured:
        `${row.delivered} of ${row.expected}` +
        (row.ticks < row.moved ? `; ${row.moved - row.ticks} ticks never sent` : ""),
      goal: "all",
      met: row.ticks === row.moved && row.delivered === row.expected,
    });
    // A shared app key: one subscription per instrument. A connection per client: one per
    // instrument of each client, which is traders × legs when no trader repeats a leg.
    const goal = row.shared ? row.distinctInstruments : row.perClientInstruments;
    recordFigure({
      figure: `${label}: upstream subscriptions`,
      measured: `${row.subscriptions} on ${connectionsOf(row)}`,
      goal: row.shared
        ? `= distinct instruments (${goal})`
        : `= instruments per client, summed (${goal}; one connection a client)`,
      met: row.subscriptions === goal,
    });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    // Services, sockets and the crowd left open would keep the bench running.
    process.exit(1);
  },
);
