import type { RouteId } from "../routing/routes";

/**
 * How long a visitor's cached page is fresh, in seconds, per route of the route table: each
 * page's `revalidate` and the CDN's lifetime for it (proxy.ts) both read it. An analyst's change
 * renders a page again at once (api/revalidate); these bound what a quiet catalogue shows.
 */
export const VISITOR_PAGE_FRESH_SECONDS = {
  // Nothing on it changes between deploys; hourly so no CDN keeps scripts an older deploy built.
  home: 3600,
  // A list's figures (returns, funds needed) move with closed trades and the market.
  explore: 300,
  exploreBroker: 300,
  // The payoff and performance move with the market.
  tradeboxProfile: 60,
} as const satisfies Partial<Record<RouteId, number>>;

/**
 * How long past fresh a stale copy may still be served while the next one renders (Next's
 * `expireTime`, and a CDN's stale-while-revalidate): a day.
 */
export const PAGE_CACHE_EXPIRE_SECONDS = 86_400;

/** The header a CDN reads instead of Cache-Control (RFC 9213); browsers ignore it. */
export const CDN_CACHE_CONTROL = "CDN-Cache-Control";

/**
 * The cache headers of a visitor's page served from the page cache. The same URL is a trader's
 * page with a session, and a browser's cache cannot tell the two apart (the session is a cookie,
 * and Next answers `Vary` itself): so a browser may keep the copy only to revalidate it
 * (`private, no-cache`; never served stale, never served to the next request unasked), and the
 * CDN, which bypasses its cache for a request with the session cookie (docs/performance.md),
 * keeps it for the page's life.
 */
export function visitorPageCacheHeaders(freshSeconds: number): Record<string, string> {
  const staleSeconds = Math.max(PAGE_CACHE_EXPIRE_SECONDS - freshSeconds, 0);
  return {
    "Cache-Control": "private, no-cache",
    [CDN_CACHE_CONTROL]: `max-age=${freshSeconds}, stale-while-revalidate=${staleSeconds}`,
  };
}
