import { parseJsonOrUndefined } from "../../lib/validation/parse-json-or-undefined";
import { Redis } from "ioredis";
import type { Logger } from "../logger";
import {
  eventsOf,
  realtimeEventSchema,
  realtimeNewsSchema,
  type EventBus,
  type EventHandler,
} from "./event-bus";
import { deliver } from "./in-process-event-bus";

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
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const listener = new Redis(url, { lazyConnect: true });
  const handlers = new Set<EventHandler>();
  for (const connection of [publisher, listener]) {
    connection.on("error", (error: Error) =>
      logger.warn("Redis event bus", { error: error.message }),
    );
  }
  await Promise.all([publisher.connect(), listener.connect()]);
  await listener.subscribe(REALTIME_CHANNEL);

  listener.on("message", (_channel: string, message: string) => {
    const parsed = realtimeNewsSchema.safeParse(parseJsonOrUndefined(message));
    if (!parsed.success) {
      logger.warn("Dropped a malformed realtime event from Redis", { message });
      return;
    }
    for (const event of eventsOf(parsed.data)) deliver(handlers, event, logger);
  });

  return {
    async publish(news) {
      // One message however many events: a process killed mid-publish sends all or none.
      const events = eventsOf(news).map((event) => realtimeEventSchema.parse(event));
      const message = events.length === 1 ? events[0] : events;
      await publisher.publish(REALTIME_CHANNEL, JSON.stringify(message));
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
      await Promise.allSettled([listener.quit(), publisher.quit()]);
    },
  };
}
