import type { Redis } from "ioredis";
import type { CacheHandler } from "next/dist/server/lib/incremental-cache";

export declare const PAGE_CACHE_KEY_PREFIX: string;

/** Next's page cache in Redis, shared by every web instance (see the .mjs). */
export declare class RedisPageStore {
  constructor(options: {
    redis: Redis;
    buildId: string;
    keyPrefix?: string;
    ready?: Promise<unknown>;
    now?: () => number;
    log?: Pick<Console, "warn" | "info">;
  });
  get: CacheHandler["get"];
  set: CacheHandler["set"];
  revalidateTag: CacheHandler["revalidateTag"];
  resetRequestCache(): void;
  close(): Promise<void>;
}
