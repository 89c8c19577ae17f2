import type { BrokerOrder, BrokerSession } from "../broker";

/** How often a broker without an order stream is asked for its order book. */
export const DEFAULT_ORDER_POLL_MS = 2_000;

export interface OrderBookPollerOptions {
  /** The client's orders today, as the broker's order book lists them. */
  fetchOrders(session: BrokerSession): Promise<BrokerOrder[]>;
  /** At most one order book call per interval per session: the broker's read limit holds. */
  intervalMs?: number;
  /** A failed poll (the broker slow, the session over): reported, and the next poll tries again. */
  onError?(error: unknown): void;
}

type Listener = (order: BrokerOrder) => void;

interface Subscription {
  session: BrokerSession;
  listeners: Set<Listener>;
  /** orderId → "status:filled" of the last news told, so only changes are told. */
  seen: Map<string, string>;
  timer: ReturnType<typeof setInterval>;
  polling: boolean;
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
      subscription = { session, listeners: new Set(), seen: new Map(), timer, polling: false };
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
      if (this.subscriptions.get(key) === owned) this.subscriptions.delete(key);
    };
  }

  /** One poll of a client's order book now (the timer calls it; tests may too). */
  async poll(clientId: string): Promise<void> {
    const subscription = this.subscriptions.get(clientId);
    if (!subscription || subscription.polling) return;
    subscription.polling = true;
    try {
      const orders = await this.options.fetchOrders(subscription.session);
      for (const order of orders) {
        const state = `${order.status}:${order.filledQuantity}`;
        if (subscription.seen.get(order.orderId) === state) continue;
        subscription.seen.set(order.orderId, state);
        for (const listener of subscription.listeners) listener(order);
      }
    } catch (error) {
      this.options.onError?.(error);
    } finally {
      subscription.polling = false;
    }
  }

  /** Stops every poller (shutdown). */
  close(): void {
    for (const subscription of this.subscriptions.values()) clearInterval(subscription.timer);
    this.subscriptions.clear();
  }
}
