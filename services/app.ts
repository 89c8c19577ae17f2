import { Hono } from "hono";
import { compress } from "hono/compress";
import { cors } from "hono/cors";
import { TEST_BROKER_CODE } from "../lib/product";
import { analystRoutes } from "./analyst/routes";
import type { BrokerPriceHub } from "./brokers/streams/price-hub";
import type { BrokerCode } from "../lib/brokers";
import type { DrillTarget } from "./brokers/sandbox/sandbox-drills";
import { bridgeRoutes } from "./bridge/routes";
import type { BasketEngine } from "./baskets/basket-engine";
import type { SessionAuth } from "./auth/session-auth";
import type { Clock } from "../lib/time/clock";
import type { FaultInjector } from "./brokers/test-broker/faults";
import type { BrokerRegistry } from "./brokers/registry";
import type { BrokerSessionStore } from "./db/broker-sessions-repo";
import type { CatalogueDeps } from "./catalogue/catalogue-deps";
import type { ServicesConfig } from "./config";
import type { Database } from "./db/database";
import type { EventBus } from "./events/event-bus";
import { jsonErrorHandler, jsonNotFound } from "./http/json-errors";
import { rootHealth } from "./http/root-health";
import { apiSecurityHeaders, requireWebOrigin } from "./http/security-middleware";
import type { Logger } from "./logger";
import type { SimulatedMarket } from "./market/simulated-market";
import type { MarketMoves } from "./market/market-moves";
import { marketFeedRoutes } from "./market-feed/routes";
import { lastPricesOf } from "./brokers/test-broker/paper-positions";
import { searchRoutes } from "./search/routes";
import type { TradeboxSearchIndex } from "./search/tradebox-index";
import type { HttpServiceName } from "./service-catalogue";
import { HTTP_SERVICES } from "./service-catalogue";
import { userStrategyRoutes } from "./user-strategy/routes";

export interface AppDeps {
  config: ServicesConfig;
  /** The process's one clock: the market's, and the one sessions are issued and checked on. */
  clock: Clock;
  database: Database;
  events: EventBus;
  logger: Logger;
  /** The embedded market (test broker prices, backtests); services/runtime/broker-runtime.ts. */
  market: SimulatedMarket;
  /** The paper broker's market: the practice session's twin of `market` (create-brokers.ts). */
  paperMarket: SimulatedMarket;
  /** The drills' moves of both markets (POST /analyst/market/move); create-brokers.ts. */
  marketMoves: MarketMoves;
  /** Every broker of the catalogue by code, the test broker being the paper broker. */
  brokers: BrokerRegistry;
  /** Each trader's broker session, encrypted at rest. */
  brokerSessions: BrokerSessionStore;
  /** The tradebox catalogue's writes (analyst API); services/runtime/catalogue-runtime.ts. */
  catalogue: CatalogueDeps;
  /** The tradeboxes as a search index, kept in step with the catalogue. */
  searchIndex: TradeboxSearchIndex;
  /** Traders' basket orders through their brokers (services/baskets). */
  baskets: BasketEngine;
  /** The paper broker's fault switchboard (drills through the analyst API). */
  testBrokerFaults: FaultInjector;
  /** Each real broker's price hub (its stream, its quote call): a trader's own prices. */
  priceHubs?: Partial<Record<BrokerCode, BrokerPriceHub>>;
  /** The sandbox brokers' exchanges, by code (their drills through the analyst API). */
  sandboxes?: ReadonlyMap<string, DrillTarget>;
}

/** The services' session keys: the configured secret on the process's clock. */
export function sessionAuthOf({ config, clock }: Pick<AppDeps, "config" | "clock">): SessionAuth {
  return { secret: config.sessionSecret, clock };
}

const ROUTES: Record<HttpServiceName, (deps: AppDeps) => Hono> = {
  bridge: ({ database, brokers, brokerSessions, config, clock, logger, baskets }) =>
    bridgeRoutes({
      db: database.db,
      baskets,
      brokers,
      brokerSessions,
      sessions: sessionAuthOf({ config, clock }),
      paperBrokerSecret: config.paperBrokerSecret,
      now: () => clock.now(),
      logger,
    }),
  "user-strategy": ({ database, brokers, brokerSessions, config, clock, baskets }) =>
    userStrategyRoutes({
      db: database.db,
      brokers,
      brokerSessions,
      sessions: sessionAuthOf({ config, clock }),
      baskets,
      alerts: {
        publicKey: config.webPush.vapidKeys.publicKey,
        extraOrigins: config.webPush.extraOrigins,
        now: () => clock.now(),
      },
    }),
  search: ({ searchIndex, config, clock, logger }) =>
    searchRoutes({ index: searchIndex, sessions: sessionAuthOf({ config, clock }), logger }),
  analyst: ({ config, catalogue, logger, testBrokerFaults, sandboxes, marketMoves }) =>
    analystRoutes({
      apiKey: config.analystApiKey,
      catalogue,
      logger,
      faults: testBrokerFaults,
      sandboxes,
      marketMoves,
    }),
  // The feed is not per trader: its prices are the embedded market's, NSE's or (asked for) the
  // paper broker's practice session's, through the test broker as its orders fill at them.
  "market-feed": ({ brokers, market, paperMarket, priceHubs, database, config, clock, ...deps }) =>
    marketFeedRoutes({
      brokerPrices: priceHubs && {
        db: database.db,
        sessions: sessionAuthOf({ config, clock }),
        brokerSessions: deps.brokerSessions,
        hubs: priceHubs,
        // A sandbox fills at the paper broker's market; a live broker's prices are NSE's.
        sessionOf: (broker) => (brokers[broker].sandbox ? paperMarket : market).session(),
        now: () => clock.now(),
        indexLevels: (broker, tokens) =>
          lastPricesOf(brokers[broker].sandbox ? paperMarket : market, tokens),
      },
      live: {
        lastTradedPrices: async (tokens) => lastPricesOf(market, tokens),
        session: () => market.session(),
      },
      practice: {
        lastTradedPrices: (tokens) => brokers[TEST_BROKER_CODE].lastTradedPrices(tokens),
        session: () => paperMarket.session(),
      },
    }),
};

/** The HTTP side of the process: every service under its base path. Does not listen. */
export function buildApp(deps: AppDeps): Hono {
  const { config, database, logger } = deps;
  const app = new Hono();

  // The web app calls with the session token in the Authorization header, from its own origin.
  app.use(
    "*",
    cors({
      origin: config.webOrigins,
      credentials: true,
      allowHeaders: ["Authorization", "Content-Type"],
      allowMethods: ["GET", "POST", "PUT", "DELETE", "OPTIONS"],
      maxAge: 600,
    }),
  );

  app.use("*", apiSecurityHeaders());
  app.use("*", requireWebOrigin(config.webOrigins));

  // Search answers carry each tradebox's payoff series: gzip takes them to a seventh.
  app.use("*", compress());

  // GET /health: the process, its services, and whether the database answers (503 if not).
  app.get("/health", rootHealth(database, logger));

  for (const { name, basePath } of HTTP_SERVICES) app.route(basePath, ROUTES[name](deps));

  app.notFound(jsonNotFound);
  app.onError(jsonErrorHandler(logger));
  return app;
}
