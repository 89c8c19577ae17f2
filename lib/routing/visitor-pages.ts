import type { DeviceClass } from "../breakpoints";
import { isBrokerCode } from "../brokers";
import { cachedExploreView, exploreViewKey } from "../explore/cached-explore-view";
import { parseExploreParams } from "../explore/parse-explore-params";
import { VISITOR_PAGE_FRESH_SECONDS } from "../page-cache/visitor-page-lifetimes";
import type { RouteMatch } from "./routes";

/**
 * A visitor's public pages (landing, explore, profiles) are the same for every visitor with the
 * same layout, so they are rendered once and served from the page cache. proxy.ts rewrites the
 * public URL to an internal path under this prefix that holds everything the page depends on:
 * the layout class and the page's own key. A logged-in trader's pages are rendered per request
 * at the public path; their HTML never reaches the cache (docs/performance.md).
 */
export const VISITOR_PREFIX = "/visitor";

/**
 * What the server lays out differently by device: phones get no filter sidebar (it would only
 * hydrate hidden chips). Tablets and desktops get the same HTML, so they share a cache entry.
 */
export const LAYOUT_CLASSES = ["phone", "wide"] as const;
export type LayoutClass = (typeof LAYOUT_CLASSES)[number];

export function layoutClassOf(device: DeviceClass): LayoutClass {
  return device === "mobile" ? "phone" : "wide";
}

export function isLayoutClass(value: string): value is LayoutClass {
  return (LAYOUT_CLASSES as readonly string[]).includes(value);
}

/**
 * The filter sidebar shows from lg; a phone never gets that wide, so it is not sent there at all
 * (hidden, it would still hydrate every chip). Phones filter in the modal.
 */
export function hasFilterSidebar(layout: LayoutClass): boolean {
  return layout === "wide";
}

/** The internal path of a tradebox profile (slug or strategy id) for one layout class. */
function profilePath(layout: LayoutClass, sid: string): string {
  return `${VISITOR_PREFIX}/${layout}/tradebox/${encodeURIComponent(sid)}`;
}

/** The internal segment of explore pages that are not a cached view (a search, filters). */
export const EXPLORE_SEARCH_SEGMENT = "search";

export interface VisitorPage {
  /** The internal path the page is rendered at (its query stays the request's). */
  path: string;
  /**
   * How long the page cache serves it fresh (lib/page-cache/visitor-page-lifetimes.ts); null for
   * a search or filters, rendered per request.
   */
  freshSeconds: number | null;
}

/**
 * Where a visitor's request for a public page is rendered, or null for a page that is not a
 * visitor page. Explore states that are a cached view get their key in the path; others (a
 * search text, filters) are rendered per request under the same layout, so the page around them
 * stays mounted as the visitor moves between the two.
 */
export function visitorPage(
  match: RouteMatch,
  search: string,
  device: DeviceClass,
): VisitorPage | null {
  const layout = layoutClassOf(device);
  const base = `${VISITOR_PREFIX}/${layout}`;
  switch (match.route.id) {
    case "home":
      return { path: base, freshSeconds: VISITOR_PAGE_FRESH_SECONDS.home };
    case "tradeboxProfile":
      return {
        path: profilePath(layout, match.params.sid ?? ""),
        freshSeconds: VISITOR_PAGE_FRESH_SECONDS.tradeboxProfile,
      };
    case "explore":
    case "exploreBroker": {
      const broker = match.params.broker;
      const view = cachedExploreView(
        parseExploreParams(new URLSearchParams(search)),
        broker !== undefined && isBrokerCode(broker) ? broker : undefined,
      );
      if (view) {
        const freshSeconds = VISITOR_PAGE_FRESH_SECONDS[match.route.id];
        return { path: `${base}/explore/${exploreViewKey(view)}`, freshSeconds };
      }
      const brokerSegment = broker ? `/${encodeURIComponent(broker)}` : "";
      return {
        path: `${base}/explore/${EXPLORE_SEARCH_SEGMENT}${brokerSegment}`,
        freshSeconds: null,
      };
    }
    default:
      return null;
  }
}

/** Whether a requested path is one of the internal ones: never asked for from outside. */
export function isVisitorPagePath(pathname: string): boolean {
  return pathname === VISITOR_PREFIX || pathname.startsWith(`${VISITOR_PREFIX}/`);
}

/** The route every cached explore view is rendered by: revalidating it empties them all. */
export const CACHED_EXPLORE_VIEWS_ROUTE = `${VISITOR_PREFIX}/[layout]/explore/[view]`;

/** The cached copies of a tradebox's profile: each layout class, by slug and by strategy id. */
export function cachedProfilePaths(sids: readonly string[]): string[] {
  return LAYOUT_CLASSES.flatMap((layout) => sids.map((sid) => profilePath(layout, sid)));
}
