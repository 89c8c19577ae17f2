import type { BrokerCode } from "../../../lib/brokers";
import { TEST_BROKER_CODE } from "../../../lib/product";

/** At most `orders` order requests in any window of `perMs` milliseconds. */
export interface OrderRateLimit {
  orders: number;
  perMs: number;
}

/** A broker's order-rate rules, each with where it is written. */
export interface OrderRateRule {
  /**
   * What each client may send: the exchange's threshold, or lower where the broker documents
   * lower. Clients never wait for each other under it.
   */
  perClient: readonly OrderRateLimit[];
  /** A budget all the product's clients at this broker share: only where the broker sets one. */
  perAppKey?: readonly OrderRateLimit[];
  /** The broker's page in docs/brokers/ that names the source of each figure. */
  source: string;
}

/**
 * NSE's retail-algo circular (May 2025, under SEBI's February 2025 framework): above 10 orders a
 * second per client per exchange segment an algo must be registered. Every order we send is in
 * NSE's F&O segment, so this is each client's ceiling at every broker.
 */
export const EXCHANGE_ORDERS_PER_CLIENT: OrderRateLimit = { orders: 10, perMs: 1_000 };

const exchangeOnly = (source: string): OrderRateRule => ({
  perClient: [EXCHANGE_ORDERS_PER_CLIENT],
  source,
});

/**
 * Each broker's order-rate rules, as data (docs/brokers/ has each broker's sources, and
 * docs/brokers.md the table). No broker of the catalogue documents a per-client order limit
 * lower than the exchange's; only 5paisa states one per app (API key), which every client we
 * serve through our key may share, so it is also a budget there. The paper broker keeps the
 * exchange's rule so that whatever works on paper works at a real broker.
 */
export const ORDER_RATE_RULES: Readonly<Record<BrokerCode, OrderRateRule>> = {
  iifl: exchangeOnly("docs/brokers.md#order-rate-limits"),
  iifl_capital: exchangeOnly("docs/brokers/iifl-capital.md#rate-limits"),
  nuvama: exchangeOnly("docs/brokers/nuvama.md#rate-limits-sessions-quirks"),
  // 5paisa's forum announcement: 10 orders a second per app, HTTP 429 past it. Whether a partner
  // key counts per client is not stated: until the first live session says, our key's clients
  // share it (fewer orders a second is never refused; more is).
  "5paisa": {
    perClient: [EXCHANGE_ORDERS_PER_CLIENT],
    perAppKey: [{ orders: 10, perMs: 1_000 }],
    source: "docs/brokers/5paisa.md#rate-limits",
  },
  aliceblue: exchangeOnly("docs/brokers/aliceblue.md#rate-limits"),
  hdfc_sky: exchangeOnly("docs/brokers/hdfc-sky.md#rate-limits"),
  hdfc_sky_strategy: exchangeOnly("docs/brokers/hdfc-sky.md#rate-limits"),
  [TEST_BROKER_CODE]: exchangeOnly("docs/brokers.md#order-rate-limits"),
};
