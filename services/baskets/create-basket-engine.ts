import { estimatedMargin } from "../brokers/margin-estimate";
import { OrderRateLimiters } from "../brokers/limits/order-rate-limiters";
import type { BrokerRegistry } from "../brokers/registry";
import type { BrokerSessionStore } from "../db/broker-sessions-repo";
import type { Db } from "../db/database";
import type { EventBus } from "../events/event-bus";
import type { Logger } from "../logger";
import type { MarketData } from "../market/instrument";
import { BasketEngine, type InstrumentListings } from "./basket-engine";

/** The process's basket engine: one order-rate limiter per broker, the market's clock. */
export function createBasketEngine(options: {
  db: Db;
  brokers: BrokerRegistry;
  brokerSessions: BrokerSessionStore;
  listings?: InstrumentListings;
  events: EventBus;
  logger: Logger;
  market: MarketData;
}): BasketEngine {
  const { market, ...rest } = options;
  return new BasketEngine({
    ...rest,
    limiters: new OrderRateLimiters(),
    now: () => market.now(),
    estimateMargin: (legs) => estimatedMargin(market, legs),
  });
}
