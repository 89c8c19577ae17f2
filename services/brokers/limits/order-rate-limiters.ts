import { randomUUID } from "node:crypto";
import type { BrokerCode } from "../../../lib/brokers";
import { ORDER_RATE_RULES, type OrderRateLimit, type OrderRateRule } from "./order-rate-limits";
import { systemLimiterClock, type LimiterClock } from "./rate-limiter";
import { MemoryRateWindowStore, type RateWindowStore } from "./rate-window-store";

/** A basket's turn at its broker's shared budget: each order sent, then the turn given up. */
export interface BasketTurn {
  /** An order of the basket goes now (its slot is stamped with the time it really went). */
  sending(): Promise<void>;
  /** The basket's send is over: slots it did not use are given back. */
  finish(): Promise<void>;
}

const NO_SHARED_BUDGET: BasketTurn = {
  sending: async () => undefined,
  finish: async () => undefined,
};

/**
 * The order-rate limits as the rules set them (order-rate-limits.ts): each client of a broker
 * within its own limit, never waiting for another client's orders; and, at a broker that sets a
 * budget per app key, the baskets of all its clients served in turn, each taking room for all its
 * orders at once, so no basket is held half entered (its hedges sent, its sells queued behind
 * other traders' legs). The windows live in `store`: Redis keeps them across instances.
 */
export class OrderRateLimiters {
  /** Each key's callers, in arrival order: one waits for room at a time. */
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    private readonly store: RateWindowStore = new MemoryRateWindowStore(),
    private readonly clock: LimiterClock = systemLimiterClock,
    private readonly rules: Readonly<Record<BrokerCode, OrderRateRule>> = ORDER_RATE_RULES,
  ) {}

  /** Resolves when this client may send one more order to its broker. */
  async clientSend(broker: BrokerCode, clientId: string): Promise<void> {
    const key = `${broker}:client:${clientId}`;
    await this.inTurn(key, () => this.take(key, this.rules[broker].perClient, [randomUUID()]));
  }

  /**
   * Resolves when a basket of `orders` orders has room at its broker's shared budget (at once
   * where the broker has none), after every basket that asked before it.
   */
  async basketTurn(broker: BrokerCode, orders: number): Promise<BasketTurn> {
    const budget = this.rules[broker].perAppKey;
    if (!budget || orders === 0) return NO_SHARED_BUDGET;
    const key = `${broker}:app`;
    // A basket larger than the budget's smallest window takes that much and waits for the rest.
    const room = Math.min(orders, ...budget.map((limit) => limit.orders));
    const slots = Array.from({ length: room }, () => randomUUID());
    await this.inTurn(key, () => this.take(key, budget, slots));
    const unsent = [...slots];
    return {
      sending: async () => {
        const slot = unsent.shift();
        if (slot) await this.store.restamp(key, slot, this.clock.now());
        else await this.inTurn(key, () => this.take(key, budget, [randomUUID()]));
      },
      finish: () => this.store.release(key, unsent.splice(0)),
    };
  }

  /** Takes the slots once they fit every window, waiting as long as the store says. */
  private async take(key: string, limits: readonly OrderRateLimit[], slots: readonly string[]) {
    for (;;) {
      const wait = await this.store.tryTake(key, limits, slots, this.clock.now());
      if (wait <= 0) return;
      await this.clock.sleep(wait);
    }
  }

  /** Runs `work` after every earlier call on `key` in this process has finished. */
  private async inTurn(key: string, work: () => Promise<void>): Promise<void> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const turn = previous.then(work);
    const settled = turn.catch(() => undefined);
    this.queues.set(key, settled);
    try {
      await turn;
    } finally {
      if (this.queues.get(key) === settled) this.queues.delete(key);
    }
  }
}
