import type { BrokerCode } from "../../../lib/brokers";
import { BrokerError } from "../../brokers/broker";
import { SlidingWindowRateLimiter } from "../../brokers/limits/rate-limiter";
import type { BasketEngine } from "../basket-engine";
import { newsPaid } from "../news/basket-news";
import { basketLeaseClaim, releaseBasketLease, releaseLeasesOf } from "./basket-leases";
import { ACTION_STATUSES, isInFlight } from "../settlement/basket-settlement";
import { loadBasketState, recordBrokerOrder } from "../basket-store";
import { reconcileCandidates, type ReconcileCandidate } from "./reconcile-candidates";
import { DEFAULT_RECONCILER_SETTINGS, type ReconcilerSettings } from "./reconciler-settings";

/** Baskets one pass takes on at most: a backlog is worked through over several passes. */
const BASKETS_PER_PASS = 100;

/**
 * Keeps every basket's orders in step with its broker, whatever was lost: an order update
 * dropped or delivered to another instance, a process killed between a send and its record,
 * an answer that never came. Each pass takes the baskets whose action (ENTERING, ADJUSTING,
 * EXITING) has not moved for `staleAfterMs`, leases each (one instance per basket; a dead
 * instance's lease lapses after `leaseMs`), asks the broker of every order not final, sends the
 * rows written but never answered (same keys: never a second order), and settles the basket
 * through the same path as order updates.
 */
export class BasketReconciler {
  private readonly statusLimiters = new Map<BrokerCode, SlidingWindowRateLimiter>();
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<number> | undefined;
  /** Baskets whose trader's session the broker refused, logged once each. */
  private readonly refused = new Set<string>();

  constructor(
    private readonly engine: BasketEngine,
    private readonly settings: ReconcilerSettings = DEFAULT_RECONCILER_SETTINGS,
    /** Who holds the leases: the engine's (one per process), so a trader's send renews them. */
    readonly holder = engine.leaseHolder,
  ) {}

  /** The broker's status-call limiter: the reconciler's reads never crowd out traders' orders. */
  private statusLimiter(broker: BrokerCode): SlidingWindowRateLimiter {
    let limiter = this.statusLimiters.get(broker);
    if (!limiter) {
      limiter = new SlidingWindowRateLimiter({
        orders: this.settings.statusPerSecond,
        perMs: 1_000,
      });
      this.statusLimiters.set(broker, limiter);
    }
    return limiter;
  }

  /** Runs a pass every `intervalMs` from now on (never two at once; a slow pass skips ticks). */
  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.runOnce(), this.settings.intervalMs);
    this.timer.unref();
  }

  /** Stops the passes, waits for one in progress and hands this instance's baskets over. */
  async stop(): Promise<void> {
    clearInterval(this.timer);
    this.timer = undefined;
    await this.running;
    await releaseLeasesOf(this.engine.deps.db, this.holder);
  }

  /** One pass (or the one already running); how many baskets it reconciled. */
  runOnce(): Promise<number> {
    this.running ??= this.pass().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async pass(): Promise<number> {
    const { db, logger, now, brokerSessions } = this.engine.deps;
    const at = now();
    try {
      const candidates = await reconcileCandidates(db, brokerSessions, {
        holder: this.holder,
        now: at,
        staleBefore: new Date(at.getTime() - this.settings.staleAfterMs),
        limit: BASKETS_PER_PASS,
      });
      let reconciled = 0;
      for (const candidate of candidates) {
        if (await this.reconcile(candidate)) reconciled += 1;
      }
      return reconciled;
    } catch (error) {
      logger.error("Basket reconciliation failed", { error });
      return 0;
    }
  }

  /**
   * Leases one basket and brings it in step with the broker; false when another holds it, or
   * a call of this process is on it (a send waiting its turn at the open, say): that call
   * settles it, and were it to fail, a later pass finds the basket again. Waiting for it here
   * would hold up every basket after it in the pass.
   */
  private async reconcile(candidate: ReconcileCandidate): Promise<boolean> {
    const { basketId, user, session } = candidate;
    if (this.engine.isWorkingOn(basketId)) return false;
    const { db, logger, now } = this.engine.deps;
    const { leaseMs } = this.settings;
    const claim = basketLeaseClaim(db, { basketId, holder: this.holder, leaseMs, now });
    if (!(await claim.renew())) return false;
    try {
      // Listening first: a change after the status question below still reaches the basket.
      this.engine.watch(user, session);
      const settled = await this.engine.exclusively(basketId, () =>
        this.askAndSettle(candidate, claim.held),
      );
      if (settled) await releaseBasketLease(db, basketId, this.holder);
      this.refused.delete(basketId);
    } catch (error) {
      // An expired broker session cannot be asked for: the trader's next login will.
      if (!(error instanceof BrokerError)) {
        logger.error("Basket reconciliation failed", { basketId, error });
      } else if (!this.refused.has(basketId)) {
        logger.warn("Basket not reconciled", { basketId, code: error.code });
        this.refused.add(basketId);
      }
    }
    return true;
  }

  /**
   * Asks the broker of each order it holds that is not final, records the answers (forward
   * only), sends what was never answered, and settles; whether the basket left its action.
   */
  private async askAndSettle(
    { basketId, user, session, owedSince }: ReconcileCandidate,
    holdLease: () => Promise<boolean>,
  ): Promise<boolean> {
    const { db, brokers } = this.engine.deps;
    const before = await loadBasketState(db, basketId);
    let news = false;
    for (const order of before.orders) {
      if (order.status !== "PENDING" || !order.brokerOrderId) continue;
      await this.statusLimiter(user.broker).acquire();
      const answer = await brokers[user.broker].orderStatus(session, order.brokerOrderId);
      // Asked by this row's broker order id, the answer is this row's: a real broker that
      // matches keys by a tag it cannot reverse may not know the key after a restart.
      const keyed = { ...answer, idempotencyKey: order.idempotencyKey };
      const recorded = await recordBrokerOrder(db, keyed);
      await this.engine.checkFill(user, keyed, recorded);
      news ||=
        recorded?.status !== order.status || recorded.filledQuantity !== order.filledQuantity;
    }
    const unsent = before.orders.some((o) => o.status === "TO_BE_PLACED");
    // Nothing in flight yet still in an action: the process stopped between a record and its
    // settling. Otherwise an unchanged basket is left alone (no news to publish).
    if (news || unsent || owedSince || !before.orders.some(isInFlight)) {
      // With nothing unsent, its closing settle tells every leg, then the basket: what a trader
      // owed news (a process killed between saving a change and telling it) needs.
      await this.engine.sendTurns.take((firstOrderOut) =>
        this.engine.sendAndSettle(user, session, basketId, holdLease, firstOrderOut),
      );
      // A send tells only the legs it sent: after a recovery every leg is told again.
      if (unsent) await this.engine.settle(user, basketId, undefined, { session });
      if (owedSince) await newsPaid(db, basketId, owedSince);
    }
    const after = await loadBasketState(db, basketId);
    return !ACTION_STATUSES.some((status) => status === after.basket.status);
  }
}
