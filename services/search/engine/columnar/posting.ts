import { Bitset } from "./bitset";

/** Past this many documents a word's postings are kept as a bitset rather than a set. */
const DENSE_FROM = 256;

/**
 * The documents holding one word: a set while they are few, a bitset once they are many, so a
 * union costs what the smaller of the two costs. Counts per text field feed the relevance score.
 */
export class Posting {
  private sparse: Set<number> | null = new Set();
  private dense: Bitset | null = null;
  private count = 0;
  /** How many documents hold the word in each text field, by field index. */
  readonly docsPerField: number[];

  constructor(fieldCount: number) {
    this.docsPerField = new Array<number>(fieldCount).fill(0);
  }

  get size(): number {
    return this.count;
  }

  /** Records that `slot` holds the word in these fields (indexes), once per document. */
  add(slot: number, fields: readonly number[]): void {
    for (const field of fields) this.docsPerField[field]! += 1;
    this.count += 1;
    if (this.dense) {
      this.dense.add(slot);
      return;
    }
    this.sparse!.add(slot);
    if (this.count >= DENSE_FROM) {
      this.dense = new Bitset();
      for (const member of this.sparse!) this.dense.add(member);
      this.sparse = null;
    }
  }

  remove(slot: number, fields: readonly number[]): void {
    for (const field of fields) this.docsPerField[field]! -= 1;
    this.count -= 1;
    if (this.dense) this.dense.delete(slot);
    else this.sparse!.delete(slot);
  }

  /** Adds these documents to `into`. */
  addTo(into: Bitset): void {
    if (this.dense) into.union(this.dense);
    else for (const slot of this.sparse!) into.add(slot);
  }
}
