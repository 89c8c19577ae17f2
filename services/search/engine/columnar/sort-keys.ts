import type { SortClause } from "../search-engine";
import type { NumberColumns } from "./number-columns";
import type { SlotComparator } from "./sorted-order";

/** What a sort is known by in the cache of prepared orders. */
export function sortSignature(sort: readonly SortClause[]): string {
  return sort.map(({ field, direction }) => `${field}:${direction}`).join(",");
}

/**
 * Compares two documents by the sort keys alone: a document without a value sorts last in
 * either direction; a field that is not a number column ties everywhere.
 */
export function compareBySortKeys(
  sort: readonly SortClause[],
  columns: NumberColumns,
): SlotComparator {
  const keys = sort.flatMap(({ field, direction }) => {
    const column = columns.column(field);
    return column ? [{ column, sign: direction === "asc" ? 1 : -1 }] : [];
  });
  return (a, b) => {
    for (const { column, sign } of keys) {
      const order = compareValues(column.values[a]!, column.values[b]!, sign);
      if (order !== 0) return order;
    }
    return 0;
  };
}

function compareValues(a: number, b: number, sign: number): number {
  if (a === b) return 0;
  if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : 1;
  if (Number.isNaN(b)) return -1;
  return a < b ? -sign : sign;
}

/** Ties on every key in id order, as the engines always broke them. */
export function thenById(keys: SlotComparator, idOf: (slot: number) => string): SlotComparator {
  const collator = new Intl.Collator();
  return (a, b) => keys(a, b) || collator.compare(idOf(a), idOf(b));
}
