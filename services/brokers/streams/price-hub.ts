import { isUnderlyingToken } from "../../../lib/market/underlyings";
import type { Paise } from "../../../lib/money/paise";
import type { HeldLease } from "../../cluster/lease-keeper";
import type { Logger } from "../../logger";
import type { Broker, BrokerSession } from "../broker";
import { HeldConnection, type PriceListener, type QuotedPrice } from "./held-connection";
import type { BrokerPriceStream, SharedConnections } from "./price-stream";

export type { PriceListener, QuotedPrice } from "./held-connection";

export interface PriceHubOptions {
  broker: Broker;
  /** The broker's stream; without one, every price is its quote call's. */
  stream?: BrokerPriceStream;
  now: () => Date;
  logger: Logger;
  /** An instrument no trader asked for (or listens to) in this long is unsubscribed upstream. */
  idleMs?: number;
  /** Quote calls of one client are reused for this long (the brokers' quote limits). */
  quoteReuseMs?: number;
  /**
   * This instance's lease on a group's upstream connections (a client's, or `SHARED_GROUP`),
   * where several instances serve the same traders: they stream only while it is held, and
   * the group's prices are quoted meanwhile. Unset (one instance): always streamed.
   */
  lease?(group: string): HeldLease;
  /** How often the leases are looked at: the connections open or close as they are won or lost. */
  leaseCheckMs?: number;
}

/** The connections one session's prices come from: a client's own, or the app key's shared ones. */
interface Group {
  connections: HeldConnection[];
  lease: HeldLease | undefined;
  /** The listeners of this group's prices: on its connections while this instance streams. */
  watches: Set<Watch>;
  /** When a price of the group was last asked for (an idle group lets its lease go). */
  lastAsked: number;
}

/** One listener's instruments, and how to stop hearing them on the connections, once attached. */
interface Watch {
  session: BrokerSession;
  tokens: readonly number[];
  listener: PriceListener;
  stops: (() => void)[] | undefined;
}

const IDLE_MS = 60_000;
const QUOTE_REUSE_MS = 2_000;
const LEASE_CHECK_MS = 1_000;
/** The group of a broker whose app key streams for every trader. */
export const SHARED_GROUP = "app-key";

/**
 * One broker's prices for its traders: one upstream subscription per instrument per connection
 * however many tabs, legs and traders ask; a connection per client session (or, for a broker
 * whose app key streams for everyone, a few shared by all), the daily token moved onto it; and
 * the broker's quote call while the stream is down or has not ticked. Instruments nobody asked
 * for or listens to in `idleMs` are unsubscribed; an empty connection is closed. Where several
 * instances serve the same traders, only the one holding a group's lease connects it upstream
 * (a broker limits the connections per client or per key); the others quote its prices.
 */
export class BrokerPriceHub {
  private readonly groups = new Map<string, Group>();
  private readonly quoted = new Map<string, { at: number; prices: Map<number, Paise> }>();
  private readonly sweeper: ReturnType<typeof setInterval>;
  private readonly leaseCheck: ReturnType<typeof setInterval> | undefined;
  private readonly shared: SharedConnections | undefined;

  constructor(private readonly options: PriceHubOptions) {
    this.shared = options.stream?.shared;
    const idle = options.idleMs ?? IDLE_MS;
    this.sweeper = setInterval(() => void this.sweep(idle), Math.max(1_000, idle / 2));
    this.sweeper.unref?.();
    if (options.lease && options.stream) {
      this.leaseCheck = setInterval(
        () => this.checkLeases(),
        options.leaseCheckMs ?? LEASE_CHECK_MS,
      );
      this.leaseCheck.unref?.();
    }
  }

  /** The prices of `tokens` for the client of `session`, subscribing them upstream. */
  async prices(
    session: BrokerSession,
    tokens: readonly number[],
  ): Promise<Map<number, QuotedPrice>> {
    const prices = new Map<number, QuotedPrice>();
    const missing: number[] = [];
    const placed = this.place(session, tokens);
    for (const token of tokens) {
      const streamed = placed.get(token)?.streamed(token);
      if (streamed) prices.set(token, streamed);
      else missing.push(token);
    }
    if (missing.length === 0) return prices;
    const quoted = await this.quote(session, missing);
    const at = this.options.now();
    for (const [token, price] of quoted) {
      if (missing.includes(token)) prices.set(token, { price, at, source: "quote" });
    }
    return prices;
  }

  /**
   * Tells `listener` each streamed price of `tokens` for the client of `session` as it arrives,
   * holding their subscriptions while it listens; the result stops listening.
   */
  listen(session: BrokerSession, tokens: readonly number[], listener: PriceListener): () => void {
    if (!this.options.stream) return () => undefined;
    const group = this.groupOf(session);
    const watch: Watch = { session, tokens, listener, stops: undefined };
    group.watches.add(watch);
    this.attach(group, watch);
    return () => {
      group.watches.delete(watch);
      detach(watch);
    };
  }

  /** Upstream subscriptions across every connection: one per instrument per connection. */
  upstreamSubscriptions(): number {
    let count = 0;
    for (const held of this.allConnections()) count += held.connection.subscribed().size;
    return count;
  }

  /** Upstream connections open now. */
  connectionCount(): number {
    return this.allConnections().length;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    clearInterval(this.leaseCheck);
    const open = this.allConnections();
    for (const group of this.groups.values()) group.lease?.release();
    this.groups.clear();
    await Promise.all(open.map((held) => held.connection.close()));
  }

