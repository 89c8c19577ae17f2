// @ts-check
// Plain JavaScript on purpose: Next imports its cache handler with Node as it is (next.config.ts
// `cacheHandler`), without compiling it.
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { SCRIPT_POLICY_HEADER, scriptPolicyForHtml } from "../security/script-policy.mjs";
import { sharedPageStore } from "./shared-page-store.mjs";

/**
 * @typedef {import("next/dist/server/lib/incremental-cache").CacheHandler} CacheHandler
 * @typedef {import("next/dist/server/lib/incremental-cache").CacheHandlerContext} CacheHandlerContext
 * @typedef {Pick<CacheHandler, "get" | "set" | "revalidateTag" | "resetRequestCache">} PageStore
 * @typedef {{ kind?: string; html?: unknown; headers?: Record<string, unknown> }} CachedValue
 */

// Next's own file-system cache (memory first, then .next on disk). Node hands this CommonJS
// module over as its exports object, a bundler as its default export.
const FileSystemCache = /** @type {typeof fileSystemCacheModule} */ (
  "default" in fileSystemCacheModule ? fileSystemCacheModule.default : fileSystemCacheModule
);

/**
 * Next's page cache, with each cached page's script policy stored beside its HTML
 * (docs/security.md). A page's scripts carry the nonce of the request that rendered it; a
 * cached copy is served to later requests, whose own nonce it does not know. So the policy is
 * read from the HTML when the page is stored and kept in the entry's headers, which Next sends
 * with every copy it serves: header and body always match, and no one can predict the nonce of
 * a render that has not happened yet.
 *
 * Where the entries live: in Redis, shared by every web instance, when the server runs with
 * `REDIS_URL` (shared-page-store.mjs); otherwise in Next's file cache, this instance's alone.
 */
export default class PageCacheHandler {
  /**
   * @param {CacheHandlerContext} context
   * @param {PageStore} [store] where entries live; Next passes only the context
   */
  constructor(context, store) {
    /** @type {PageStore} */
    this.store =
      store ??
      sharedPageStore(context) ??
      // Next gives the file cache what it needs (fs, serverDistDir) whenever it would use it.
      new FileSystemCache(
        /** @type {ConstructorParameters<typeof FileSystemCache>[0]} */ (context),
      );
  }

  /** @param {Parameters<CacheHandler["get"]>} args */
  async get(...args) {
    const entry = await this.store.get(...args);
    // Entries written before this handler (or seeded by the build) get theirs on first read.
    withScriptPolicy(/** @type {CachedValue | null | undefined} */ (entry?.value));
    return entry;
  }

  /** @param {Parameters<CacheHandler["set"]>} args */
  async set(...args) {
    withScriptPolicy(/** @type {CachedValue | null} */ (args[1]));
    return this.store.set(...args);
  }

  /** @param {Parameters<CacheHandler["revalidateTag"]>} args */
  async revalidateTag(...args) {
    return this.store.revalidateTag(...args);
  }

  resetRequestCache() {
    this.store.resetRequestCache();
  }
}

/**
 * Adds the script policy to a page entry's headers, in place: the same value is what Next
 * answers the request that rendered it with, so that first answer carries the policy too.
 * @param {CachedValue | null | undefined} value
 */
function withScriptPolicy(value) {
  if (!value || value.kind !== "APP_PAGE" || typeof value.html !== "string") return;
  const headers = (value.headers ??= {});
  if (headers[SCRIPT_POLICY_HEADER] === undefined) {
    headers[SCRIPT_POLICY_HEADER] = scriptPolicyForHtml(value.html);
  }
}
