import { Server } from "node:http";
import type { BrokerCode } from "../lib/brokers";
import type { BrokerPriceHub } from "./brokers/streams/price-hub";
import { createAdaptorServer } from "@hono/node-server";
import { buildApp, sessionAuthOf } from "./app";
import type { ServicesConfig } from "./config";
import { openDatabase, type Database } from "./db/database";
import type { EventBus } from "./events/event-bus";
import { createEventBus } from "./events/create-event-bus";
import type { Logger } from "./logger";
import { systemClock, type Clock } from "../lib/time/clock";
import { brokerPriceWatch } from "./realtime/price-watch";
import { attachRealtime, type RealtimeService } from "./realtime/realtime-server";
import { createPriceHubs } from "./runtime/price-hubs";
import { startBrokerRuntime, type BrokerRuntime } from "./runtime/broker-runtime";
import { startCatalogueRuntime } from "./runtime/catalogue-runtime";
import { EXIT_RULES_LEASE, startClusterLeases } from "./runtime/cluster-leases";
import { TEST_BROKER_CODE } from "../lib/product";
import { webPageRevalidation } from "./runtime/web-page-revalidation";
import { FollowerResultsRefresher } from "./follower-results/follower-results-refresher";
import { revalidationKey } from "../lib/page-cache/revalidation-call";
import { HTTP_SERVICES, REALTIME_SERVICE } from "./service-catalogue";
import { createBasketEngine } from "./baskets/create-basket-engine";
import { announceTradeboxChange } from "./baskets/news/tradebox-change-news";
import { BasketReconciler } from "./baskets/reconciling/basket-reconciler";
import { ExpirySettler } from "./baskets/settlement/expiry-settler";
import { simulatedIndexClose } from "./market/index-close";
import type { BasketEngine } from "./baskets/basket-engine";
import { paperBrokerMargin } from "./catalogue/paper-broker-margin";
import { seedSampleCatalogue } from "./catalogue/seed-catalogue";
import { TradeboxChanges } from "./catalogue/tradebox-events";
import { webPushSender } from "./alerts/push-sender";
import { TraderAlerts } from "./alerts/trader-alerts";
import { ExitRuleWatcher } from "./exit-rules/exit-rule-watcher";
import { servicePrices } from "./exit-rules/rule-prices";
import { MemoryRateWindowStore } from "./brokers/limits/rate-window-store";
import { RedisRateWindowStore } from "./brokers/limits/redis-rate-window-store";

export interface RunningServices {
  /** e.g. http://127.0.0.1:4000; the port is the real one when the config asked for 0. */
  url: string;
  port: number;
  database: Database;
  events: EventBus;
  realtime: RealtimeService;
  /** The embedded market, the paper broker and the broker registry. */
  runtime: BrokerRuntime;
  /** The basket engine (a test hands the same order news to two instances through it). */
  baskets: BasketEngine;
  /** Each real broker's price hub, to read (the price fan-out bench counts its subscriptions). */
  readonly priceHubs: Readonly<Partial<Record<BrokerCode, BrokerPriceHub>>>;
  /**
   * Close sockets, then the HTTP server, then stop the basket reconciler (handing its baskets
   * over) and the paper broker's order matcher, then the event bus and the database. Safe to
   * call more than once.
   */
  stop(): Promise<void>;
}

// Keep-alive connections idle in a browser would otherwise hold server.close() open.
const SHUTDOWN_TIMEOUT_MS = 5_000;
/**
 * An idle connection is the balancer's to close. Ours reuses its connections to an instance for
 * any request that follows (`http-reuse always`, docs/deploy.md); with Node's default (5 s) the
 * instance closed one first, racing the balancer's next request on it (a reset). Above the
 * balancer's own timeouts (60 s) and an AWS ALB's idle timeout (60 s).
 */
const KEEP_ALIVE_TIMEOUT_MS = 65_000;

