// @ts-check
// Plain JavaScript on purpose: Node loads the page cache handler as it is (page-cache-handler.mjs).
// Types for TypeScript callers: redis-page-store.d.mts.
import { deserialize, serialize } from "node:v8";
import { tagsManifest } from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";

/**
 * @typedef {import("next/dist/server/lib/incremental-cache").CacheHandler} CacheHandler
 * @typedef {import("next/dist/server/lib/incremental-cache").CacheHandlerValue} CacheHandlerValue
 * @typedef {Parameters<CacheHandler["get"]>[1]} GetContext
 * @typedef {Parameters<CacheHandler["set"]>} SetArgs
 * @typedef {import("ioredis").Redis} Redis
 */

/** Where the page cache's keys begin: `{prefix}:{build id}:entry:{key}`, `{prefix}:tags:…`. */
export const PAGE_CACHE_KEY_PREFIX = "strikeline:page-cache";

/** Next's header listing a cached page's tags, its paths' implicit ones included. */
const CACHE_TAGS_HEADER = "x-next-cache-tags";

/**
 * An entry whose render gave no `expire` still leaves Redis in time: an old build's keys are
 * never read again, and nothing else would remove them.
 */
const UNBOUNDED_ENTRY_TTL_SECONDS = 7 * 86_400;

/**
 * Next's page cache in Redis, shared by every web instance (docs/performance.md, "Public pages
 * from cache"). Each entry is stored whole (HTML, RSC data, segment data, headers, status,
 * lifetime) under the build's own prefix, so a new deploy never serves an old build's pages.
 * Tag revalidations (revalidatePath, revalidateTag) are two hashes of times, shared by every
 * build: the instance that the services' call reached records them, and every instance checks an
 * entry's tags against them on each read, so none serves a copy older than a revalidation.
 *
 * Redis failing never fails a request: a read misses (the page renders), a write or a
 * revalidation is dropped, and the outage is logged once.
 */
export class RedisPageStore {
  /**
   * @param {{
   *   redis: Redis;
   *   buildId: string;
   *   keyPrefix?: string;
   *   ready?: Promise<unknown>;
   *   now?: () => number;
   *   log?: Pick<Console, "warn" | "info">;
   * }} options `ready` settles once the first connection is made or given up on; `now` is the
   *   wall clock in ms (every instance's, so keep them in sync).
   */
  constructor({ redis, buildId, keyPrefix = PAGE_CACHE_KEY_PREFIX, ready, now, log }) {
    this.redis = redis;
    this.entryPrefix = `${keyPrefix}:${buildId}:entry:`;
    this.expiredTags = `${keyPrefix}:tags:expired`;
    this.staleTags = `${keyPrefix}:tags:stale`;
    this.ready = ready ?? Promise.resolve();
    this.now = now ?? Date.now;
    this.log = log ?? console;
    this.down = false;
  }

  /**
   * @param {string} key
   * @param {GetContext} context
   * @returns {Promise<CacheHandlerValue | null>}
   */
  async get(key, context) {
    try {
      await this.ready;
      const stored = await this.redis.getBuffer(this.entryPrefix + key);
      const entry = stored ? decodeEntry(stored) : null;
      const fresh = entry && (await this.notExpiredByTags(entry, context));
      this.answered();
      return fresh ? entry : null;
    } catch (error) {
      this.failed(error);
      return null;
    }
  }

  /** @param {SetArgs} args */
  async set(...[key, value, context]) {
    const cacheControl = context.fetchCache ? undefined : context.cacheControl;
    const expire = cacheControl?.expire;
    const ttl = typeof expire === "number" && expire > 0 ? expire : UNBOUNDED_ENTRY_TTL_SECONDS;
    /** @type {CacheHandlerValue} */
    const entry = { lastModified: this.now(), value, cacheControl };
    try {
      await this.ready;
      await this.redis.set(this.entryPrefix + key, encodeEntry(entry), "EX", Math.ceil(ttl));
      this.answered();
    } catch (error) {
      this.failed(error);
    }
  }