  private allConnections(): HeldConnection[] {
    return [...this.groups.values()].flatMap((group) => group.connections);
  }

  /**
   * The connection carrying each of `tokens` for `session`, subscribing it there if none did.
   * An index is not a contract of the broker's master: its level is not asked of the stream. A
   * token no connection can take (a shared key at its limits) is left to the quote call.
   */
  private place(session: BrokerSession, tokens: readonly number[]): Map<number, HeldConnection> {
    const placed = new Map<number, HeldConnection>();
    if (!this.options.stream) return placed;
    const group = this.groupOf(session);
    const now = this.options.now().getTime();
    group.lastAsked = now;
    // Another instance streams this group: the quote call answers here.
    if (group.lease && !group.lease.held()) return placed;
    const byConnection = new Map<HeldConnection, number[]>();
    for (const token of tokens) {
      if (isUnderlyingToken(token) || placed.has(token)) continue;
      const held = this.connectionFor(group, session, token, byConnection);
      if (!held) continue;
      placed.set(token, held);
      byConnection.set(held, [...(byConnection.get(held) ?? []), token]);
    }
    for (const [held, asked] of byConnection) held.ask(asked, now);
    return placed;
  }

  private groupOf(session: BrokerSession): Group {
    const key = this.shared ? SHARED_GROUP : session.clientId;
    let group = this.groups.get(key);
    if (!group) {
      const now = this.options.now().getTime();
      group = {
        connections: [],
        lease: this.options.lease?.(key),
        watches: new Set(),
        lastAsked: now,
      };
      this.groups.set(key, group);
    }
    // A client's own connection moves to its new daily token at once; a shared one keeps the
    // session it streams under while that works, with this one in reserve.
    for (const held of group.connections) held.offer(session, !this.shared);
    return group;
  }

  private connectionFor(
    group: Group,
    session: BrokerSession,
    token: number,
    pending: ReadonlyMap<HeldConnection, readonly number[]>,
  ): HeldConnection | undefined {
    const carrying = group.connections.find((held) => held.carries(token));
    if (carrying) return carrying;
    const limits = this.shared;
    if (!limits) return group.connections[0] ?? this.open(group, session);
    const roomy = group.connections.find(
      (held) => held.size + (pending.get(held)?.length ?? 0) < limits.instrumentsPerConnection,
    );
    if (roomy) return roomy;
    return group.connections.length < limits.connections ? this.open(group, session) : undefined;
  }

  private open(group: Group, session: BrokerSession): HeldConnection {
    const held = new HeldConnection(
      this.options.stream!.connect(session),
      session,
      { logger: this.options.logger, broker: this.options.broker.code },
      (token) => this.quotedPrice(token),
    );
    group.connections.push(held);
    return held;
  }

  /** The broker's newest quote of `token`, any client's, while this hub remembers one. */
  private quotedPrice(token: number): Paise | undefined {
    let newest: { at: number; price: Paise } | undefined;
    for (const { at, prices } of this.quoted.values()) {
      const price = prices.get(token);
      if (price !== undefined && (!newest || at > newest.at)) newest = { at, price };
    }
    return newest?.price;
  }

  private async quote(session: BrokerSession, tokens: number[]): Promise<Map<number, Paise>> {
    const now = this.options.now().getTime();
    const reuse = this.options.quoteReuseMs ?? QUOTE_REUSE_MS;
    const cached = this.quoted.get(session.clientId);
    if (cached && now - cached.at < reuse && tokens.every((token) => cached.prices.has(token))) {
      return cached.prices;
    }
    const prices = await this.options.broker.lastTradedPrices(tokens, session);
    this.quoted.set(session.clientId, { at: now, prices });
    return prices;
  }

  /** Puts a listener on its instruments' connections, while this instance streams the group. */
  private attach(group: Group, watch: Watch): void {
    if (group.lease && !group.lease.held()) return;
    const placed = this.place(watch.session, watch.tokens);
    watch.stops = [...placed].map(([token, held]) => held.listen(token, watch.listener));
  }

  /**
   * A group's lease won: its listeners go onto connections (opened now). Lost (another instance
   * took it over): its connections close, so one instance streams it, and its prices are quoted.
   */
  private checkLeases(): void {
    for (const group of this.groups.values()) {
      if (!group.lease) continue;
      if (group.lease.held()) {
        for (const watch of group.watches) if (!watch.stops) this.attach(group, watch);
      } else if (group.connections.length > 0) {
        for (const watch of group.watches) detach(watch);
        const open = group.connections;
        group.connections = [];
        void Promise.all(open.map((held) => held.connection.close()));
      }
    }
  }

  private async sweep(idleMs: number): Promise<void> {
    const now = this.options.now().getTime();
    for (const [key, group] of this.groups) {
      const empty = group.connections.filter((held) => held.sweep(now - idleMs, now));
      group.connections = group.connections.filter((held) => !empty.includes(held));
      if (this.isIdle(group, now - idleMs)) {
        this.groups.delete(key);
        group.lease?.release();
      }
      await Promise.all(empty.map((held) => held.connection.close()));
    }
    for (const [clientId, cached] of this.quoted) {
      if (now - cached.at > idleMs) this.quoted.delete(clientId);
    }
  }

  /** Nothing open, nobody listening, nothing asked since `before`: the group (and lease) can go. */
  private isIdle(group: Group, before: number): boolean {
    return group.connections.length === 0 && group.watches.size === 0 && group.lastAsked <= before;
  }
}

function detach(watch: Watch): void {
  watch.stops?.forEach((stop) => stop());
  watch.stops = undefined;
}
