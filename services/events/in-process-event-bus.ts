import type { Logger } from "../logger";
import {
  eventsOf,
  realtimeEventSchema,
  type EventBus,
  type EventHandler,
  type RealtimeEvent,
} from "./event-bus";

/** Calls each handler with the event; one failing handler does not stop the others. */
export function deliver(handlers: Set<EventHandler>, event: RealtimeEvent, logger: Logger) {
  for (const handler of [...handlers]) {
    try {
      handler(event);
    } catch (error) {
      logger.error("Event handler failed", { type: event.type, error });
    }
  }
}

/** An EventBus for one process: subscribers are called synchronously, in subscription order. */
export function createInProcessEventBus(logger: Logger): EventBus {
  const handlers = new Set<EventHandler>();
  return {
    async publish(news) {
      // Parsing here keeps a malformed event from reaching any browser, whoever published it;
      // every event first, so news with a malformed one is delivered none of it.
      const events = eventsOf(news).map((event) => realtimeEventSchema.parse(event));
      for (const event of events) deliver(handlers, event, logger);
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
