import { brokerByCode, type BrokerCode } from "../../lib/brokers";
import { isMarketOpen } from "../../lib/market/market-hours";
import type { MarketSession } from "../../lib/market/market-session";
import type { RuleWait } from "../../lib/exit-rules/exit-rules-wire";
import type { Paise } from "../../lib/money/paise";
import { BrokerError } from "../brokers/broker";
import type { HeldLease } from "../cluster/lease-keeper";
import { exitLegs } from "../baskets/basket-actions";
import type { BasketEngine } from "../baskets/basket-engine";
import { BasketError } from "../baskets/basket-error";
import { loadBasketStates } from "../baskets/basket-store";
import {
  armedLegs,
  heldTokens,
  judgeBasket,
  type ArmedBasket,
  type Judgement,
  type RulePrice,
} from "./armed-basket";
import {
  armedBaskets,
  changedBaskets,
  noteRuleState,
  type ArmedBasketRow,
  type ReadAt,
} from "./exit-rules-repo";
import type { RulePriceSource } from "./rule-prices";

/** What the watcher tells traders: a rule's exit of some legs, or rules that cannot act. */
export interface ExitRuleAlerts {
  legsExited(basket: { id: string; userId: string }, reason: string): void;
  rulesWaiting(
    basket: { id: string; userId: string },
    wait: RuleWait,
    since: Date,
    broker: string,
  ): void;
}

export interface ExitRuleWatcherOptions {
  engine: BasketEngine;
  prices: RulePriceSource;
  alerts?: ExitRuleAlerts;
  /** Where several instances serve the same traders: only the holder watches, so a rule fires once. */
  lease?: HeldLease;
  /** How often the armed baskets are read again (a new rule, a basket that started tracking). */
  refreshMs?: number;
  /** How often every armed basket is priced and judged (quote calls, the simulated market, time). */
  sweepMs?: number;
  /** How often each trader's broker session is asked whether it still opens (the daily logout). */
  sessionProbeMs?: number;
  /** How far behind the last read's start a read of changes looks (tests: 0). */
  changesOverlapMs?: number;
}

/** A basket as the watcher holds it, with its last wait and best told. */
interface Watched extends ArmedBasket {
  row: ArmedBasketRow;
  firing: boolean;
  /** Not fired again before then (an exit that failed for a reason not its own, say). */
  quietUntil: number;
  waiting: RuleWait | null;
  bestTold: Paise | null;
  /** The instruments of the legs it holds. */
  tokens: number[];
}

/**
 * A trader's streamed prices, listened for once for all their armed baskets: at 10,000 baskets
 * on one contract, a tick told to a listener per basket cost a third of its CPU (bench/exit-rules).
 */
interface Listening {
  /** The stored session listened on (sealed): a new login listens again. */
  sealedSession: string;
  tokens: Set<number>;
  baskets: Set<string>;
  stop: () => void;
}

/** How often what changed is read: a new rule, a basket that started tracking or stopped. */
const REFRESH_MS = 1_000;
/**
 * Every so many refreshes every armed basket is read (0.25 s of PGlite at 10,000, bench/exit-rules):
 * what a read of changes cannot see, a trader's session row deleted, a write committed later
 * than CHANGES_OVERLAP_MS after its stamp, is found within a minute.
 */
const FULL_READ_EVERY = 60;
/** Each read of changes looks this far behind the last read's start: slow commits, clocks apart. */
const CHANGES_OVERLAP_MS = 10_000;
const SWEEP_MS = 1_000;
const SESSION_PROBE_MS = 60_000;
/** After an exit that failed on a fault (not the basket's state), the next try waits this long. */
const RETRY_AFTER_MS = 5_000;

/**
 * Carries out the exit rules while nobody watches (docs/exit-rules.md): holds every armed basket
 * (its legs, fills, levels and rules) in memory, judges it on every price the services have, as
 * a streamed price arrives and on a sweep every second (quote calls, the paper broker's market,
 * the clock for a timed exit), and exits it through the trader's own exit path when a rule fires.
 * Everything it needs is in the database, so a restarted or another instance takes over as it
 * was: the trailing stop's best, the rules, a wait. Only the instance holding `lease` watches; the
 * exit's claim at the database (claimExit) keeps a rule to one exit even across a handover.
 */
