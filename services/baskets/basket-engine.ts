import type { Paise } from "../../lib/money/paise";
import { eq, inArray } from "drizzle-orm";
import type { BasketOrderResultWire } from "../../lib/basket/user-basket-wire";
import { brokerByCode } from "../../lib/brokers";
import { gstOn } from "../../lib/money/tradebox-fees";
import { parseRupees } from "../../lib/money/parse-rupees";
import type { BrokerOrder, BrokerSession, MarginLeg } from "../brokers/broker";
import type { OrderRateLimiters } from "../brokers/limits/order-rate-limiters";
import type { BrokerCode } from "../../lib/brokers";
import type { BrokerRegistry } from "../brokers/registry";
import type { ScripDirectory } from "../brokers/real/scrip-master";
import type { BrokerSessionStore } from "../db/broker-sessions-repo";
import type { Db } from "../db/database";
import { batchedFind } from "../db/batching/batched-find";
import { groupedTransaction } from "../db/batching/grouped-transaction";
import type { Trader } from "./trader";
import { userBaskets, userSignals, type UserBasketRow, type UserOrderRow } from "../db/schema";
import type { EventBus } from "../events/event-bus";
import type { Logger } from "../logger";
import { BasketError } from "./basket-error";
import { newLeaseHolder } from "./reconciling/basket-leases";
import { newsPaid, oweNews } from "./news/basket-news";
import { OrderNews } from "./news/order-news";
import { needsRetry } from "./settlement/basket-settlement";
import { beginActions, clearTargets, insertFee, insertOrders, markRetried } from "./basket-writes";
import { loadBasketState, type BasketState } from "./basket-store";
import { sendBasket } from "./sending/basket-send";
import { publishBasketNews } from "./news/basket-news-publish";
import { DEFAULT_SENDS_AT_ONCE, SendTurns, type FirstOrderOut } from "./sending/send-turns";
import { saveSettledState, settledState, type SettledState } from "./settlement/settled-state";
import { plannedOrders, type OrderIntent, type PlannedOrder } from "./sending/order-plan";
import { BrokerHalts } from "./safeguards/broker-halts";
import { TagEchoCheck } from "./safeguards/tag-echo-check";
import { implausibleFillReason } from "./safeguards/fill-price-check";
import { implausiblePrice } from "../../lib/market/price-sanity";

export interface BasketEngineDeps {
  db: Db;
  brokers: BrokerRegistry;
  /** Traders' broker sessions (their access tokens, encrypted at rest). */
  brokerSessions: BrokerSessionStore;
  events: EventBus;
  limiters: OrderRateLimiters;
  logger: Logger;
  /** The market clock: order and status times. */
  now: () => Date;
  /**
   * The contracts each real broker lists (its scrip master): a leg its broker does not list
   * fails the basket before any order is written or sent. A broker without one (the paper
   * broker) lists every contract.
   */
  listings?: InstrumentListings;
  /**
   * Whether a trader on `broker` trades on the practice session now (the paper broker while NSE
   * is shut, docs/market-simulation.md): a basket placed then is a practice one. Never unset.
   */
  tradesInPractice?: (broker: BrokerCode) => boolean;
  /** Told when a basket's status changes as its orders settle (the trader's alerts). */
  onStatusChanged?: (basket: UserBasketRow) => void;
  /** Our margin estimate of legs, for a broker without a basket margin call. */
  estimateMargin?: (legs: readonly MarginLeg[]) => Paise;
  /**
   * Who holds this process's basket leases (basket-leases.ts): the trader's sends and the
   * reconciler's passes alike. One per process; a fresh one when not given.
   */
  leaseHolder?: string;
  /** Baskets sending at once in this process (send-turns.ts); DEFAULT_SENDS_AT_ONCE if unset. */
  sendsAtOnce?: number;
  /** How long an unanswered send is held (unanswered-sends.ts); UNANSWERED_SEND_HOLD_MS unset. */
  unansweredSendHoldMs?: number;
  /** When a broker's first order is looked for by its tag (tag-echo-check.ts); tests' own. */
  tagEchoCheckAfterMs?: readonly number[];
}

