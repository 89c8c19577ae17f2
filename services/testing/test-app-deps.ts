import type { AppDeps } from "../app";
import type { Broker } from "../brokers/broker";
import type { ScripDirectory } from "../brokers/real/scrip-master";
import { createBasketEngine } from "../baskets/create-basket-engine";
import { webPushSender } from "../alerts/push-sender";
import { TraderAlerts } from "../alerts/trader-alerts";
import type { ServicesConfig } from "../config";
import type { Database } from "../db/database";
import { createInProcessEventBus } from "../events/in-process-event-bus";
import type { Clock } from "../../lib/time/clock";
import { startCatalogueRuntime } from "../runtime/catalogue-runtime";
import { createBrokers, type Brokers } from "../runtime/create-brokers";
import { recordingLogger } from "./recording-logger";
import { testClock } from "./test-clock";
import { testConfig } from "./test-config";

/** Everything buildApp needs, real, on an open database: brokers, catalogue, search index. */
export async function testAppDeps(
  database: Database,
  /** The clock defaults to testClock(): the test's stated instant, never the machine's date. */
  options: {
    config?: ServicesConfig;
    clock?: Clock;
    /** A real broker's adapter (pointed at a local fake of it) in place of its catalogue entry. */
    realBroker?: { broker: Broker; listing: ScripDirectory };
  } = {},
): Promise<
  AppDeps & Brokers & { logger: ReturnType<typeof recordingLogger>; alerts: TraderAlerts }
> {
  const logger = recordingLogger();
  const config = options.config ?? testConfig();
  const clock = options.clock ?? testClock();
  const events = createInProcessEventBus(logger);
  const built = createBrokers({ config, db: database.db, logger, clock });
  const real = options.realBroker;
  const brokers = real
    ? { ...built, brokers: { ...built.brokers, [real.broker.code]: real.broker } }
    : built;
  const { catalogue, searchIndex } = await startCatalogueRuntime({
    db: database.db,
    market: brokers.market,
    logger,
  });
  const alerts = new TraderAlerts({
    db: database.db,
    sender: webPushSender(config.webPush.vapidKeys, config.webPush.subject),
    logger,
  });
  const baskets = createBasketEngine({
    alerts,
    db: database.db,
    brokers: brokers.brokers,
    brokerSessions: brokers.brokerSessions,
    listings: real ? { ...brokers.listings, [real.broker.code]: real.listing } : brokers.listings,
    events,
    logger,
    market: brokers.market,
    paperMarket: brokers.paperMarket,
    sendsAtOnce: config.basketSendsAtOnce,
    unansweredSendHoldMs: config.unansweredSendHoldMs,
  });
  const testBrokerFaults = brokers.paperBroker.faults;
  return {
    ...{ config, clock, database, events, logger, ...brokers, catalogue, searchIndex, baskets },
    alerts,
    testBrokerFaults,
  };
}
