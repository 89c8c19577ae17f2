import { and, eq, inArray, ne } from "drizzle-orm";
import { TEST_BROKER_CODE } from "../../../lib/product";
import { userBaskets, userOrders, userSignals, users } from "../../db/schema";
import type { Instrument } from "../../market/instrument";
import type { BasketEngine } from "../basket-engine";
import type { Trader } from "../trader";
import { needsRetry, netQuantity } from "./basket-settlement";
import { loadBasketState } from "../basket-store";
import { heldAtExpiry } from "./held-at-expiry";
import { BrokerError } from "../../brokers/broker";
import { basketOwnerColumns, ownerOf } from "../reconciling/reconcile-candidates";
import type { IndexClose } from "../../../lib/market/expiry-settlement";
import { hasExpired } from "../../market/contract-expiry";
import { RepeatedPass } from "../../runtime/repeated-pass";
import { expirySettlements } from "./expiry-settlement";
import { instrumentOf } from "../order-checks";

/** Baskets with legs held: the settler takes these (not those with an action on its way). */
const HELD = ["TRACKING", "ERROR"] as const;

/** How long a basket whose broker's book did not confirm every leg waits to be read again. */
export const BROKER_BOOK_RECHECK_MS = 5 * 60_000;

/**
 * Settles what the exchange settles at expiry (issue #29): every leg held past 15:30 IST on its
 * expiry day is closed at its final settlement price against the index's close
 * (expiry-settlement.ts), the basket settles as after an exit (EXITED once every leg is flat) and
 * its trader hears of it as of any order. On the paper broker, which settles its own book by the
 * same rule, every leg is; on any other broker (a sandbox or a real one), only the legs its
 * positions show held to the close (held-at-expiry.ts), read on the trader's session: without
 * one, the basket waits for the trader's next login.
 */
export class ExpirySettler {
  private readonly passes = new RepeatedPass(
    () => this.pass(),
    (error) => this.engine.deps.logger.error("Expiry settlement pass failed", { error }),
  );
  /** Baskets whose broker's book left a leg unconfirmed, with when to read it again (ms). */
  private readonly recheckAt = new Map<string, number>();

  constructor(
    private readonly engine: BasketEngine,
    private readonly closeOf: IndexClose,
    private readonly contractOf: (token: number) => Instrument = instrumentOf,
  ) {}

  /** Runs a pass every `intervalMs` (config.expirySettleIntervalMs) from now on. */
  start(intervalMs: number): void {
    this.passes.start(intervalMs);
  }

  /** Stops the passes, waiting for one in progress (or the one runOnce started). */
  stop(): Promise<void> {
    return this.passes.stop();
  }

  /** One pass (or the one already running); how many baskets it settled legs of. */
  runOnce(): Promise<number> {
    return this.passes.runOnce();
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

  /** Held baskets with a leg not closed whose contract has expired (not due a recheck yet). */
  private async candidates(at: Date): Promise<{ basketId: string; user: Trader }[]> {
    const { db } = this.engine.deps;
    const rows = await db
      .selectDistinct({ ...basketOwnerColumns, instrumentToken: userSignals.instrumentToken })
      .from(userBaskets)
      .innerJoin(users, eq(users.id, userBaskets.userId))
      .innerJoin(userSignals, eq(userSignals.basketId, userBaskets.id))
      .where(and(inArray(userBaskets.status, [...HELD]), ne(userSignals.status, "CLOSED")));
    const found = new Map<string, Trader>();
    for (const row of rows) {
      if (found.has(row.basketId) || (this.recheckAt.get(row.basketId) ?? 0) > at.getTime()) {
        continue;
      }
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
      const heldAtBroker = await this.brokerBookOf(user, basketId);
      if (!heldAtBroker) return false;
      const rows = expirySettlements(state, this.contractOf, this.closeOf, at, heldAtBroker);
      const expiredLegs = state.signals.filter((signal) =>
        hasExpired(this.contractOf(signal.instrumentToken), at),
      );
      const closedOutside = expiredLegs.filter((leg) => {
        const net = netQuantity(state.orders.filter((order) => order.signalId === leg.id));
        return net !== 0 && !heldAtBroker(leg.instrumentToken, net);
      });
      if (closedOutside.length > 0) this.closedOutside(basketId, closedOutside, at);
      const expiredIds = new Set(expiredLegs.map((signal) => signal.id));
      const failed = state.orders.filter((o) => expiredIds.has(o.signalId) && needsRetry(o));
      if (rows.length === 0 && failed.length === 0) return false;
      await engine.atomically(async (writer) => {
        if (rows.length > 0) {
          await writer.deps.db.insert(userOrders).values(rows).onConflictDoNothing();
        }
        await writer.supersedeFailed({ ...state, orders: failed });
        const settled = expiredLegs.filter((leg) => !closedOutside.includes(leg));
        await writer.clearTargets(settled.map((leg) => leg.id));
        await writer.begin(basketId, "EXITING");
      });
      await engine.settle(user, basketId, undefined);
      return true;
    });
  }

  /**
   * Whether the trader's broker shows a leg held to the close: every leg on the paper broker
   * (it settles its own book at the same prices); on any other, its positions read now. Undefined
   * when they cannot be read (no session, one the broker no longer accepts, a failed call).
   */
  private async brokerBookOf(
    user: Trader,
    basketId: string,
  ): Promise<((instrumentToken: number, net: number) => boolean) | undefined> {
    if (user.broker === TEST_BROKER_CODE) return () => true;
    const { brokers, brokerSessions, logger } = this.engine.deps;
    const session = await brokerSessions.find(user);
    if (!session) return undefined;
    try {
      const positions = await brokers[user.broker].positions(session);
      return (instrumentToken, net) => heldAtExpiry(positions, instrumentToken, net);
    } catch (error) {
      const code = error instanceof BrokerError ? error.code : undefined;
      logger.warn("The broker's positions could not be read to settle an expiry", {
        basketId,
        code,
        error: code ? undefined : error,
      });
      this.recheckAt.set(basketId, this.engine.deps.now().getTime() + BROKER_BOOK_RECHECK_MS);
      return undefined;
    }
  }

  /** Legs held past expiry that the broker's book shows closed: left to the trader, said once. */
  private closedOutside(basketId: string, legs: readonly { id: string }[], at: Date): void {
    this.engine.deps.logger.warn(
      "A leg held past its expiry shows closed at the broker: closed outside Strikeline",
      { basketId, signalIds: legs.map((leg) => leg.id) },
    );
    this.recheckAt.set(basketId, at.getTime() + BROKER_BOOK_RECHECK_MS);
  }
}