/** What a caller of settle may already hold, sparing its round trips. */
export interface HeldForSettle {
  /** The trader's broker session (for the quotes), sparing a read per leg. */
  session?: BrokerSession;
  /** Quotes it already has. */
  quoted?: () => Promise<Map<number, Paise>>;
  /** Owed news is noted already (a send notes it once for all its legs). */
  newsNoted?: boolean;
  /** The basket's state as the database holds it (a send's, kept as it goes), sparing the read. */
  state?: BasketState;
}

export type InstrumentListings = Partial<
  Record<BrokerCode, Pick<ScripDirectory, "knows" | "brokerName">>
>;

/**
 * The bridge's basket orders: every order is written to the database before it is sent, BUY
 * legs first (a SELL is held back when a BUY of the same send failed, so no leg is left naked),
 * and the basket settles from the broker's answers and later order updates. One basket is
 * worked on by one call at a time in this process; the database keeps the truth across
 * processes and restarts.
 */
export class BasketEngine {
  private readonly locks = new Map<string, Promise<unknown>>();
  private readonly watching = new Map<string, () => void>();
  /** Baskets whose orders are being sent: the send loop settles each leg as it is answered. */
  private readonly sending = new Set<string>();
  private readonly onStop = new Set<() => void>();
  /** Work started by later(), until it ends. */
  private readonly running = new Set<Promise<unknown>>();
  private stopped = false;

  readonly leaseHolder: string;
  /** Whose basket sends now: every send of this process (a trader's, the reconciler's) takes one. */
  readonly sendTurns: SendTurns;
  private readonly orderNews: OrderNews;
  /** Brokers whose new positions are stopped (broker-halts.ts). */
  readonly halts: BrokerHalts;
  /** Each broker's first answered order, looked for by its tag (tag-echo-check.ts). */
  readonly tagEcho: TagEchoCheck;

  constructor(
    readonly deps: BasketEngineDeps,
    sendTurns?: SendTurns,
  ) {
    this.leaseHolder = deps.leaseHolder ?? newLeaseHolder();
    this.sendTurns = sendTurns ?? new SendTurns(deps.sendsAtOnce ?? DEFAULT_SENDS_AT_ONCE);
    this.orderNews = new OrderNews(deps.db);
    this.halts = new BrokerHalts(deps.db, deps.logger);
    this.tagEcho = new TagEchoCheck(
      { brokers: deps.brokers, logger: deps.logger, halts: this.halts, now: deps.now },
      deps.tagEchoCheckAfterMs,
    );
  }

  /**
   * A fill price no market makes, against the leg's quote at the send (fill-price-check.ts):
   * the record withheld it (recordBrokerOrder), and here the broker's new positions stop, with
   * an error report, rather than its misread prices entering P&L.
   */
  async checkFill(user: Trader, order: BrokerOrder, row: UserOrderRow | null | undefined) {
    if (!row || row.quotePaise === null || order.averagePrice === null) return;
    if (!implausiblePrice(order.averagePrice, row.quotePaise)) return;
    const name = brokerByCode(user.broker)?.name ?? user.broker;
    const reason = implausibleFillReason(name, order.averagePrice, row.quotePaise);
    await this.halts.halt(user.broker, reason, this.deps.now());
  }

  /** The trader's broker session (stored at login), or NO_SESSION. */
  async sessionOf(user: Trader): Promise<BrokerSession> {
    const session = await this.deps.brokerSessions.find(user);
    if (!session) throw new BasketError("NO_SESSION", "No broker session: log in again");
    return session;
  }

  /** Whether a call of this process is working on the basket, or waiting to (exclusively). */
  isWorkingOn(basketId: string): boolean {
    return this.locks.has(basketId);
  }

  /** Runs `work` after every earlier call on the same basket has finished. */
  async exclusively<T>(basketId: string, work: () => Promise<T>): Promise<T> {
    const previous = this.locks.get(basketId) ?? Promise.resolve();
    const run = previous.catch(() => undefined).then(work);
    this.locks.set(basketId, run);
    try {
      return await run;
    } finally {
      if (this.locks.get(basketId) === run) this.locks.delete(basketId);
    }
  }

