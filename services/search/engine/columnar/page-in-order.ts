import type { Bitset } from "./bitset";
import type { SlotComparator, SortedOrder } from "./sorted-order";

/** Which hits a page shows, positions `start` (inclusive) to `end` (exclusive). */
export interface PageBounds {
  start: number;
  end: number;
}

/**
 * One page of hits in a prepared order: walks the order from the top, skipping documents that
 * are not hits, and stops once the page is full, so the cost follows the page's depth, not the
 * hit count. With `relevance`, documents that tie on every sort key are reordered by it (best
 * first; the order's id order stays among equal scores), so the walk runs on to the end of the
 * last tie.
 */
export function pageInOrder(
  order: SortedOrder,
  hits: Bitset,
  { start, end }: PageBounds,
  sameKeys: SlotComparator,
  relevance?: (slot: number) => number,
): number[] {
  const taken: number[] = [];
  for (let position = 0; position < order.length; position++) {
    const slot = order.at(position);
    if (!hits.has(slot)) continue;
    if (taken.length >= end && (!relevance || sameKeys(taken[taken.length - 1]!, slot) !== 0)) {
      break;
    }
    taken.push(slot);
  }
  if (relevance) reorderTies(taken, sameKeys, relevance);
  return taken.slice(start, end);
}

function reorderTies(
  slots: number[],
  sameKeys: SlotComparator,
  relevance: (slot: number) => number,
): void {
  let runStart = 0;
  for (let i = 1; i <= slots.length; i++) {
    if (i < slots.length && sameKeys(slots[runStart]!, slots[i]!) === 0) continue;
    if (i - runStart > 1) {
      const run = slots.slice(runStart, i).map((slot) => ({ slot, score: relevance(slot) }));
      run.sort((a, b) => b.score - a.score);
      run.forEach(({ slot }, offset) => (slots[runStart + offset] = slot));
    }
    runStart = i;
  }
}
