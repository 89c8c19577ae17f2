import { routePath } from "../routing/routes";
import { defaultExploreParams, type ExploreParams, serialiseExploreParams } from "./explore-params";
import type { FilterForm } from "./filter-form";
import type { Sort } from "./sort-options";

/**
 * The page an explore state lives on: /explore, or /explore/{broker} for one broker's clients.
 * Every link and navigation of the page keeps it.
 */
export function exploreBasePath(broker?: string): string {
  return broker ? routePath("exploreBroker", { broker }) : routePath("explore");
}

/** The link to an explore state on a base path (spec §2 query parameters). */
export function exploreLinkAt(basePath: string, params: Partial<ExploreParams>): string {
  return `${basePath}?${serialiseExploreParams(params).toString()}`;
}

/** Another page of the same results. */
export function withPage(params: ExploreParams, page: number): ExploreParams {
  return { ...params, page };
}

/** New filters start again at page 1 (a page of the old results means nothing for the new). */
export function withFilters(params: ExploreParams, filters: FilterForm): ExploreParams {
  return { ...params, filters, page: 1 };
}

/** A new order starts again at page 1. */
export function withSort(params: ExploreParams, sort: Sort): ExploreParams {
  return { ...params, sort, page: 1 };
}

/** The results without any filter or category (the search and sort stay), at page 1. */
export function withoutFilters(params: ExploreParams): ExploreParams {
  return { ...params, filters: {}, id: undefined, page: 1 };
}

/**
 * 'Clear Category': everything the category preset goes, back to plain explore. Its filters,
 * sort and search were the category, so none of them is kept.
 */
export function withoutCategory(): ExploreParams {
  return defaultExploreParams();
}
