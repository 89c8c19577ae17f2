// @ts-check
// Plain JavaScript on purpose: Next imports its cache handler with Node as it is (next.config.ts
// `cacheHandler`), without compiling it.
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { SCRIPT_POLICY_HEADER, scriptPolicyForHtml } from "../security/script-policy.mjs";

/** @typedef {{ kind?: string; html?: unknown; headers?: Record<string, unknown> }} CachedValue */

// Next's own file-system cache (memory first, then .next on disk), extended by one thing. Node
// hands this CommonJS module over as its exports object, a bundler as its default export.
/** @type {typeof fileSystemCacheModule.default} */
const FileSystemCache =
  "default" in fileSystemCacheModule ? fileSystemCacheModule.default : fileSystemCacheModule;

/**
 * Next's page cache, with each cached page's script policy stored beside its HTML
 * (docs/security.md). A page's scripts carry the nonce of the request that rendered it; a
 * cached copy is served to later requests, whose own nonce it does not know. So the policy is
 * read from the HTML when the page is stored and kept in the entry's headers, which Next sends
 * with every copy it serves: header and body always match, and no one can predict the nonce of
 * a render that has not happened yet.
 */
export default class PageCacheHandler extends FileSystemCache {
  /** @param {Parameters<InstanceType<typeof FileSystemCache>["set"]>} args */
  async set(...args) {
    withScriptPolicy(/** @type {CachedValue | null} */ (args[1]));
    return super.set(...args);
  }

  /** @param {Parameters<InstanceType<typeof FileSystemCache>["get"]>} args */
  async get(...args) {
    const entry = await super.get(...args);
    // Entries written before this handler (or seeded by the build) get theirs on first read.
    withScriptPolicy(/** @type {CachedValue | null | undefined} */ (entry?.value));
    return entry;
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
