import type { CacheHandler, CacheHandlerContext } from "next/dist/server/lib/incremental-cache";

/** Where a page cache's entries live: Next's file cache or the shared Redis store. */
export type PageStore = Pick<CacheHandler, "get" | "set" | "revalidateTag" | "resetRequestCache">;

/** Next's page cache, keeping each page's script policy with it (see the .mjs). */
export default class PageCacheHandler implements PageStore {
  constructor(context: CacheHandlerContext, store?: PageStore);
  readonly store: PageStore;
  get: CacheHandler["get"];
  set: CacheHandler["set"];
  revalidateTag: CacheHandler["revalidateTag"];
  resetRequestCache(): void;
}
