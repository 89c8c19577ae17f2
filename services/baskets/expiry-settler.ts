import { and, eq, inArray, ne } from "drizzle-orm";
import { TEST_BROKER_CODE } from "../../lib/product";
import { userBaskets, userOrders, userSignals, users } from "../db/schema";
import type { Instrument } from "../market/instrument";
import type { BasketEngine, Trader } from "./basket-engine";
import { needsRetry } from "./basket-settlement";
import { loadBasketState } from "./basket-store";
import { basketOwnerColumns, ownerOf } from "./reconcile-candidates";
import type { IndexClose } from "../../lib/market/expiry-settlement";
import { hasExpired } from "../market/contract-expiry";
import { repeatEvery } from "../runtime/repeat-every";
import { expirySettlements } from "./expiry-settlement";
import { instrumentOf } from "./order-checks";

/** Baskets with legs held: the settler takes these (not those with an action on its way). */
const HELD = ["TRACKING", "ERROR"] as const;

/**
 * Settles what the exchange settles at expiry (issue #29), for the brokers whose market is the
 * simulated one (the paper broker and the sandboxes; a real broker's settlement is its own):
 * every leg held past 15:30 IST on its expiry day is closed at its final settlement price
 * against the index's close (expiry-settlement.ts), the basket settles as after an exit (EXITED
 * once every leg is flat) and its trader hears of it as of any order.
 */
export class ExpirySettler {
  private stopRepeating: (() => Promise<void>) | undefined;
  private running: Promise<number> | undefined;

  constructor(
    private readonly engine: BasketEngine,
    private readonly closeOf: IndexClose,
    private readonly contractOf: (token: number) => Instrument = instrumentOf,
  ) {}

  /** Runs a pass every `intervalMs` (config.expirySettleIntervalMs) from now on. */
  start(intervalMs: number): void {
    const { logger } = this.engine.deps;
    this.stopRepeating ??= repeatEvery(
      () => this.runOnce(),
      intervalMs,
      (error) => logger.error("Expiry settlement pass failed", { error }),
    );
  }

  /** Stops the passes, waiting for one in progress (or the one runOnce started). */
  async stop(): Promise<void> {
    await this.stopRepeating?.();
    this.stopRepeating = undefined;
    await this.running;
  }

  /** One pass (or the one already running); how many baskets it settled legs of. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(): Promise<number> {
    const { logger, now } = this.engine.deps;
    const at = now();
    let settled = 0;
    try {
      for (const { basketId, user } of await this.candidates(at)) {
        try {
          if (await this.settleBasket(user, basketId, at)) settled++;
        } catch (error) {
          logger.error("Expiry settlement of a basket failed", { basketId, error });
        }
      }
    } catch (error) {
      logger.error("Expiry settlement pass failed", { error });
    }
    return settled;
  }

  /** Held baskets on a simulated broker with a leg not closed whose contract has expired. */
  private async candidates(at: Date): Promise<{ basketId: string; user: Trader }[]> {
    const { db, brokers } = this.engine.deps;
    const rows = await db
      .selectDistinct({ ...basketOwnerColumns, instrumentToken: userSignals.instrumentToken })
      .from(userBaskets)
      .innerJoin(users, eq(users.id, userBaskets.userId))
      .innerJoin(userSignals, eq(userSignals.basketId, userBaskets.id))
      .where(and(inArray(userBaskets.status, [...HELD]), ne(userSignals.status, "CLOSED")));
    const found = new Map<string, Trader>();
    for (const row of rows) {
      const simulated = row.broker === TEST_BROKER_CODE || brokers[row.broker]?.sandbox === true;
      if (!simulated || found.has(row.basketId)) continue;
      if (hasExpired(this.contractOf(row.instrumentToken), at)) {
        found.set(row.basketId, ownerOf(row));
      }
    }
    return [...found].map(([basketId, user]) => ({ basketId, user }));
  }

  /**
   * Writes the basket's settlements with what they end (the expired legs' targets, their failed
   * orders, which no retry can send now) in one transaction, then settles it; false when there
   * was nothing to settle (another instance did, or an order is still on its way).
   */
  private async settleBasket(user: Trader, basketId: string, at: Date): Promise<boolean> {
    const engine = this.engine;
    return engine.exclusively(basketId, async () => {
      const state = await loadBasketState(engine.deps.db, basketId);
      const rows = expirySettlements(state, this.contractOf, this.closeOf, at);
      const expiredLegs = state.signals.filter((signal) =>
        hasExpired(this.contractOf(signal.instrumentToken), at),
      );
      const expiredIds = new Set(expiredLegs.map((signal) => signal.id));
      const failed = state.orders.filter((o) => expiredIds.has(o.signalId) && needsRetry(o));
      if (rows.length === 0 && failed.length === 0) return false;
      await engine.atomically(async (writer) => {
        if (rows.length > 0) {
          await writer.deps.db.insert(userOrders).values(rows).onConflictDoNothing();
        }
        await writer.supersedeFailed({ ...state, orders: failed });
        for (const leg of expiredLegs) await writer.setTarget(leg.id, 0);
        await writer.begin(basketId, "EXITING");
      });
      await engine.settle(user, basketId, undefined);
      return true;
    });
  }
}