  /**
   * Runs an action's writes (status, targets, order rows, fee) in one transaction, so a crash
   * leaves all of them or none: never order rows the basket's status does not account for.
   */
  atomically<T>(work: (writer: BasketEngine) => Promise<T>): Promise<T> {
    const { leaseHolder, sendTurns } = this;
    // Shared with the other baskets' actions of the moment (grouped-transaction.ts).
    return groupedTransaction(this.deps.db, (tx) =>
      work(new BasketEngine({ ...this.deps, db: tx, leaseHolder }, sendTurns)),
    );
  }

  /** Order updates of this trader's orders reach onBrokerOrder from now on (once per client). */
  watch(user: Trader, session: BrokerSession): void {
    const key = `${user.broker}:${user.clientId}`;
    if (this.watching.has(key)) return;
    const stop = this.deps.brokers[user.broker].onOrderUpdate(session, (order) => {
      this.onBrokerOrder(user, order).catch((error: unknown) =>
        this.deps.logger.error("Basket order update failed", { orderId: order.orderId, error }),
      );
    });
    this.watching.set(key, stop);
  }

  /** Ends this engine's order-update subscriptions and lease renewals: it hands its baskets over. */
  stop(): void {
    this.stopped = true;
    for (const stop of this.watching.values()) stop();
    this.watching.clear();
    for (const stop of this.onStop) stop();
    this.onStop.clear();
    this.tagEcho.stop();
  }

  /** Whether stop() was called: this engine starts no more sends. */
  get isStopped(): boolean {
    return this.stopped;
  }

  /**
   * Runs `work` on the basket after every earlier call on it, without waiting for it: a send
   * whose trader has had their answer (leased-send.ts, which sends nothing once the engine is
   * stopped). idle() waits for it.
   */
  later(basketId: string, work: () => Promise<unknown>): void {
    const run = this.exclusively(basketId, work)
      .catch((error: unknown) => this.deps.logger.error("Basket send failed", { basketId, error }))
      .finally(() => this.running.delete(run));
    this.running.add(run);
  }

  /** Resolves once the work later() started has ended (what it starts meanwhile included). */
  async idle(): Promise<void> {
    while (this.running.size > 0) await Promise.all(this.running);
  }

  /** Runs `stop` when the engine stops (a lease renewal, say); returns the unregistration. */
  whenStopped(stop: () => void): () => void {
    this.onStop.add(stop);
    return () => this.onStop.delete(stop);
  }

  /** A broker's news of an order: recorded, and the basket settled, if the order is ours. */
  async onBrokerOrder(user: Trader, order: BrokerOrder): Promise<void> {
    const row = await this.orderNews.record(user, order);
    await this.checkFill(user, order, row);
    if (!row || this.sending.has(row.basketId)) return;
    await this.exclusively(row.basketId, () => this.settle(user, row.basketId, [row.signalId]));
  }

  /** Records a Tradebox order's fee (the broker's plan fee + GST; spec §9). */
  async recordFee(basketId: string, user: Trader, action: "PLACE" | "ADJUST", at: Date) {
    const fee = parseRupees(brokerByCode(user.broker)?.tradeboxFees ?? 0);
    await insertFee(this.deps.db, {
      basketId,
      action,
      feePaise: fee,
      gstPaise: gstOn(fee),
      createdAt: at,
    });
  }

  /** Plans intents into order rows, written before anything is sent. */
  async writeOrders(intents: readonly OrderIntent[]): Promise<PlannedOrder[]> {
    const planned = intents.flatMap(plannedOrders);
    await insertOrders(this.deps.db, planned, this.deps.now());
    return planned;
  }

