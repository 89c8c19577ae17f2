import { type Sort, type SORT_FIELDS, sortOptionOf } from "./sort-options";

type SortField = (typeof SORT_FIELDS)[number];

/** How ordering by each field reads, either way. */
const FIELD_ORDER_LABELS: Readonly<Record<SortField, { asc: string; desc: string }>> = {
  last_three_perf_compounded_return: {
    asc: "Last 3 trades performance, lowest first",
    desc: "Last 3 trades performance",
  },
  margin_required: { asc: "Funds low to high", desc: "Funds high to low" },
  created_time: { asc: "Oldest first", desc: "Newest first" },
  live_date: { asc: "Longest live first", desc: "Recently live first" },
};

/**
 * The sort picker's label for a sort: its spec §9 option's label when it is one, otherwise how
 * its first key orders (a category's own order, e.g. 'fresh' is 'Newest first').
 */
export function sortLabel(sort: Sort): string {
  const option = sortOptionOf(sort);
  if (option) return option.label;
  const [field, direction] = sort[0] ?? ["last_three_perf_compounded_return", "desc"];
  return FIELD_ORDER_LABELS[field][direction];
}
