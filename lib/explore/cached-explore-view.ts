import { type BrokerCode, isBrokerCode } from "../brokers";
import { CATEGORY_IDS, type CategoryId } from "./categories";
import { defaultExploreParams, type ExploreParams } from "./explore-params";
import { sortOption, sortOptionOf, type SortOptionId, SORT_OPTIONS } from "./sort-options";

/**
 * The explore views a visitor's page may be served from cache for: a broker's or the whole
 * catalogue, a category or none, one of the sort picker's options, and one of the first pages.
 * A search text or filters are the visitor's own question (free text, free numbers): unbounded,
 * so those pages are rendered per request rather than filling the cache (docs/performance.md).
 */
export interface CachedExploreView {
  broker?: BrokerCode;
  category?: CategoryId;
  sort: SortOptionId;
  page: number;
}

/** Pages past this are rare and cheap to render; keeping them out bounds the cache. */
export const CACHED_EXPLORE_PAGES = 20;

const ALL = "all";
const SEPARATOR = ".";

/** The cached view an explore state is, or null when it must be rendered for its request. */
export function cachedExploreView(
  params: ExploreParams,
  broker?: BrokerCode,
): CachedExploreView | null {
  if (params.search !== "" || Object.keys(params.filters).length > 0) return null;
  if (params.page > CACHED_EXPLORE_PAGES) return null;
  const sort = sortOptionOf(params.sort);
  if (!sort) return null;
  return { broker, category: params.id, sort: sort.id as SortOptionId, page: params.page };
}

/**
 * The view as one URL path segment, readable in logs and cache listings:
 * `{broker|all}.{category|all}.{sort option}.{page}`, e.g. `all.low-risk.default.1`. Broker
 * codes, category ids and sort option ids never hold a dot.
 */
export function exploreViewKey(view: CachedExploreView): string {
  return [view.broker ?? ALL, view.category ?? ALL, view.sort, String(view.page)].join(SEPARATOR);
}

/** The view of a key, or null for anything exploreViewKey would not have written. */
export function parseExploreViewKey(key: string): CachedExploreView | null {
  const parts = key.split(SEPARATOR);
  if (parts.length !== 4) return null;
  const [brokerPart, categoryPart, sortPart, pagePart] = parts as [string, string, string, string];
  const broker = brokerPart === ALL ? undefined : brokerPart;
  if (broker !== undefined && !isBrokerCode(broker)) return null;
  const category =
    categoryPart === ALL ? undefined : CATEGORY_IDS.find((id) => id === categoryPart);
  if (categoryPart !== ALL && !category) return null;
  const sort = SORT_OPTIONS.find((option) => option.id === sortPart)?.id;
  if (!sort) return null;
  if (!/^[1-9]\d*$/.test(pagePart)) return null;
  const view: CachedExploreView = { broker, category, sort, page: Number(pagePart) };
  // One key per view: anything else (a page past the bound, say) is not a cached view.
  return view.page <= CACHED_EXPLORE_PAGES && exploreViewKey(view) === key ? view : null;
}

/** The explore state a cached view shows. */
export function exploreViewParams(view: CachedExploreView): ExploreParams {
  return {
    ...defaultExploreParams(),
    sort: sortOption(view.sort).sort,
    id: view.category,
    page: view.page,
  };
}
