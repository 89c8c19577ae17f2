import type { Logger } from "../logger";
import { realtimeEventSchema, type EventBus, type EventHandler } from "./event-bus";

/** An EventBus for one process: subscribers are called synchronously, in subscription order. */
export function createInProcessEventBus(logger: Logger): EventBus {
  const handlers = new Set<EventHandler>();
  return {
    async publish(event) {
      // Parsing here keeps a malformed event from reaching any browser, whoever published it.
      const parsed = realtimeEventSchema.parse(event);
      for (const handler of [...handlers]) {
        try {
          handler(parsed);
        } catch (error) {
          // One failing subscriber must not stop delivery to the others.
          logger.error("Event handler failed", { type: parsed.type, error });
        }
      }
    },
    subscribe(handler) {
      // Wrapped so the same function subscribed twice gets two independent subscriptions.
      const subscription: EventHandler = (event) => handler(event);
      handlers.add(subscription);
      return () => {
        handlers.delete(subscription);
      };
    },
  };
}
