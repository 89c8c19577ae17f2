import { Redis } from "ioredis";
import type { z } from "zod";
import { parseJsonOrUndefined } from "../../lib/validation/parse-json-or-undefined";
import type { Logger } from "../logger";

/** One Redis pub/sub channel, published to and listened on by every instance. */
export interface RedisChannel {
  /** Sends the value as JSON to every listener, this instance's included. */
  publish(value: unknown): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens `channel` on Redis: a connection to publish and one of its own to listen (pub/sub needs
 * it), connection errors logged under `label`. Each message reaches `onMessage` parsed from JSON
 * and accepted by `schema`; one that is not JSON or that the schema refuses is dropped, logged
 * as a malformed `kind`, never delivered.
 */
export async function openRedisChannel<T>(options: {
  url: string;
  channel: string;
  label: string;
  /** What a message is, for the log of a malformed one ("realtime event"). */
  kind: string;
  schema: z.ZodType<T>;
  logger: Logger;
  onMessage: (value: T) => void;
}): Promise<RedisChannel> {
  const { url, channel, label, kind, schema, logger, onMessage } = options;
  // Publishes of one turn of the event loop go in one write (at the open, every basket's news).
  const publisher = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 3,
    enableAutoPipelining: true,
  });
  const listener = new Redis(url, { lazyConnect: true });
  for (const connection of [publisher, listener]) {
    connection.on("error", (error: Error) => logger.warn(label, { error: error.message }));
  }
  await Promise.all([publisher.connect(), listener.connect()]);
  await listener.subscribe(channel);
  listener.on("message", (_channel: string, message: string) => {
    const parsed = schema.safeParse(parseJsonOrUndefined(message));
    if (parsed.success) onMessage(parsed.data);
    else logger.warn(`Dropped a malformed ${kind} from Redis`, { message });
  });
  return {
    async publish(value) {
      await publisher.publish(channel, JSON.stringify(value));
    },
    async close() {
      await Promise.allSettled([listener.quit(), publisher.quit()]);
    },
  };
}
