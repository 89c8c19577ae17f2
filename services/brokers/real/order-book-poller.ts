import type { HeldLease } from "../../cluster/lease-keeper";
import type { Logger } from "../../logger";
import type { Broker, BrokerOrder, BrokerSession } from "../broker";

/** How often a broker without an order stream is asked for its order book. */
export const DEFAULT_ORDER_POLL_MS = 2_000;

export interface OrderBookPollerOptions {
  /** The client's orders today, as the broker's order book lists them. */
  fetchOrders(session: BrokerSession): Promise<BrokerOrder[]>;
  /** At most one order book call per interval per session: the broker's read limit holds. */
  intervalMs?: number;
  /**
   * A failed poll (the broker slow, the session over): reported once per kind of failure in a
   * row for a client (a dead session would otherwise be reported every poll until the trader
   * logs in again), and the next poll tries again. Told the failure's message: an error object
   * would log its stack.
   */
  onError?(failure: string): void;
  /**
   * This instance's lease on a client's order book, where several instances serve the same
   * traders: the book is polled only while it is held, so one instance polls each client.
   * Unset (one instance): always polled.
   */
  lease?(clientId: string): HeldLease;
}

/** The adapters' onError: a warning naming the broker, with the failure's message. */
export function warnOfPollFailure(logger: Pick<Logger, "warn">, brokerName: string) {
  return (failure: string) =>
    logger.warn(`${brokerName} order book poll failed`, { error: failure });
}

type Listener = (order: BrokerOrder) => void;

interface Subscription {
  session: BrokerSession;
  listeners: Set<Listener>;
  /** orderId → "status:filled" of the last news told, so only changes are told. */
  seen: Map<string, string>;
  timer: ReturnType<typeof setInterval>;
  polling: boolean;
  lease: HeldLease | undefined;
  /** The message of the failure reported last, until a poll succeeds. */
  failure?: string;
}

/**
 * Order updates for a broker that has no stream (or one we cannot hold open): its order book,
 * polled at a bounded rate, one poller per client however many listeners, telling each order the
 * first time it is seen and whenever its status or filled quantity changes. What it tells feeds
 * the same `onOrderUpdate` listeners a stream would, and the engine records forward only, so an
 * order told twice is harmless.
 */
export class OrderBookPoller {
  private readonly subscriptions = new Map<string, Subscription>();
  private readonly intervalMs: number;

  constructor(private readonly options: OrderBookPollerOptions) {
    this.intervalMs = options.intervalMs ?? DEFAULT_ORDER_POLL_MS;
  }

  subscribe(session: BrokerSession, listener: Listener): () => void {
    const key = session.clientId;
    let subscription = this.subscriptions.get(key);
    if (!subscription) {
      const timer = setInterval(() => void this.poll(key), this.intervalMs);
      // A poller alone never keeps the process alive.
      timer.unref?.();
      subscription = {
        session,
        listeners: new Set(),
        seen: new Map(),
        timer,
        polling: false,
        lease: this.options.lease?.(key),
      };
      this.subscriptions.set(key, subscription);
    }
    // A fresh login's session replaces an expired one.
    subscription.session = session;
    subscription.listeners.add(listener);
    const owned = subscription;
    return () => {
      owned.listeners.delete(listener);
      if (owned.listeners.size > 0) return;
      clearInterval(owned.timer);
      owned.lease?.release();
      if (this.subscriptions.get(key) === owned) this.subscriptions.delete(key);
    };
  }

  /**
   * A session the trader's login answered or a call carried: its client's poller reads the book
   * with it from now on (the engine subscribes once per client, before the daily rollover).
   */
  renew(session: BrokerSession): void {
    const subscription = this.subscriptions.get(session.clientId);
    if (subscription) subscription.session = session;
  }

  /**
   * One poll of a client's order book now (the timer calls it; tests may too), unless another
   * instance holds the client's lease. An instance that takes the lease over reads the whole
   * book at its first poll, so what changed in the hand-over is told then (forward only).
   */
  async poll(clientId: string): Promise<void> {
    const subscription = this.subscriptions.get(clientId);
    if (!subscription || subscription.polling) return;
    if (subscription.lease && !subscription.lease.held()) return;
    subscription.polling = true;
    try {
      const orders = await this.options.fetchOrders(subscription.session);
      for (const order of orders) {
        const state = `${order.status}:${order.filledQuantity}`;
        if (subscription.seen.get(order.orderId) === state) continue;
        subscription.seen.set(order.orderId, state);
        for (const listener of subscription.listeners) listener(order);
      }
      subscription.failure = undefined;
    } catch (error) {
      const failure = error instanceof Error ? error.message : String(error);
      if (failure !== subscription.failure) this.options.onError?.(failure);
      subscription.failure = failure;
    } finally {
      subscription.polling = false;
    }
  }

  /** Stops every poller (shutdown). */
  close(): void {
    for (const subscription of this.subscriptions.values()) {
      clearInterval(subscription.timer);
      subscription.lease?.release();
    }
    this.subscriptions.clear();
  }
}

/**
 * A polling adapter whose poller follows each client's newest session: the engine subscribes to
 * a client's order updates once per process, and the session it subscribed with dies at the
 * daily rollover, so every session a later login answers or a call carries is handed on.
 */
export function followingNewestSessions(poller: OrderBookPoller, broker: Broker): Broker {
  const renewed = (session: BrokerSession) => {
    poller.renew(session);
    return session;
  };
  return {
    ...broker,
    async exchangeToken(request) {
      const login = await broker.exchangeToken(request);
      renewed(login.session);
      return login;
    },
    availableFunds: (session) => broker.availableFunds(renewed(session)),
    requiredMargin: (session, legs) => broker.requiredMargin(renewed(session), legs),
    placeOrder: (session, order) => broker.placeOrder(renewed(session), order),
    cancelOrder: (session, orderId) => broker.cancelOrder(renewed(session), orderId),
    orderStatus: (session, orderId) => broker.orderStatus(renewed(session), orderId),
    positions: (session) => broker.positions(renewed(session)),
    lastTradedPrices: (tokens, session) =>
      broker.lastTradedPrices(tokens, session && renewed(session)),
  };
}