  /**
   * The same times Next's own file cache keeps per tag: without durations a tag expires now (its
   * entries are not served again); with them it is stale now (served while the next renders) and
   * expires after `expire` seconds.
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    const list = typeof tags === "string" ? [tags] : tags;
    if (list.length === 0) return;
    try {
      await this.ready;
      const now = this.now();
      const writes = this.redis.multi();
      for (const tag of list) {
        if (!durations) {
          writes.hset(this.expiredTags, tag, now);
          continue;
        }
        writes.hset(this.staleTags, tag, now);
        if (durations.expire !== undefined) {
          writes.hset(this.expiredTags, tag, now + durations.expire * 1000);
        }
      }
      await writes.exec();
      this.answered();
    } catch (error) {
      this.failed(error);
    }
  }

  resetRequestCache() {}

  /** Closes the connection: for tests, as a server keeps it for its life. */
  async close() {
    await this.redis.quit().catch(() => this.redis.disconnect());
  }

  /**
   * False when one of the entry's tags expired after it was stored. A tag only stale is copied
   * into Next's own tag manifest, which then serves the entry while it renders again, as it does
   * for a revalidation made in this process.
   * @param {CacheHandlerValue} entry
   * @param {GetContext} context
   */
  async notExpiredByTags(entry, context) {
    const tags = tagsOf(entry, context);
    if (tags.length === 0) return true;
    const answers = await this.redis
      .pipeline()
      .hmget(this.expiredTags, ...tags)
      .hmget(this.staleTags, ...tags)
      .exec();
    const [expired, stale] = (answers ?? []).map(([error, times]) => {
      if (error) throw error;
      return /** @type {(string | null)[]} */ (times);
    });
    const now = this.now();
    let fresh = true;
    tags.forEach((tag, i) => {
      const expiredAt = timeOf(expired?.[i]);
      const staleAt = timeOf(stale?.[i]);
      // Next's rule (tags-manifest): expired once its time has come, if that is after the render;
      // in the render's own millisecond too: which came first is unknown, so render once more.
      if (expiredAt !== undefined && expiredAt <= now && expiredAt >= entry.lastModified) {
        fresh = false;
      }
      if (staleAt !== undefined && staleAt > entry.lastModified) {
        tagsManifest.set(tag, { ...tagsManifest.get(tag), stale: staleAt, expired: expiredAt });
      }
    });
    return fresh;
  }

  answered() {
    if (!this.down) return;
    this.down = false;
    this.log.info("Page cache: Redis answers again");
  }

  /** @param {unknown} error */
  failed(error) {
    if (this.down) return;
    this.down = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.log.warn(
      `Page cache: Redis failed (${reason}); pages render per request until it answers`,
    );
  }
}

/**
 * A page's tags are in its headers; a fetch's come with the read.
 * @param {CacheHandlerValue} entry
 * @param {GetContext} context
 * @returns {string[]}
 */
function tagsOf(entry, context) {
  if (context.kind === "FETCH") return [...(context.tags ?? []), ...(context.softTags ?? [])];
  const value = entry.value;
  const header = value && "headers" in value ? value.headers?.[CACHE_TAGS_HEADER] : undefined;
  return typeof header === "string" && header ? header.split(",") : [];
}

/** @param {string | null | undefined} stored */
function timeOf(stored) {
  return stored == null ? undefined : Number(stored);
}

// V8's own serialisation keeps what JSON would lose: Buffers (RSC and segment data), Maps
// (segment data by path), undefined fields. Every instance of one build runs the same Node.
/** @param {CacheHandlerValue} entry */
function encodeEntry(entry) {
  return serialize(entry);
}

/** @param {Buffer} stored @returns {CacheHandlerValue} */
function decodeEntry(stored) {
  return deserialize(stored);
}