/** Open and migrate the database, start the market and brokers, mount every service, listen. */
export async function startServices(
  config: ServicesConfig,
  logger: Logger,
  /** The process's one clock: real time, unless a test or drill states its own. */
  options: { clock?: Clock } = {},
): Promise<RunningServices> {
  const database = openDatabase(config.database, logger);
  // Migrations and the sample seed run under the start-up lock: instances starting together
  // take turns (docs/deploy.md); the lock is let go once the seed is in, or on any failure.
  let unlock: () => Promise<void> = async () => undefined;
  const closeDatabase = async () => {
    await unlock();
    await database.close();
  };
  try {
    unlock = await database.startupLock();
    await database.migrate();
  } catch (error) {
    await closeDatabase();
    throw error;
  }
  let events: Awaited<ReturnType<typeof createEventBus>>;
  try {
    events = await createEventBus(config.redisUrl, logger);
  } catch (error) {
    await closeDatabase();
    throw error;
  }
  const clock = options.clock ?? systemClock;
  // Each trader's order-book poller and price stream run on one instance at a time (docs/deploy.md).
  const leases = startClusterLeases(database, logger);
  const runtime = startBrokerRuntime({
    config,
    db: database.db,
    logger,
    clock,
    leases,
    expirySettleIntervalMs: config.expirySettleIntervalMs,
  });
  let catalogue: Awaited<ReturnType<typeof startCatalogueRuntime>>;
  try {
    await runtime.mastersRestored;
    if (config.seedSampleCatalogue) await seedAtStart(database, runtime, logger);
    await unlock();
    catalogue = await startCatalogueRuntime({
      db: database.db,
      market: runtime.market,
      logger,
      redisUrl: config.redisUrl,
    });
  } catch (error) {
    await runtime.stop();
    await events.close();
    await closeDatabase();
    throw error;
  }
  const alerts = new TraderAlerts({
    db: database.db,
    sender: webPushSender(config.webPush.vapidKeys, config.webPush.subject),
    logger,
  });
  // Several instances count each client's orders in one place (Redis); one counts in memory.
  const orderRates = config.redisUrl
    ? new RedisRateWindowStore(config.redisUrl, logger)
    : new MemoryRateWindowStore();
  const baskets = createBasketEngine({
    alerts,
    orderRates,
    db: database.db,
    brokers: runtime.brokers,
    brokerSessions: runtime.brokerSessions,
    listings: runtime.listings,
    events,
    logger,
    market: runtime.market,
    paperMarket: runtime.paperMarket,
    sendsAtOnce: config.basketSendsAtOnce,
    unansweredSendHoldMs: config.unansweredSendHoldMs,
  });
  // An analyst's adjustment or close changes what every trader on the tradebox sees.
  const stopAnnouncing = catalogue.catalogue.changes.onTradeboxChanged(async (change) => {
    if (change.kind === "adjusted" || change.kind === "closed") {
      await announceTradeboxChange({ db: database.db, events }, change.strategyId);
      alerts.tradeboxChanged(change.strategyId);
    }
  });
  // …and what the web app's cached public pages show.
  const stopRevalidating = catalogue.catalogue.changes.onTradeboxChanged(
    webPageRevalidation({
      url: config.webRevalidateUrl,
      key: revalidationKey(config.sessionSecret),
      db: database.db,
      logger,
    }),
  );
  // The first pass resumes what a stopped process left in flight, before any new order comes in.
  const reconciler = new BasketReconciler(baskets, config.reconciler);
  const resumed = await reconciler.runOnce();
  if (resumed > 0) logger.info("Baskets with pending orders resumed", { baskets: resumed });
  reconciler.start();
  // Legs held to expiry on the paper broker and the sandboxes settle at the simulated close.
  const settler = new ExpirySettler(baskets, simulatedIndexClose(runtime.paperMarket));
  await settler.runOnce();
  settler.start(config.expirySettleIntervalMs);
  // Each trader's own broker's prices (its stream where one runs, its quote call otherwise).
  const priceHubs = createPriceHubs({
    brokers: runtime.brokers,
    sandboxes: runtime.sandboxes,
    liveStreams: runtime.liveStreams,
    clock,
    logger,
    leases,
  });
  // The traders' exit rules, carried out here while nobody watches (docs/exit-rules.md).
  const exitRules = new ExitRuleWatcher({
    engine: baskets,
    alerts,
    prices: servicePrices({
      brokers: runtime.brokers,
      hubs: priceHubs,
      now: () => clock.now(),
      marketSession: (broker) =>
        (broker === TEST_BROKER_CODE || runtime.brokers[broker].sandbox
          ? runtime.paperMarket
          : runtime.market
        ).session(),
    }),
    lease: leases?.hold(EXIT_RULES_LEASE),
  });
  exitRules.start();
  // What following each tradebox returned, for its profile: worked out at most hourly.
  const followerResults = new FollowerResultsRefresher({
    db: database.db,
    now: () => clock.now(),
    logger,
  });
  followerResults.start();
  const closePriceHubs = () =>
    Promise.all(Object.values(priceHubs).map((hub) => hub.close())).then(() => undefined);
  const app = buildApp({
    priceHubs,
    baskets,
    testBrokerFaults: runtime.paperBroker.faults,
    sandboxes: runtime.sandboxes,
    config,
    clock,
    database,
    events,
    logger,
    market: runtime.market,
    paperMarket: runtime.paperMarket,
    marketMoves: runtime.marketMoves,
    brokers: runtime.brokers,
    brokerSessions: runtime.brokerSessions,
    catalogue: catalogue.catalogue,
    searchIndex: catalogue.searchIndex,
  });

  const server = createAdaptorServer({ fetch: app.fetch, hostname: config.host });
  // createAdaptorServer may build HTTP/2 servers too; this process is always plain HTTP/1.1.
  if (!(server instanceof Server)) throw new Error("expected an HTTP/1.1 server");
  server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
  const realtime = attachRealtime({
    server,
    events,
    sessions: sessionAuthOf({ config, clock }),
    heartbeatMs: config.realtimeHeartbeatMs,
    logger,
    prices: brokerPriceWatch({ hubs: priceHubs, brokerSessions: runtime.brokerSessions }),
  });

  let port: number;
  try {
    port = await listen(server, config.port, config.host);
  } catch (error) {
    await catalogue.stop();
    await realtime.close();
    await reconciler.stop();
    await settler.stop();
    await exitRules.stop();
    await followerResults.stop();
    await closePriceHubs();
    await runtime.stop();
    await orderRates.close();
    await events.close();
    await database.close();
    throw error;
  }
  const url = `http://${urlHost(config.host)}:${port}`;
  logStarted(logger, url, database);

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      await catalogue.stop();
      stopAnnouncing();
      stopRevalidating();
      await exitRules.stop();
      await followerResults.stop();
      baskets.stop();
      await realtime.close();
      await closeServer(server);
      // Sends begun for traders already answered end here; those not yet begun are left.
      await baskets.idle();
      await reconciler.stop();
      await settler.stop();
      await closePriceHubs();
      await runtime.stop();
      // Alerts under way still read the database.
      await alerts.idle();
      await orderRates.close();
      await events.close();
      await database.close();
      logger.info("Services stopped");
    })());

  return { url, port, database, events, realtime, runtime, baskets, priceHubs, stop };
}

