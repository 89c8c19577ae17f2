import { performance } from "node:perf_hooks";
import type { MarketSession } from "../../lib/market/market-session";
import type { Paise } from "../../lib/money/paise";
import type { Clock } from "../../lib/time/clock";
import type { RulePrice } from "../../services/exit-rules/armed-basket";
import type { RulePriceSource } from "../../services/exit-rules/rule-prices";

type Listener = (token: number, price: RulePrice) => void;

/**
 * How a tick reaches the watcher's listeners:
 * - `hub`: every listener of the instrument is told it, as BrokerPriceHub does (one listener per
 *   trader with armed baskets: the watcher listens per trader);
 * - `once`: only the first listener of the instrument (one onPrice per tick), to show what the
 *   watcher costs when a tick is judged once.
 */
export type Delivery = "hub" | "once";

/** How long a tick took to tell its listeners, and how many it told. */
export interface Told {
  ms: number;
  told: number;
  of: number;
}

/**
 * The exit rules' prices in the bench: a stream the bench drives. `listen()` registers the
 * watcher's listeners as a broker's price hub holds them (by instrument); `tick()` tells them a
 * price now, on the bench's clock; `prices()` (the watcher's sweep) answers the last ticks.
 */
export class TickingPrices implements RulePriceSource {
  private readonly listeners = new Map<number, Set<Listener>>();
  private readonly latest = new Map<number, RulePrice>();
  delivery: Delivery = "hub";

  constructor(private readonly clock: Clock) {}

  async prices(
    _user: unknown,
    _session: unknown,
    tokens: readonly number[],
  ): Promise<Map<number, RulePrice>> {
    const prices = new Map<number, RulePrice>();
    for (const token of tokens) {
      const price = this.latest.get(token);
      if (price) prices.set(token, price);
    }
    return prices;
  }

  listen(
    _user: unknown,
    _session: unknown,
    tokens: readonly number[],
    onPrice: Listener,
  ): () => void {
    const sets = tokens.map((token) => {
      let set = this.listeners.get(token);
      if (!set) this.listeners.set(token, (set = new Set()));
      set.add(onPrice);
      return set;
    });
    return () => {
      for (const set of sets) set.delete(onPrice);
    };
  }

  marketSession(): MarketSession {
    return "live";
  }

  /** Listeners of `token` now. */
  listenersOf(token: number): number {
    return this.listeners.get(token)?.size ?? 0;
  }

  /** Every listener registered, summed over the instruments. */
  listenerCount(): number {
    let count = 0;
    for (const set of this.listeners.values()) count += set.size;
    return count;
  }

  /** `token` trades at `price` now: its listeners are told (as `delivery` says), synchronously. */
  tick(token: number, price: Paise): Told {
    return this.tell(token, price, Infinity);
  }

  /**
   * The same, but stops telling once `budgetMs` has gone (the rest of the listeners are not
   * told): how long one tick's fan-out takes, where a whole one would take minutes.
   */
  probe(token: number, price: Paise, budgetMs: number): Told {
    return this.tell(token, price, budgetMs);
  }

  private tell(token: number, price: Paise, budgetMs: number): Told {
    const quoted: RulePrice = { price, at: this.clock.now() };
    this.latest.set(token, quoted);
    const set = this.listeners.get(token);
    const of = set?.size ?? 0;
    const start = performance.now();
    let told = 0;
    for (const listener of set ?? []) {
      listener(token, quoted);
      told += 1;
      if (this.delivery === "once") break;
      if (told % 8 === 0 && performance.now() - start > budgetMs) break;
    }
    return { ms: performance.now() - start, told, of };
  }
}
