import { routePath } from "../routing/routes";
import type { CategoryId } from "./categories";
import type { FilterForm } from "./filter-form";
import { defaultSort, type Sort, sameSort } from "./sort-options";

/** Spec §2 explore query parameter names. */
export const EXPLORE_PARAM_NAMES = ["page", "search", "filters", "sort", "id"] as const;
type ExploreParamName = (typeof EXPLORE_PARAM_NAMES)[number];

/**
 * Spec §2 explore parameters: an explore state. Parsed from a URL on the server
 * (parse-explore-params.ts); this module builds links from it and stays free of zod, since the
 * browser's explore islands import it.
 */
export interface ExploreParams {
  page: number;
  search: string;
  filters: FilterForm;
  sort: Sort;
  id?: CategoryId;
}

/** The parameters with every default filled in: page 1, no search, no filters, default sort. */
export function defaultExploreParams(): ExploreParams {
  return { page: 1, search: "", filters: {}, sort: defaultSort() };
}

/**
 * The URL parameters of an explore state. Page is always written (links reset it to 1); search,
 * filters, sort and id only when they differ from their defaults, to keep links short.
 */
export function serialiseExploreParams(params: Partial<ExploreParams>): URLSearchParams {
  const full = { ...defaultExploreParams(), ...params };
  const entries: [ExploreParamName, string][] = [["page", String(full.page)]];
  if (full.search) entries.push(["search", full.search]);
  if (Object.keys(full.filters).length > 0) entries.push(["filters", JSON.stringify(full.filters)]);
  if (!sameSort(full.sort, defaultSort())) entries.push(["sort", JSON.stringify(full.sort)]);
  if (full.id) entries.push(["id", full.id]);
  return new URLSearchParams(entries);
}

/** The /explore link of an explore state. */
export function exploreHref(params: Partial<ExploreParams>): string {
  return `${routePath("explore")}?${serialiseExploreParams(params).toString()}`;
}

/** Spec §5: a new search text starts again at page 1. */
export function withSearch(params: ExploreParams, search: string): ExploreParams {
  return { ...params, search, page: 1 };
}
