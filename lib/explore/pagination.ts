/** A page number to link, or a gap ('…') standing for the pages left out. */
export type PageItem = number | "gap";

function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}

/**
 * The page links of a pager, always the same count once there are many pages (so the pager
 * never jumps as you page): the first and last pages, the current page with `siblings` either
 * side, and a gap for each run of left-out pages; near an end the window widens instead of
 * showing a gap for one page. Pages are 1-based; a current page outside 1..total is clamped.
 * Nothing for fewer than two pages.
 */
export function pageItems(current: number, total: number, siblings = 1): PageItem[] {
  if (total < 2) return [];
  const slots = 2 * siblings + 5; // first, gap, window, gap, last
  if (total <= slots) return range(1, total);
  const page = Math.min(Math.max(current, 1), total);
  const start = Math.max(Math.min(page - siblings, total - 2 * siblings - 2), 3);
  const end = Math.min(Math.max(page + siblings, 2 * siblings + 3), total - 2);
  return [
    1,
    start > 3 ? "gap" : 2,
    ...range(start, end),
    end < total - 2 ? "gap" : total - 1,
    total,
  ];
}
