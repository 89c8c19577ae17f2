import type { MarketSession } from "../../../lib/market/market-session";
import type { Paise } from "../../../lib/money/paise";
import type { Clock } from "../../../lib/time/clock";
import type { BrokerRegistry } from "../../brokers/registry";
import type { RulePrice } from "../armed-basket";
import type { RulePriceSource } from "../rule-prices";

/**
 * The exit rules' prices in a test: the trader's broker's own, except the instruments a test
 * steers (a price, and how old it is), and the market's session as the test states it.
 */
export class SteeredPrices implements RulePriceSource {
  private readonly steered = new Map<number, { price: Paise; ageMs: number }>();
  market: MarketSession = "live";

  constructor(private readonly deps: { brokers: BrokerRegistry; clock: Clock }) {}

  /** From now on `token` is priced `price`, traded `ageMs` ago. */
  steer(token: number, price: Paise, ageMs = 0): void {
    this.steered.set(token, { price, ageMs });
  }

  clear(): void {
    this.steered.clear();
  }

  async prices(
    user: Parameters<RulePriceSource["prices"]>[0],
    session: Parameters<RulePriceSource["prices"]>[1],
    tokens: readonly number[],
  ): Promise<Map<number, RulePrice>> {
    const now = this.deps.clock.now();
    const own = await this.deps.brokers[user.broker].lastTradedPrices(tokens, session);
    const prices = new Map<number, RulePrice>();
    for (const token of tokens) {
      const steered = this.steered.get(token);
      if (steered)
        prices.set(token, { price: steered.price, at: new Date(now.getTime() - steered.ageMs) });
      else if (own.has(token)) prices.set(token, { price: own.get(token)!, at: now });
    }
    return prices;
  }

  listen(): () => void {
    return () => undefined;
  }

  marketSession(): MarketSession {
    return this.market;
  }
}
