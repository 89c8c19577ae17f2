import type { Logger } from "../logger";
import {
  eventsOf,
  realtimeEventSchema,
  realtimeNewsSchema,
  type EventBus,
  type EventHandler,
} from "./event-bus";
import { deliver } from "./in-process-event-bus";
import { openRedisChannel } from "./redis-channel";

/** The channel every instance publishes to and listens on. */
export const REALTIME_CHANNEL = "strikeline:realtime";

export interface ClosableEventBus extends EventBus {
  close(): Promise<void>;
}

/**
 * An EventBus over Redis pub/sub, so several service instances fan each event out to every
 * socket: an event published on one instance reaches the subscribers of all of them (its own
 * included, through Redis, so every instance sees one order). Pub/sub needs a connection of its
 * own for listening; events arriving malformed are dropped and logged, never delivered.
 */
export async function createRedisEventBus(url: string, logger: Logger): Promise<ClosableEventBus> {
  const handlers = new Set<EventHandler>();
  const channel = await openRedisChannel({
    url,
    channel: REALTIME_CHANNEL,
    label: "Redis event bus",
    kind: "realtime event",
    schema: realtimeNewsSchema,
    logger,
    onMessage(news) {
      for (const event of eventsOf(news)) deliver(handlers, event, logger);
    },
  });

  return {
    async publish(news) {
      // One message however many events: a process killed mid-publish sends all or none.
      const events = eventsOf(news).map((event) => realtimeEventSchema.parse(event));
      const message = events.length === 1 ? events[0] : events;
      await channel.publish(message);
    },
    subscribe(handler) {
      const subscription: EventHandler = (event) => handler(event);
      handlers.add(subscription);
      return () => {
        handlers.delete(subscription);
      };
    },
    async close() {
      handlers.clear();
      await channel.close();
    },
  };
}