async function seedAtStart(database: Database, runtime: BrokerRuntime, logger: Logger) {
  const result = await seedSampleCatalogue({
    db: database.db,
    market: runtime.market,
    margin: paperBrokerMargin(runtime.market),
    changes: new TradeboxChanges(),
  });
  logger.info("Sample catalogue seeded", { ...result });
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      const address = server.address();
      if (address === null || typeof address === "string") reject(new Error("not a TCP server"));
      else resolve(address.port);
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve, reject) => {
    const force = setTimeout(() => server.closeAllConnections(), SHUTDOWN_TIMEOUT_MS);
    server.close((error) => {
      clearTimeout(force);
      if (error) reject(error);
      else resolve();
    });
    server.closeIdleConnections();
  });
}

// IPv6 literals need brackets in a URL; 0.0.0.0 is reachable as localhost from this machine.
function urlHost(host: string): string {
  if (host === "0.0.0.0" || host === "::") return "localhost";
  return host.includes(":") ? `[${host}]` : host;
}

function logStarted(logger: Logger, url: string, database: Database): void {
  logger.info(`Services listening on ${url}`, { database: database.label });
  for (const { name, basePath } of HTTP_SERVICES)
    logger.info(`  ${name.padEnd(14)} ${url}${basePath}`);
  const wsUrl = url.replace(/^http/, "ws");
  logger.info(`  ${REALTIME_SERVICE.name.padEnd(14)} ${wsUrl}${REALTIME_SERVICE.basePath}`);
}
