import { randomUUID } from "node:crypto";
import { z } from "zod";
import {
  TRADEBOX_CHANGE_KINDS,
  type TradeboxChange,
  type TradeboxChangeListener,
  type TradeboxChanges,
} from "../catalogue/tradebox-events";
import { openRedisChannel } from "../events/redis-channel";
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
  const channel = await openRedisChannel({
    url,
    channel: TRADEBOX_CHANGES_CHANNEL,
    label: "Redis tradebox change relay",
    kind: "tradebox change",
    schema: relayedChangeSchema,
    logger,
    onMessage({ from, ...change }) {
      if (from === instance) return;
      Promise.resolve(onRemoteChange(change)).catch((error: unknown) =>
        logger.error("Another instance's tradebox change not applied", { ...change, error }),
      );
    },
  });
  const stopPublishing = changes.onTradeboxChanged(async (change: TradeboxChange) => {
    const relayed = { from: instance, strategyId: change.strategyId, kind: change.kind };
    await channel.publish(relayed);
  });
  return {
    async close() {
      stopPublishing();
      await channel.close();
    },
  };
}
