// @ts-check
// Plain JavaScript on purpose: Node loads the page cache handler as it is (page-cache-handler.mjs).
// Types for TypeScript callers: shared-page-store.d.mts.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { Redis } from "ioredis";
import { RedisPageStore } from "./redis-page-store.mjs";

/** @typedef {import("next/dist/server/lib/incremental-cache").CacheHandlerContext} CacheHandlerContext */

// A page read waits at most this long for Redis before it renders instead.
const COMMAND_TIMEOUT_MS = 500;
// How long the first reads wait for the first connection, once per process.
const FIRST_CONNECTION_WAIT_MS = 2_000;

/** @type {Map<string, RedisPageStore>} One per Redis and build: Next makes a handler per request. */
const stores = new Map();

/**
 * The Redis page store every web instance of this build shares, when `REDIS_URL` is set in the
 * server's environment (read when the server runs, not baked in by the build). Null otherwise,
 * and for `next dev` and `next build`, which keep Next's file cache: a build needs no Redis and
 * its output is the same with or without one.
 * @param {CacheHandlerContext} context
 * @param {Readonly<Record<string, string | undefined>>} [env]
 * @returns {RedisPageStore | null}
 */
export function sharedPageStore(context, env = process.env) {
  const url = env.REDIS_URL;
  const distDir = context.serverDistDir;
  if (!url || !distDir || context.dev || env.NEXT_PHASE === "phase-production-build") return null;
  const id = `${url} ${distDir}`;
  let store = stores.get(id);
  if (!store) {
    store = new RedisPageStore({ ...connect(url), buildId: buildIdOf(distDir) });
    stores.set(id, store);
  }
  return store;
}

/** @param {string} serverDistDir `.next/server`, beside which Next writes BUILD_ID */
function buildIdOf(serverDistDir) {
  return readFileSync(join(serverDistDir, "..", "BUILD_ID"), "utf8").trim();
}

/**
 * A connection that answers or fails at once: no queue of commands while Redis is away (a page
 * would wait for it), a short timeout per command. Only the first connection is waited for.
 * @param {string} url
 */
function connect(url) {
  const redis = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
  });
  // The store logs a failed command once per outage; each reconnection's error would repeat it.
  redis.on("error", () => {});
  const ready = new Promise((resolve) => {
    redis.once("ready", resolve);
    setTimeout(resolve, FIRST_CONNECTION_WAIT_MS).unref();
  });
  return { redis, ready };
}
