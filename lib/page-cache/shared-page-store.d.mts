import type { CacheHandlerContext } from "next/dist/server/lib/incremental-cache";
import type { RedisPageStore } from "./redis-page-store.mjs";

/** The Redis page store of this server's build when REDIS_URL is set; null for the file cache. */
export declare function sharedPageStore(
  context: CacheHandlerContext,
  env?: Readonly<Record<string, string | undefined>>,
): RedisPageStore | null;
