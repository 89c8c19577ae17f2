import { readFileSync } from "node:fs";
import path from "node:path";
import { Redis } from "ioredis";
import { PAGE_CACHE_KEY_PREFIX } from "../../lib/page-cache/redis-page-store.mjs";

/**
 * Removes a build's pages from the shared page cache in Redis: the pages an earlier run of the
 * same build left there hold that run's catalogue (another database, other ids), not this one's.
 * For the journeys, the local cluster and the benches, before their web instances serve.
 */
export async function forgetSharedPages(distDir: string, redisUrl: string): Promise<void> {
  const buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
  const redis = new Redis(redisUrl);
  try {
    const keys = await redis.keys(`${PAGE_CACHE_KEY_PREFIX}:${buildId}:*`);
    if (keys.length > 0) await redis.del(...keys);
  } finally {
    await redis.quit();
  }
}
