/** Tradebox fields a search can be ordered by. */
export const SORT_FIELDS = [
  "last_three_perf_compounded_return",
  "margin_required",
  "created_time",
  "live_date",
] as const;
export const SORT_DIRECTIONS = ["asc", "desc"] as const;

/** One sort key, `[field, direction]`. */
export type SortKey = [(typeof SORT_FIELDS)[number], (typeof SORT_DIRECTIONS)[number]];
/**
 * A sort: its keys in priority order, e.g. `[["margin_required", "asc"]]`. Checked by
 * sort-schema.ts where one arrives from outside; this module stays free of zod, since the
 * browser's explore islands import it.
 */
export type Sort = SortKey[];

export interface SortOption {
  id: string;
  label: string;
  sort: Sort;
}

/** Spec §9 sort options; the first is the default. */
export const SORT_OPTIONS = [
  {
    id: "default",
    label: "Default",
    sort: [
      ["last_three_perf_compounded_return", "desc"],
      ["margin_required", "asc"],
    ],
  },
  {
    id: "last-three-performance",
    label: "Last 3 trades performance",
    sort: [["last_three_perf_compounded_return", "desc"]],
  },
  { id: "funds-high-to-low", label: "Funds high to low", sort: [["margin_required", "desc"]] },
  { id: "funds-low-to-high", label: "Funds low to high", sort: [["margin_required", "asc"]] },
] as const satisfies readonly SortOption[];
export type SortOptionId = (typeof SORT_OPTIONS)[number]["id"];

/** The sort option with this id. */
export function sortOption(id: SortOptionId): SortOption {
  const option = SORT_OPTIONS.find((o) => o.id === id);
  if (!option) throw new Error(`Unknown sort option: ${id}`);
  return { ...option, sort: copySort(option.sort) };
}

/** A fresh copy of the default sort (last-3 performance descending, then margin ascending). */
export function defaultSort(): Sort {
  return sortOption("default").sort;
}

/** Spec §7: 'An empty sort uses the default sort.' */
export function resolveSort(sort: Sort | null | undefined): Sort {
  return sort && sort.length > 0 ? copySort(sort) : defaultSort();
}

/** Whether two sorts order by the same keys the same way. */
export function sameSort(a: Sort, b: Sort): boolean {
  return (
    a.length === b.length && a.every(([field, dir], i) => b[i]?.[0] === field && b[i]?.[1] === dir)
  );
}

/** The option a sort is, for the sort picker; undefined for a sort no option offers. */
export function sortOptionOf(sort: Sort): SortOption | undefined {
  const found = SORT_OPTIONS.find((o) => sameSort(copySort(o.sort), sort));
  return found && sortOption(found.id);
}

function copySort(sort: ReadonlyArray<readonly [Sort[number][0], Sort[number][1]]>): Sort {
  return sort.map(([field, direction]) => [field, direction]);
}