export class ExitRuleWatcher {
  private readonly watched = new Map<string, Watched>();
  /** The baskets holding each instrument at each broker: `${broker}:${token}`. */
  private readonly byToken = new Map<string, Set<string>>();
  /** Each trader's listening, by user id. */
  private readonly listening = new Map<string, Listening>();
  /** Each broker's newest price of each instrument. */
  private readonly latest = new Map<BrokerCode, Map<number, RulePrice>>();
  /** Traders whose stored session the broker refused, by user id, with that session's time. */
  private readonly lapsed = new Map<string, number>();
  private readonly probedAt = new Map<string, number>();
  /** Baskets a streamed price moved, judged together on the next turn of the event loop. */
  private readonly dirty = new Set<string>();
  /** When the last read began, by either clock; undefined until a full read (after a handover). */
  private readAt: ReadAt | undefined;
  private refreshes = 0;
  private flushing = false;
  private timers: NodeJS.Timeout[] = [];
  private running: Promise<void> | undefined;
  private readonly acting = new Set<Promise<void>>();
  private stopped = false;

  constructor(private readonly options: ExitRuleWatcherOptions) {}

  start(): void {
    const every = (ms: number, work: () => Promise<void>) => {
      const timer = setInterval(() => void this.once(work), ms);
      timer.unref();
      this.timers.push(timer);
    };
    every(this.options.refreshMs ?? REFRESH_MS, () => this.refresh());
    every(this.options.sweepMs ?? SWEEP_MS, () => this.sweep());
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    this.timers = [];
    await this.running;
    await this.idle();
    this.forgetAll();
  }

  /** Resolves once the exits under way have been written and sent (tests, shutdown). */
  async idle(): Promise<void> {
    while (this.acting.size > 0) await Promise.all([...this.acting]);
  }

  /** Baskets watched now (tests, the bench). */
  get size(): number {
    return this.watched.size;
  }

  /** One refresh then one sweep, now: what the timers do every second (tests, the bench). */
  async runOnce(): Promise<void> {
    await this.once(() => this.refresh());
    await this.once(() => this.sweep());
  }

