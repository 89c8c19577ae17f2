import type { BrokerCode } from "../../lib/brokers";
import type { MarketSession } from "../../lib/market/market-session";
import { TEST_BROKER_CODE } from "../../lib/product";
import type { BrokerSession } from "../brokers/broker";
import type { BrokerRegistry } from "../brokers/registry";
import type { BrokerPriceHub } from "../brokers/streams/price-hub";
import type { Trader } from "../baskets/trader";
import type { RulePrice } from "./armed-basket";

/** Where the watcher's prices come from: every price the services already have for a trader. */
export interface RulePriceSource {
  /**
   * The trader's prices of `tokens` now: their broker's stream where it runs, its quote call
   * otherwise, the simulated market for the paper broker. A lapsed session throws the broker's
   * INVALID_TOKEN.
   */
  prices(
    user: Trader,
    session: BrokerSession,
    tokens: readonly number[],
  ): Promise<Map<number, RulePrice>>;
  /** Streamed prices as they arrive, where the broker streams; the result stops listening. */
  listen(
    user: Trader,
    session: BrokerSession,
    tokens: readonly number[],
    onPrice: (token: number, price: RulePrice) => void,
  ): () => void;
  /** Which market the trader's broker trades on now: a rule acts only while it is not shut. */
  marketSession(broker: BrokerCode): MarketSession;
}

/**
 * The services' prices as exit rules read them: each real broker's price hub (its stream, its
 * quote call), and for the paper broker its own market (every price fresh at the instant asked).
 */
export function servicePrices(deps: {
  brokers: BrokerRegistry;
  hubs: Partial<Record<BrokerCode, BrokerPriceHub>>;
  now: () => Date;
  marketSession: (broker: BrokerCode) => MarketSession;
}): RulePriceSource {
  return {
    async prices(user, session, tokens) {
      const hub = deps.hubs[user.broker];
      if (hub) return hub.prices(session, tokens);
      const at = deps.now();
      const prices = await deps.brokers[user.broker].lastTradedPrices(tokens, session);
      return new Map([...prices].map(([token, price]) => [token, { price, at }]));
    },
    listen(user, session, tokens, onPrice) {
      const hub = deps.hubs[user.broker];
      if (!hub || user.broker === TEST_BROKER_CODE) return () => undefined;
      return hub.listen(session, tokens, (token, quoted) =>
        onPrice(token, { price: quoted.price, at: quoted.at }),
      );
    },
    marketSession: deps.marketSession,
  };
}
