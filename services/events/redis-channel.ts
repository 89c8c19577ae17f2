import { Redis } from "ioredis";
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
 * it), connection errors logged under `label`. Each message reaches `onMessage` parsed from
 * JSON (undefined when it is not JSON), for the caller's schema to accept or refuse.
 */
export async function openRedisChannel(options: {
  url: string;
  channel: string;
  label: string;
  logger: Logger;
  onMessage: (value: unknown, raw: string) => void;
}): Promise<RedisChannel> {
  const { url, channel, label, logger, onMessage } = options;
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const listener = new Redis(url, { lazyConnect: true });
  for (const connection of [publisher, listener]) {
    connection.on("error", (error: Error) => logger.warn(label, { error: error.message }));
  }
  await Promise.all([publisher.connect(), listener.connect()]);
  await listener.subscribe(channel);
  listener.on("message", (_channel: string, message: string) =>
    onMessage(parseJsonOrUndefined(message), message),
  );
  return {
    async publish(value) {
      await publisher.publish(channel, JSON.stringify(value));
    },
    async close() {
      await Promise.allSettled([listener.quit(), publisher.quit()]);
    },
  };
}
