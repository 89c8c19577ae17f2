/** A total order of slots: negative when `a` comes first. */
export type SlotComparator = (a: number, b: number) => number;

/**
 * Every document's slot in one sort order, kept sorted as documents come and go: a change costs
 * a binary search and one block move, not a re-sort. A query walks it from the top and stops as
 * soon as its page is full.
 */
export class SortedOrder {
  private slots = new Int32Array(64);
  private count = 0;

  constructor(private readonly compare: SlotComparator) {}

  /** Sorts these slots from scratch. */
  static of(slots: Iterable<number>, compare: SlotComparator): SortedOrder {
    const order = new SortedOrder(compare);
    const sorted = Int32Array.from(slots).sort(compare);
    order.slots = new Int32Array(Math.max(64, sorted.length * 2));
    order.slots.set(sorted);
    order.count = sorted.length;
    return order;
  }

  get length(): number {
    return this.count;
  }

  at(position: number): number {
    return this.slots[position]!;
  }

  insert(slot: number): void {
    if (this.count === this.slots.length) {
      const grown = new Int32Array(this.slots.length * 2);
      grown.set(this.slots);
      this.slots = grown;
    }
    let low = 0;
    let high = this.count;
    while (low < high) {
      const middle = (low + high) >>> 1;
      if (this.compare(this.slots[middle]!, slot) < 0) low = middle + 1;
      else high = middle;
    }
    this.slots.copyWithin(low + 1, low, this.count);
    this.slots[low] = slot;
    this.count += 1;
  }

  /** Takes a slot out; call before its sort values change. */
  remove(slot: number): void {
    const position = this.slots.subarray(0, this.count).indexOf(slot);
    if (position < 0) return;
    this.slots.copyWithin(position, position + 1, this.count);
    this.count -= 1;
  }
}
