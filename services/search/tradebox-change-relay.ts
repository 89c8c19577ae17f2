import { parseJsonOrUndefined } from "../../lib/validation/parse-json-or-undefined";
import { randomUUID } from "node:crypto";
import { Redis } from "ioredis";
import { z } from "zod";
import {
  TRADEBOX_CHANGE_KINDS,
  type TradeboxChange,
  type TradeboxChangeListener,
  type TradeboxChanges,
} from "../catalogue/tradebox-events";
import type { Logger } from "../logger";

/** The channel every services instance publishes its tradebox changes to and listens on. */
export const TRADEBOX_CHANGES_CHANNEL = "strikeline:tradebox-changes";

const relayedChangeSchema = z.strictObject({
  /** The instance that committed the change: it has applied it already. */
  from: z.string().min(1),
  strategyId: z.string().min(1),
  kind: z.enum(TRADEBOX_CHANGE_KINDS),
});

export interface TradeboxChangeRelay {
  close(): Promise<void>;
}

/**
 * Each services instance keeps its own search index in memory, and an analyst's change reaches
 * only the catalogue of the instance that committed it. This relay publishes each change
 * committed here on Redis and hands every other instance's to `onRemoteChange` (the index
 * re-reads that tradebox from the database), so search on any instance shows it. Alerts, basket
 * news and the web's revalidation stay with the committing instance: they happen once.
 * A change published while Redis is away is lost to the other instances until their restart
 * (logged); the database keeps the truth.
 */
export async function relayTradeboxChanges(options: {
  url: string;
  changes: TradeboxChanges;
  onRemoteChange: TradeboxChangeListener;
  logger: Logger;
}): Promise<TradeboxChangeRelay> {
  const { url, changes, onRemoteChange, logger } = options;
  const instance = randomUUID();
  const publisher = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 3 });
  const listener = new Redis(url, { lazyConnect: true });
  for (const connection of [publisher, listener]) {
    connection.on("error", (error: Error) =>
      logger.warn("Redis tradebox change relay", { error: error.message }),
    );
  }
  await Promise.all([publisher.connect(), listener.connect()]);
  await listener.subscribe(TRADEBOX_CHANGES_CHANNEL);
  listener.on("message", (_channel: string, message: string) => {
    const parsed = relayedChangeSchema.safeParse(parseJsonOrUndefined(message));
    if (!parsed.success) {
      logger.warn("Dropped a malformed tradebox change from Redis", { message });
      return;
    }
    const { from, ...change } = parsed.data;
    if (from === instance) return;
    Promise.resolve(onRemoteChange(change)).catch((error: unknown) =>
      logger.error("Another instance's tradebox change not applied", { ...change, error }),
    );
  });
  const stopPublishing = changes.onTradeboxChanged(async (change: TradeboxChange) => {
    const relayed = { from: instance, strategyId: change.strategyId, kind: change.kind };
    await publisher.publish(TRADEBOX_CHANGES_CHANNEL, JSON.stringify(relayed));
  });
  return {
    async close() {
      stopPublishing();
      await Promise.allSettled([listener.quit(), publisher.quit()]);
    },
  };
}
