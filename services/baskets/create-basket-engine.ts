import { estimatedMargin } from "../brokers/margin-estimate";
import { OrderRateLimiters } from "../brokers/limits/order-rate-limiters";
import type { RateWindowStore } from "../brokers/limits/rate-window-store";
import type { BrokerRegistry } from "../brokers/registry";
import type { BrokerSessionStore } from "../db/broker-sessions-repo";
import type { Db } from "../db/database";
import type { EventBus } from "../events/event-bus";
import type { Logger } from "../logger";
import { TEST_BROKER_CODE } from "../../lib/product";
import type { MarketSession } from "../../lib/market/market-session";
import type { MarketData } from "../market/instrument";
import type { TraderAlerts } from "../alerts/trader-alerts";
import { BasketEngine, type InstrumentListings } from "./basket-engine";

/**
 * The process's basket engine: the order-rate limits (per client, counted across instances in
 * Redis when there is one), the market's clock, and the paper broker's practice session.
 */
export function createBasketEngine(options: {
  db: Db;
  brokers: BrokerRegistry;
  brokerSessions: BrokerSessionStore;
  listings?: InstrumentListings;
  events: EventBus;
  logger: Logger;
  market: MarketData;
  /** The paper broker's market: a basket placed on its practice session is marked so. */
  paperMarket?: { session(): MarketSession };
  /** The traders' alerts: a basket that turns ERROR or EXITED tells its owner's devices. */
  alerts?: TraderAlerts;
  /** Where the order-rate windows are counted: this process's memory, or Redis for several. */
  orderRates?: RateWindowStore;
  /** Baskets sending their orders at once (send-turns.ts). */
  sendsAtOnce?: number;
  /** How long an unanswered send is held from a second one (unanswered-sends.ts). */
  unansweredSendHoldMs?: number;
  /** When a broker's first order is looked for by its tag (tag-echo-check.ts). */
  tagEchoCheckAfterMs?: readonly number[];
}): BasketEngine {
  const { market, paperMarket, alerts, orderRates, ...rest } = options;
  return new BasketEngine({
    ...rest,
    onStatusChanged: alerts && ((basket) => alerts.basketStatusChanged(basket, basket.status)),
    // The paper broker and every sandbox trade on the practice session while NSE is shut.
    tradesInPractice: (broker) =>
      (broker === TEST_BROKER_CODE || rest.brokers[broker].sandbox === true) &&
      paperMarket?.session() === "practice",
    limiters: new OrderRateLimiters(orderRates),
    now: () => market.now(),
    estimateMargin: (legs) => estimatedMargin(market, legs),
  });
}
