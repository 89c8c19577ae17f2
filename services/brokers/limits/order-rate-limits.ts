import type { BrokerCode } from "../../../lib/brokers";
import { TEST_BROKER_CODE } from "../../../lib/product";

/** At most `orders` order requests in any window of `perMs` milliseconds. */
export interface OrderRateLimit {
  orders: number;
  perMs: number;
}

const TEN_PER_SECOND: OrderRateLimit = { orders: 10, perMs: 1_000 };

/**
 * Each broker's order-rate limit, as data: 10 orders per second at every broker today
 * (../shared/design/MARKET-FACTS.md: Kite, IIFL, 5paisa, Alice Blue publish 10/s, and SEBI's
 * April 2026 retail-algo rules cap API orders at 10/s). The test broker keeps the same limit so
 * that whatever works on paper works at a real broker.
 */
export const ORDER_RATE_LIMITS: Readonly<Record<BrokerCode, OrderRateLimit>> = {
  iifl: TEN_PER_SECOND,
  iifl_capital: TEN_PER_SECOND,
  nuvama: TEN_PER_SECOND,
  "5paisa": TEN_PER_SECOND,
  aliceblue: TEN_PER_SECOND,
  hdfc_sky: TEN_PER_SECOND,
  hdfc_sky_strategy: TEN_PER_SECOND,
  [TEST_BROKER_CODE]: TEN_PER_SECOND,
};
