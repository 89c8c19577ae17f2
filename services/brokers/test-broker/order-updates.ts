import type { Logger } from "../../logger";
import type { BrokerOrder } from "../broker";

export type OrderListener = (order: BrokerOrder) => void;

/**
 * Order updates per client, in process: each change of an order goes to that client's
 * listeners and no one else's. A listener that throws is logged and never stops the others
 * (or the broker). The services will bridge this to the event bus.
 */
export class OrderUpdates {
  private readonly listeners = new Map<string, Set<OrderListener>>();

  constructor(private readonly logger?: Logger) {}

  /** Adds a listener for the client's orders; returns the function that removes it. */
  subscribe(clientId: string, listener: OrderListener): () => void {
    const set = this.listeners.get(clientId) ?? new Set<OrderListener>();
    set.add(listener);
    this.listeners.set(clientId, set);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(clientId) === set) this.listeners.delete(clientId);
    };
  }

  publish(order: BrokerOrder): void {
    for (const listener of [...(this.listeners.get(order.clientId) ?? [])]) {
      try {
        listener(order);
      } catch (error) {
        this.logger?.error("Paper order listener failed", { orderId: order.orderId, error });
      }
    }
  }
}
