import * as z from "../validation/zod";
import type { BrokerCode } from "../brokers";
import { IIFL_STRATEGY_TAG, type StrategyTag } from "../domain/enums";
import { PRODUCT_SLUG, PRODUCT_STRATEGY_TAG } from "../product";
import { type FilterForm, filterFormSchema } from "./filter-form";
import { resolveSort, SORT_FIELDS, type SortKey } from "./sort-options";
import { sortKeySchema } from "./sort-schema";

/** Spec §6: 'for two named brokers it includes two strategy tags': IIFL's old and new brokers. */
export const IIFL_BROKERS = ["iifl", "iifl_capital"] as const satisfies readonly BrokerCode[];

/** The strategy tags a broker's clients may see: the product's, plus IIFL's for IIFL clients. */
export function strategyTagsForBroker(broker: string | null | undefined): StrategyTag[] {
  const isIifl = (IIFL_BROKERS as readonly string[]).includes(broker ?? "");
  return isIifl ? [PRODUCT_STRATEGY_TAG, IIFL_STRATEGY_TAG] : [PRODUCT_STRATEGY_TAG];
}

/** Who is searching: a logged-in client, or a visitor (no broker, no client id). */
export interface SearchViewer {
  broker?: string | null;
  clientId?: string | null;
}

/**
 * Spec §7/§6 base filters of every search: tag == the broker's strategy tags, and owner ==
 * [client id, product] (the product's own tradeboxes and the client's). A visitor sees the
 * product's tradeboxes under the product tag.
 */
export function baseSearchFilters({
  broker,
  clientId,
}: SearchViewer): Required<Pick<FilterForm, "tag" | "owner">> {
  return {
    tag: ["==", strategyTagsForBroker(broker)],
    owner: ["==", clientId ? [clientId, PRODUCT_SLUG] : [PRODUCT_SLUG]],
  };
}

function intersect<T>(wanted: readonly T[] | undefined, allowed: readonly T[]): T[] {
  return wanted ? allowed.filter((value) => wanted.includes(value)) : [...allowed];
}

/**
 * A form's filters with the base filters applied. A tag or owner the form names is narrowed to
 * what the base allows, never widened: 'IIFL-run' shows nothing to a non-IIFL client, and no URL
 * reaches another client's tradeboxes.
 */
export function withBaseFilters(filters: FilterForm, viewer: SearchViewer): FilterForm {
  const base = baseSearchFilters(viewer);
  return {
    ...filters,
    tag: ["==", intersect(filters.tag?.[1], base.tag[1])],
    owner: ["==", intersect(filters.owner?.[1], base.owner[1])],
  };
}

/** What a search answers with: a page of tradeboxes, or the search panel's suggestions. */
export const SEARCH_VIEWS = ["page", "suggestions"] as const;

/**
 * Spec §7 POST /search body. The search service parses it with this schema: an empty or missing
 * sort becomes the default sort.
 */
export const searchRequestSchema = z.object({
  search: z.string(),
  page: z.int().check(z.minimum(1)),
  filters: filterFormSchema,
  sort: z.pipe(
    z.optional(z.array(sortKeySchema).check(z.maxLength(SORT_FIELDS.length))),
    z.transform((sort: SortKey[] | undefined) => resolveSort(sort)),
  ),
  /**
   * Ours: 'suggestions' answers the search panel's three suggestions with only the fields they
   * show (lib/explore/search-suggestion.ts); a page of full tradeboxes otherwise.
   */
  view: z.optional(z.enum(SEARCH_VIEWS)),
});
export type SearchRequest = z.infer<typeof searchRequestSchema>;

/** The body the explore page sends to the search service for an explore state and a viewer. */
export function searchRequestBody(
  params: Pick<SearchRequest, "search" | "page" | "filters" | "sort">,
  viewer: SearchViewer,
): SearchRequest {
  return {
    search: params.search,
    page: params.page,
    filters: withBaseFilters(params.filters, viewer),
    sort: resolveSort(params.sort),
  };
}

/** Whether a viewer may see a tradebox at all: the base filters' rule for a single one. */
export function viewerMaySee(viewer: SearchViewer, tradebox: { tag: string; owner: string }) {
  const base = baseSearchFilters(viewer);
  return (
    (base.tag[1] as readonly string[]).includes(tradebox.tag) &&
    base.owner[1].includes(tradebox.owner)
  );
}
