import { matchRoute } from "../routing/routes";

/**
 * The answer header that lets the service worker keep a page for offline use. The server sets it
 * (proxy.ts) only on the public pages, and only for a visitor without a session: HTML that knows
 * a trader is never marked, so one trader's page can never be served to another on a shared phone.
 */
export const OFFLINE_CACHE_HEADER = "X-Offline-Cache";
export const OFFLINE_CACHE_PUBLIC = "public";

/** The offline fallback page, precached by the service worker. */
export const OFFLINE_PATH = "/offline";

/** Public pages of the route table a visitor may read offline: landing, explore, profiles. */
export function isOfflineReadablePage(pathname: string): boolean {
  const route = matchRoute(pathname)?.route;
  return route !== undefined && route.access === "public" && route.layout === "preLogin";
}
