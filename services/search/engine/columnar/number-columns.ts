import { Bitset } from "./bitset";

/** Bounds of a range clause, inclusive or not. */
export interface NumberRange {
  low: number;
  high: number;
  lowInclusive: boolean;
  highInclusive: boolean;
}

/** A field's values by slot; `values` is replaced, never resized, as the index grows. */
export interface NumberColumn {
  values: Float64Array;
}

/**
 * One typed column per number field, indexed by slot; NaN where a document has no value, which
 * no range matches. A range filter reads the column, never the documents.
 */
export class NumberColumns {
  private readonly columns = new Map<string, NumberColumn>();
  private capacity = 0;

  constructor(fields: readonly string[]) {
    for (const field of fields) this.columns.set(field, { values: new Float64Array(0) });
  }

  /** The column of a field; undefined for a field not declared as a number. */
  column(field: string): NumberColumn | undefined {
    return this.columns.get(field);
  }

  /** Stores a document's values; a missing or non-number value is NaN. */
  set(slot: number, values: (field: string) => unknown): void {
    if (slot >= this.capacity) this.grow(Math.max(slot + 1, this.capacity * 2, 64));
    for (const [field, column] of this.columns) {
      const value = values(field);
      column.values[slot] = typeof value === "number" ? value : NaN;
    }
  }

  clear(slot: number): void {
    for (const { values } of this.columns.values()) if (slot < values.length) values[slot] = NaN;
  }

  /** The members of `candidates` whose value lies in the range. */
  within(field: string, range: NumberRange, candidates: Bitset): Bitset {
    const column = this.columns.get(field)?.values;
    const matching = new Bitset(candidates.words.length * 32);
    if (!column) return matching;
    const { low, high, lowInclusive, highInclusive } = range;
    const source = candidates.words;
    for (let w = 0; w < source.length; w++) {
      let word = source[w]!;
      let kept = 0;
      while (word !== 0) {
        const lowest = word & -word;
        const value = column[w * 32 + (31 - Math.clz32(lowest))]!;
        const aboveLow = lowInclusive ? value >= low : value > low;
        const belowHigh = highInclusive ? value <= high : value < high;
        if (aboveLow && belowHigh) kept |= lowest;
        word ^= lowest;
      }
      matching.words[w] = kept;
    }
    return matching;
  }

  private grow(capacity: number): void {
    for (const column of this.columns.values()) {
      const grown = new Float64Array(capacity).fill(NaN);
      grown.set(column.values);
      column.values = grown;
    }
    this.capacity = capacity;
  }
}
