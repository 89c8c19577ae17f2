import type { Logger } from "../logger";
import { createInProcessEventBus } from "./in-process-event-bus";
import { createRedisEventBus, type ClosableEventBus } from "./redis-event-bus";

/** Redis pub/sub when REDIS_URL is set (several instances), otherwise in-process (one). */
export async function createEventBus(
  redisUrl: string | undefined,
  logger: Logger,
): Promise<ClosableEventBus> {
  if (redisUrl) return createRedisEventBus(redisUrl, logger);
  return { ...createInProcessEventBus(logger), close: async () => {} };
}
