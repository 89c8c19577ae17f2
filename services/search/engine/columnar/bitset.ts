/**
 * A set of small non-negative integers (document slots) as 32-bit words: intersections, unions
 * and counts cost one operation per 32 slots, whatever the number of members.
 */
export class Bitset {
  words: Uint32Array;

  constructor(capacity = 0) {
    this.words = new Uint32Array(wordsFor(capacity));
  }

  /** A copy, at least `capacity` slots wide. */
  clone(capacity = 0): Bitset {
    const copy = new Bitset(Math.max(capacity, this.words.length * 32));
    copy.words.set(this.words);
    return copy;
  }

  has(slot: number): boolean {
    return ((this.words[slot >>> 5] ?? 0) & (1 << (slot & 31))) !== 0;
  }

  add(slot: number): void {
    this.ensure(slot + 1);
    this.words[slot >>> 5]! |= 1 << (slot & 31);
  }

  delete(slot: number): void {
    const word = slot >>> 5;
    if (word < this.words.length) this.words[word]! &= ~(1 << (slot & 31));
  }

  /** Keeps only the members `other` has too. */
  intersect(other: Bitset): void {
    const mine = this.words;
    const theirs = other.words;
    for (let i = 0; i < mine.length; i++) mine[i]! &= theirs[i] ?? 0;
  }

  /** Adds every member of `other`. */
  union(other: Bitset): void {
    this.ensure(other.words.length * 32);
    const mine = this.words;
    const theirs = other.words;
    for (let i = 0; i < theirs.length; i++) mine[i]! |= theirs[i]!;
  }

  size(): number {
    let count = 0;
    for (const word of this.words) count += popcount(word);
    return count;
  }

  /** The members in increasing order. */
  *[Symbol.iterator](): IterableIterator<number> {
    const words = this.words;
    for (let i = 0; i < words.length; i++) {
      let word = words[i]!;
      while (word !== 0) {
        const lowest = word & -word;
        yield i * 32 + (31 - Math.clz32(lowest));
        word ^= lowest;
      }
    }
  }

  private ensure(capacity: number): void {
    const needed = wordsFor(capacity);
    if (needed <= this.words.length) return;
    const grown = new Uint32Array(Math.max(needed, this.words.length * 2));
    grown.set(this.words);
    this.words = grown;
  }
}

function wordsFor(capacity: number): number {
  return Math.ceil(capacity / 32);
}

function popcount(word: number): number {
  let v = word - ((word >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return (((v + (v >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