  /**
   * Sends every order of the basket not sent yet, BUYs first, then settles the basket
   * (basket-send.ts). Before each order the caller's lease on the basket is checked
   * (`holdLease`): once another instance holds it, nothing more is sent here. `firstOrderOut`
   * is told once the first order is out (the send's turn, send-turns.ts).
   */
  async sendAndSettle(
    user: Trader,
    session: BrokerSession,
    basketId: string,
    holdLease: () => Promise<boolean> = async () => true,
    firstOrderOut?: FirstOrderOut,
  ) {
    this.sending.add(basketId);
    try {
      const send = { user, session, basketId, holdLease, firstOrderOut };
      await sendBasket(this, this.orderNews, send, () => this.sending.delete(basketId));
    } finally {
      this.sending.delete(basketId);
    }
  }

  /**
   * Recomputes each leg's status and the basket's from the orders, saves what changed and
   * publishes it: SignalUpdated for the legs named (all when undefined) and for every leg whose
   * status changed (a SELL held back, say), then BasketUpdated; so the last news of each leg a
   * trader hears is the leg as saved. A change is noted as owed news before it is saved and the
   * note cleared once published, so a process killed in between leaves the reconciler to tell it.
   */
  async settle(
    user: Trader,
    basketId: string,
    touched: readonly string[] | undefined,
    held: HeldForSettle = {},
  ): Promise<SettledState> {
    const { db } = this.deps;
    // Read before the state: between loading the state and publishing it, no more round trips
    // than the quote itself, so two instances' news of one leg arrive in the order they saved.
    const session = held.session ?? (await this.deps.brokerSessions.find(user));
    const at = this.deps.now();
    const settled = settledState(held.state ?? (await loadBasketState(db, basketId)), at);
    const changed = settled.basketChanged || settled.changedLegs.length > 0;
    const noting = changed && !held.newsNoted;
    if (noting) await oweNews(db, basketId, at);
    if (changed) await saveSettledState(db, settled);
    if (settled.basketChanged) this.deps.onStatusChanged?.(settled.basket);
    const legs = [...(touched ?? settled.signals.map((s) => s.id)), ...settled.changedLegs];
    await publishBasketNews(this.deps, user, session, settled, legs, held.quoted);
    if (noting) await newsPaid(db, basketId, at);
    return settled;
  }

  /** Leaves failed orders behind when a new action starts: they no longer need a retry. */
  async supersedeFailed(state: BasketState) {
    const orderIds = state.orders.filter(needsRetry).map((o) => o.id);
    if (orderIds.length > 0) await markRetried(this.deps.db, { orderIds, at: this.deps.now() });
  }

  /**
   * Moves the basket into an action's status, clearing an earlier error; an adjustment moves it
   * to the analyst's version it adjusts to.
   */
  async begin(
    basketId: string,
    status: "ENTERING" | "EXITING" | "ADJUSTING",
    { analystBasketId = null }: { analystBasketId?: string | null } = {},
  ) {
    const updatedAt = this.deps.now();
    await beginActions(this.deps.db, { id: basketId, status, analystBasketId, updatedAt });
  }

  /** Sets these legs to hold nothing (an exit, a leg an adjustment drops). */
  async clearTargets(signalIds: readonly string[]) {
    if (signalIds.length === 0) return;
    await clearTargets(this.deps.db, { signalIds, at: this.deps.now() });
  }

  /** Sets the units a leg should hold (and its side) when an action changes it. */
  async setTarget(signalId: string, targetQuantity: number, side?: "BUY" | "SELL") {
    await this.deps.db
      .update(userSignals)
      .set({
        targetQuantity,
        ...(side ? { transactionType: side } : {}),
        updatedAt: this.deps.now(),
      })
      .where(eq(userSignals.id, signalId));
  }

  /** The answer of every order call: the basket as it stands now. */
  async result(basketId: string): Promise<BasketOrderResultWire> {
    const row = await basketStatusOf(this.deps.db, basketId);
    if (!row) throw new BasketError("NOT_FOUND", `No basket ${basketId}`);
    return { basket_id: basketId, status: row.status };
  }
}

/** Baskets' statuses, read with the other answers of the moment. */
const basketStatusOf = batchedFind(
  (db, ids: string[]) =>
    db
      .select({ id: userBaskets.id, status: userBaskets.status })
      .from(userBaskets)
      .where(inArray(userBaskets.id, ids)),
  (row) => row.id,
);