  private once(work: () => Promise<void>): Promise<void> {
    const run = (this.running ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) =>
        this.options.engine.deps.logger.error("Exit rules not checked", { error }),
      );
    this.running = run;
    return run;
  }

  private watching(): boolean {
    return !this.stopped && (this.options.lease?.held() ?? true);
  }

  /** Reads the armed baskets again: new ones are loaded, changed ones reloaded, gone ones dropped. */
  private async refresh(): Promise<void> {
    if (!this.watching()) return this.forgetAll();
    const { db, now } = this.options.engine.deps;
    const startedAt = now();
    const since = this.refreshes % FULL_READ_EVERY === 0 ? undefined : this.readAt;
    this.refreshes += 1;
    const overlap = this.options.changesOverlapMs ?? CHANGES_OVERLAP_MS;
    const read = since
      ? await changedBaskets(db, overlapped(since, overlap))
      : await armedBaskets(db);
    this.readAt = { services: startedAt, database: read.databaseNow };
    const rows = read.rows.filter((row) => row.armed);
    const armedIds = new Set(rows.map((row) => row.basketId));
    const dropped = since
      ? read.rows.filter((row) => !row.armed).map((row) => row.basketId)
      : [...this.watched.keys()].filter((id) => !armedIds.has(id));
    for (const id of dropped) this.forget(id);
    const changed = rows.filter((row) => {
      const known = this.watched.get(row.basketId);
      return !known || !sameRow(known.row, row);
    });
    if (changed.length === 0) return;
    const states = await loadBasketStates(
      db,
      changed.map((row) => row.basketId),
    );
    changed.forEach((row, index) => {
      const state = states[index];
      if (state) this.hold(row, armedLegs(state));
    });
  }

  private hold(row: ArmedBasketRow, legs: ArmedBasket["legs"]): void {
    const known = this.watched.get(row.basketId);
    this.forget(row.basketId);
    const { sessionStore } = this;
    const session = row.sealedSession
      ? sessionStore.sessionOf(row.user, row.sealedSession)
      : undefined;
    // A login since the broker refused the session opens a new one: the rules act again.
    const refusedAt = this.lapsed.get(row.user.id);
    if (refusedAt !== undefined && row.sessionAt && row.sessionAt.getTime() > refusedAt) {
      this.lapsed.delete(row.user.id);
    }
    const basket: Watched = {
      basketId: row.basketId,
      user: row.user,
      session,
      legs,
      rules: row.rules,
      spent: row.exitReason !== null,
      basketUpdatedAt: row.basketUpdatedAt,
      row,
      firing: known?.firing ?? false,
      quietUntil: known?.quietUntil ?? 0,
      waiting: row.rules?.waiting ?? known?.waiting ?? null,
      bestTold: row.rules?.best ?? null,
      tokens: heldTokens({ legs }),
    };
    this.watched.set(row.basketId, basket);
    const { tokens } = basket;
    for (const token of tokens) {
      const key = `${row.user.broker}:${token}`;
      let ids = this.byToken.get(key);
      if (!ids) this.byToken.set(key, (ids = new Set()));
      ids.add(row.basketId);
    }
    if (session && tokens.length > 0) this.listenFor(basket, row.sealedSession!, tokens);
  }

  /** The basket's trader listened for its instruments too (again, with them, where missing). */
  private listenFor(basket: Watched, sealedSession: string, tokens: readonly number[]): void {
    const { user, session } = basket;
    const known = this.listening.get(user.id);
    const same = known?.sealedSession === sealedSession;
    if (same && tokens.every((token) => known.tokens.has(token))) {
      known.baskets.add(basket.basketId);
      return;
    }
    known?.stop();
    const all = new Set(same ? known.tokens : []);
    for (const token of tokens) all.add(token);
    const stop = this.options.prices.listen(user, session!, [...all], (token, price) =>
      this.onPrice(user.broker, token, price),
    );
    const baskets = new Set(known?.baskets).add(basket.basketId);
    this.listening.set(user.id, { sealedSession, tokens: all, baskets, stop });
  }

  private get sessionStore() {
    return this.options.engine.deps.brokerSessions;
  }

  private forget(basketId: string): void {
    const basket = this.watched.get(basketId);
    if (!basket) return;
    const listening = this.listening.get(basket.user.id);
    if (listening?.baskets.delete(basketId) && listening.baskets.size === 0) {
      listening.stop();
      this.listening.delete(basket.user.id);
    }
    this.watched.delete(basketId);
    for (const token of basket.tokens) {
      this.byToken.get(`${basket.user.broker}:${token}`)?.delete(basketId);
    }
  }

  private forgetAll(): void {
    this.readAt = undefined;
    this.refreshes = 0;
    for (const id of [...this.watched.keys()]) this.forget(id);
  }

  /**
   * A streamed price: every basket holding the instrument at that broker is judged on it, once
   * for all the prices that arrived together (a tick of several contracts judges a basket once).
   */
  onPrice(broker: BrokerCode, token: number, price: RulePrice): void {
    if (!this.watching()) return;
    const prices = this.pricesAt(broker);
    const known = prices.get(token);
    // Older, or the same price told again (one tick reaches each listener of the contract).
    if (known && (known.at > price.at || sameTick(known, price))) return;
    prices.set(token, price);
    for (const id of this.byToken.get(`${broker}:${token}`) ?? []) this.dirty.add(id);
    if (this.dirty.size > 0 && !this.flushing) {
      this.flushing = true;
      setImmediate(() => this.flushDirty());
    }
  }

  private flushDirty(): void {
    this.flushing = false;
    const ids = [...this.dirty];
    this.dirty.clear();
    const now = this.options.engine.deps.now();
    const markets = this.marketsAt(now);
    for (const id of ids) {
      const basket = this.watched.get(id);
      if (basket) this.judge(basket, now, markets);
    }
  }

  private pricesAt(broker: BrokerCode): Map<number, RulePrice> {
    let prices = this.latest.get(broker);
    if (!prices) this.latest.set(broker, (prices = new Map()));
    return prices;
  }

  /** Prices every armed basket (a call per trader) and judges it; probes sessions when due. */
  private async sweep(): Promise<void> {
    if (!this.watching()) return this.forgetAll();
    const byTrader = new Map<string, Watched[]>();
    for (const basket of this.watched.values()) {
      const list = byTrader.get(basket.user.id) ?? [];
      list.push(basket);
      byTrader.set(basket.user.id, list);
    }
    const now = this.options.engine.deps.now();
    const markets = this.marketsAt(now);
    await Promise.all([...byTrader.values()].map((baskets) => this.sweepTrader(baskets, markets)));
    await this.noteBests();
  }

  private async sweepTrader(
    baskets: Watched[],
    markets: (broker: BrokerCode) => MarketSession,
  ): Promise<void> {
    const [{ user, session }] = baskets as [Watched];
    if (session && !this.lapsed.has(user.id)) {
      const tokens = [...new Set(baskets.flatMap((basket) => basket.tokens))];
      try {
        await this.probe(baskets[0]!);
        if (tokens.length > 0) {
          const prices = await this.options.prices.prices(user, session, tokens);
          const latest = this.pricesAt(user.broker);
          for (const [token, price] of prices) {
            const known = latest.get(token);
            if (!known || known.at <= price.at) latest.set(token, price);
          }
        }
      } catch (error) {
        this.brokerRefused(baskets[0]!, error);
      }
    }
    const now = this.options.engine.deps.now();
    for (const basket of baskets) this.judge(basket, now, markets);
  }

  /** Asks the trader's broker whether their session still opens, at most every sessionProbeMs. */
  private async probe(basket: Watched): Promise<void> {
    const { engine, sessionProbeMs = SESSION_PROBE_MS } = this.options;
    const now = performance.now();
    const last = this.probedAt.get(basket.user.id);
    if (last !== undefined && now - last < sessionProbeMs) return;
    this.probedAt.set(basket.user.id, now);
    await engine.deps.brokers[basket.user.broker].availableFunds(basket.session!);
  }

  /** A broker call for the trader failed: a refused session waits for their next login. */
  private brokerRefused(basket: Watched, error: unknown): void {
    if (error instanceof BrokerError && error.code === "INVALID_TOKEN") {
      this.lapsed.set(basket.user.id, basket.row.sessionAt?.getTime() ?? 0);
      return;
    }
    this.options.engine.deps.logger.warn("Exit rules' prices not read", {
      basketId: basket.basketId,
      error,
    });
  }

  private judge(basket: Watched, now: Date, markets: (broker: BrokerCode) => MarketSession): void {
    if (basket.firing) return;
    const { broker } = basket.user;
    const prices = this.pricesAt(broker);
    const opens = !this.lapsed.has(basket.user.id);
    const judged = judgeBasket(basket, prices, now, markets(broker), opens);
    if (basket.rules && basket.rules.best !== judged.best) {
      basket.rules = { ...basket.rules, best: judged.best };
    }
    this.tellWait(basket, judged, now);
    if (judged.fire && now.getTime() >= basket.quietUntil) this.fire(basket, judged.fire);
  }

  /**
   * The market a trader's rules act in now: their broker's, shut outside the window its orders
   * are taken in (09:15 to 15:15 IST on a trading day, the paper broker and sandboxes always).
   */
  private marketFor(broker: BrokerCode, now: Date): MarketSession {
    const { sandbox } = this.options.engine.deps.brokers[broker];
    if (!isMarketOpen(now, { broker, sandbox })) return "closed";
    return this.options.prices.marketSession(broker);
  }
  /** Each broker's market at `now`, worked out once for the baskets judged together. */
  private marketsAt(now: Date): (broker: BrokerCode) => MarketSession {
    const known = new Map<BrokerCode, MarketSession>();
    return (broker) => {
      let market = known.get(broker);
      if (market === undefined) known.set(broker, (market = this.marketFor(broker, now)));
      return market;
    };
  }

  private tellWait(basket: Watched, judged: Judgement, now: Date): void {
    if (judged.waiting === basket.waiting) return;
    basket.waiting = judged.waiting;
    const { db } = this.options.engine.deps;
    if (!basket.rules) return;
    const since = judged.waiting ? now : null;
    basket.rules = { ...basket.rules, waiting: judged.waiting, waitingSince: since };
    this.track(
      noteRuleState(db, {
        basketId: basket.basketId,
        bestPnlPaise: basket.rules.best,
        waiting: judged.waiting,
        waitingSince: since,
      }).then(() => {
        if (judged.waiting === "NO_SESSION" && since) {
          const broker = brokerByCode(basket.user.broker)?.name ?? basket.user.broker;
          const owned = { id: basket.basketId, userId: basket.user.id };
          this.options.alerts?.rulesWaiting(owned, "NO_SESSION", since, broker);
        }
      }),
    );
    basket.bestTold = basket.rules.best;
  }

  /** The trailing stops' new bests, every basket's in one statement, once per sweep. */
  private async noteBests(): Promise<void> {
    const { db } = this.options.engine.deps;
    const moved = [...this.watched.values()].filter(
      (basket) => basket.rules && basket.rules.best !== basket.bestTold,
    );
    await Promise.all(
      moved.map((basket) => {
        basket.bestTold = basket.rules!.best;
        return noteRuleState(db, {
          basketId: basket.basketId,
          bestPnlPaise: basket.rules!.best,
          waiting: basket.waiting,
          waitingSince: basket.rules!.waitingSince,
        });
      }),
    );
  }

  /** Exits what the rule names, through the trader's exit path; once per basket at a time. */
  private fire(basket: Watched, fire: NonNullable<Judgement["fire"]>): void {
    const { engine, alerts } = this.options;
    const { session } = basket;
    if (!session) return;
    basket.firing = true;
    const exit = {
      basketId: basket.basketId,
      signalIds: fire.signalIds,
      ruled: { reason: fire.reason },
    };
    engine.deps.logger.info("Exit rule fired", { basketId: basket.basketId, kind: fire.kind });
    this.track(
      exitLegs(engine, basket.user, session, exit)
        .then(() => {
          if (fire.signalIds)
            alerts?.legsExited({ id: basket.basketId, userId: basket.user.id }, fire.reason);
          // The basket leaves TRACKING: the next refresh drops it, or reloads what it holds.
          this.forget(basket.basketId);
        })
        .catch((error: unknown) => {
          basket.firing = false;
          if (error instanceof BasketError && error.kind === "CONFLICT") {
            // Another exit claimed it first (the trader's, another instance's): nothing to do.
            this.forget(basket.basketId);
            return;
          }
          if (error instanceof BrokerError) this.brokerRefused(basket, error);
          else
            engine.deps.logger.error("Exit rule's exit failed", {
              basketId: basket.basketId,
              error,
            });
          basket.quietUntil = engine.deps.now().getTime() + RETRY_AFTER_MS;
        }),
    );
  }

  private track(work: Promise<void>): void {
    const tracked = work
      .catch((error: unknown) =>
        this.options.engine.deps.logger.error("Exit rules' note failed", { error }),
      )
      .finally(() => this.acting.delete(tracked));
    this.acting.add(tracked);
  }
}

/** A read's instants moved back by the overlap: what a slow commit stamped earlier is read too. */
const overlapped = (at: ReadAt, ms: number): ReadAt => ({
  services: new Date(at.services.getTime() - ms),
  database: new Date(at.database.getTime() - ms),
});

const sameTick = (a: RulePrice, b: RulePrice) =>
  a.price === b.price && a.at.getTime() === b.at.getTime();

/** Whether a basket's row says nothing new: its status, rules and trader's login unchanged. */
function sameRow(a: ArmedBasketRow, b: ArmedBasketRow): boolean {
  return (
    a.basketUpdatedAt.getTime() === b.basketUpdatedAt.getTime() &&
    a.exitReason === b.exitReason &&
    (a.rules?.updatedAt.getTime() ?? 0) === (b.rules?.updatedAt.getTime() ?? 0) &&
    (a.sessionAt?.getTime() ?? 0) === (b.sessionAt?.getTime() ?? 0)
  );
}
