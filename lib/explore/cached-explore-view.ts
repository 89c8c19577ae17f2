import { type BrokerCode, isBrokerCode } from "../brokers";
import { CATEGORY_IDS, type CategoryId } from "./categories";
import { categoryParams } from "./category-menus";
import { defaultExploreParams, type ExploreParams, serialiseExploreParams } from "./explore-params";
import {
  sameSort,
  sortOption,
  sortOptionOf,
  type SortOptionId,
  SORT_OPTIONS,
} from "./sort-options";

/**
 * The explore views a visitor's page may be served from cache for: the catalogue (or a broker's)
 * as it is, or as a category presents it (its filters, search and sort: what every category link
 * opens), in one of the sort picker's orders, at one of the first pages. Anything else (a search
 * text or filters of the visitor's own: free text, free numbers) is unbounded, so those pages are
 * rendered per request rather than filling the cache (docs/performance.md).
 */
export interface CachedExploreView {
  broker?: BrokerCode;
  category?: CategoryId;
  /** A sort picker option, or the category's own order when no option is it ('fresh'). */
  sort: SortOptionId | typeof CATEGORY_ORDER;
  page: number;
}

/** Pages past this are rare and cheap to render; keeping them out bounds the cache. */
export const CACHED_EXPLORE_PAGES = 20;

const CATEGORY_ORDER = "category-order";
const ALL = "all";
const SEPARATOR = ".";

/** What the view starts from: a category's preset, or the plain catalogue. */
function baseParams(category: CategoryId | undefined): ExploreParams {
  return category ? categoryParams(category) : defaultExploreParams();
}

/** The view's search and filters are its base's, whatever the sort and page. */
function sameBase(params: ExploreParams, base: ExploreParams): boolean {
  const unordered = (p: ExploreParams) =>
    serialiseExploreParams({ ...p, sort: base.sort, page: 1 }).toString();
  return unordered(params) === unordered(base);
}

/** The cached view an explore state is, or null when it must be rendered for its request. */
export function cachedExploreView(
  params: ExploreParams,
  broker?: BrokerCode,
): CachedExploreView | null {
  if (params.page > CACHED_EXPLORE_PAGES) return null;
  const base = baseParams(params.id);
  if (!sameBase(params, base)) return null;
  const option = sortOptionOf(params.sort);
  const sort = option
    ? (option.id as SortOptionId)
    : params.id && sameSort(params.sort, base.sort)
      ? CATEGORY_ORDER
      : null;
  if (!sort) return null;
  return { broker, category: params.id, sort, page: params.page };
}

/**
 * The view as one URL path segment, readable in logs and cache listings:
 * `{broker|all}.{category|all}.{sort}.{page}`, e.g. `all.low-risk.default.1`. Broker codes,
 * category ids and sort option ids never hold a dot.
 */
export function exploreViewKey(view: CachedExploreView): string {
  return [view.broker ?? ALL, view.category ?? ALL, view.sort, String(view.page)].join(SEPARATOR);
}

/** The explore state a cached view shows. */
export function exploreViewParams(view: CachedExploreView): ExploreParams {
  const base = baseParams(view.category);
  const sort = view.sort === CATEGORY_ORDER ? base.sort : sortOption(view.sort).sort;
  return { ...base, sort, page: view.page };
}

/** The view of a key, or null for anything exploreViewKey would not have written. */
export function parseExploreViewKey(key: string): CachedExploreView | null {
  const parts = key.split(SEPARATOR);
  if (parts.length !== 4) return null;
  const [brokerPart, categoryPart, sortPart, pagePart] = parts as [string, string, string, string];
  const broker = brokerPart === ALL ? undefined : brokerPart;
  if (broker !== undefined && !isBrokerCode(broker)) return null;
  const category = CATEGORY_IDS.find((id) => id === categoryPart);
  if (categoryPart !== ALL && !category) return null;
  const sort =
    sortPart === CATEGORY_ORDER ? CATEGORY_ORDER : SORT_OPTIONS.find((o) => o.id === sortPart)?.id;
  if (!sort || !/^[1-9]\d*$/.test(pagePart)) return null;
  const candidate: CachedExploreView = { broker, category, sort, page: Number(pagePart) };
  // One key per view: the key of the state it shows must be this one (a page past the bound, a
  // category's own order spelt as an option, or the other way round, are not).
  const view = cachedExploreView(exploreViewParams(candidate), broker);
  return view && exploreViewKey(view) === key ? view : null;
}
