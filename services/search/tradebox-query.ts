import type { FilterForm } from "../../lib/explore/filter-form";
import type { RETURN_OPERATORS } from "../../lib/explore/filter-form";
import type { SearchRequest } from "../../lib/explore/search-request";
import { defaultSort, sameSort, type Sort } from "../../lib/explore/sort-options";
import {
  FREQUENCY_FILTER_VALUES,
  MARKET_TREND_FILTER_VALUES,
  RISK_FILTER_VALUES,
} from "../../lib/domain/enums";
import type { FilterClause, FilterValue, SearchQuery, SortClause } from "./engine/search-engine";

/** Tradeboxes per page of results: one explore grid of cards. */
export const TRADEBOX_PAGE_SIZE = 12;

/** Spec §7: 'With the default sort, OPEN baskets are listed first.' */
export const OPEN_FIRST: SortClause = { field: "open_first", direction: "asc" };

const COMPARISONS = {
  ">=": "gte",
  "<=": "lte",
  ">": "gt",
} as const satisfies Record<(typeof RETURN_OPERATORS)[number], FilterClause["op"]>;

/**
 * A search request (its base filters already applied, see withBaseFilters) as the engines'
 * query: filter values become enum values, the sort its clauses, and the default sort lists
 * OPEN baskets first.
 */
export function tradeboxQuery(request: SearchRequest, size = TRADEBOX_PAGE_SIZE): SearchQuery {
  return {
    text: request.search.trim(),
    filters: filterClauses(request.filters),
    sort: sortClauses(request.sort),
    page: request.page,
    size,
  };
}

/** Each field of the filter form as one clause; all must hold. */
export function filterClauses(filters: FilterForm): FilterClause[] {
  const {
    margin_required,
    last_three_perf_compounded_return: lastThree,
    risk_level,
    market_trend,
    frequency,
    ...equalities
  } = filters;
  const clauses: FilterClause[] = [];
  if (margin_required) {
    const [low, high] = margin_required[1];
    clauses.push({ field: "margin_required", op: "between", low, high });
  }
  if (lastThree) {
    const [operator, value] = lastThree;
    clauses.push({ field: "last_three_perf_compounded_return", op: COMPARISONS[operator], value });
  }
  if (risk_level)
    clauses.push(
      anyOf(
        "risk_level",
        risk_level[1].map((v) => RISK_FILTER_VALUES[v]),
      ),
    );
  if (market_trend) {
    clauses.push(
      anyOf(
        "market_trend",
        market_trend[1].map((v) => MARKET_TREND_FILTER_VALUES[v]),
      ),
    );
  }
  if (frequency) {
    clauses.push(
      anyOf(
        "frequency",
        frequency[1].map((v) => FREQUENCY_FILTER_VALUES[v]),
      ),
    );
  }
  for (const [field, condition] of Object.entries(equalities)) {
    if (condition) clauses.push(anyOf(field, condition[1]));
  }
  return clauses;
}

/** The sort keys in order; the default sort starts with OPEN baskets. */
export function sortClauses(sort: Sort): SortClause[] {
  const clauses = sort.map(([field, direction]) => ({ field, direction }));
  return sameSort(sort, defaultSort()) ? [OPEN_FIRST, ...clauses] : clauses;
}

function anyOf(field: string, values: readonly FilterValue[]): FilterClause {
  return { field, op: "in", values };
}
