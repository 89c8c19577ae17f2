import type { Bitset } from "./bitset";
import { oneEditAway } from "./one-edit";
import { Posting } from "./posting";

/** Below this many new or gone words an update edits the sorted list in place; else re-sorts. */
const RESORT_FROM = 64;

/**
 * Every word of the indexed text, with the documents holding it. A query word is resolved here,
 * once, to the words it matches (by prefix, or within one edit), never by reading documents.
 */
export class Vocabulary {
  private readonly postings = new Map<string, Posting>();
  /** The words in code-unit order, for prefix ranges. */
  private sorted: string[] = [];
  private readonly alphabet = new Set<string>();
  private readonly added = new Set<string>();
  private readonly gone = new Set<string>();

  constructor(private readonly fieldCount: number) {}

  /** Records a document's words: word → the text fields (indexes) it appears in. */
  addDocument(slot: number, words: ReadonlyMap<string, readonly number[]>): void {
    for (const [word, fields] of words) {
      let posting = this.postings.get(word);
      if (!posting) {
        posting = new Posting(this.fieldCount);
        this.postings.set(word, posting);
        if (!this.gone.delete(word)) this.added.add(word);
        for (const letter of word) this.alphabet.add(letter);
      }
      posting.add(slot, fields);
    }
  }

  removeDocument(slot: number, words: ReadonlyMap<string, readonly number[]>): void {
    for (const [word, fields] of words) {
      const posting = this.postings.get(word);
      if (!posting) continue;
      posting.remove(slot, fields);
      if (posting.size > 0) continue;
      this.postings.delete(word);
      if (!this.added.delete(word)) this.gone.add(word);
    }
  }

  /** Brings the sorted word list up to date after a batch of documents came or went. */
  commit(): void {
    if (this.added.size + this.gone.size >= RESORT_FROM) {
      this.sorted = [...this.postings.keys()].sort();
    } else {
      for (const word of this.gone) this.sorted.splice(lowerBound(this.sorted, word), 1);
      for (const word of this.added) this.sorted.splice(lowerBound(this.sorted, word), 0, word);
    }
    this.added.clear();
    this.gone.clear();
  }

  /** The words a query word matches: those it starts, and those one edit away from it. */
  matches(queryWord: string): string[] {
    const found: string[] = [];
    for (let i = lowerBound(this.sorted, queryWord); i < this.sorted.length; i++) {
      const word = this.sorted[i]!;
      if (!word.startsWith(queryWord)) break;
      found.push(word);
    }
    for (const variant of oneEditAway(queryWord, this.alphabet)) {
      if (this.postings.has(variant) && !variant.startsWith(queryWord)) found.push(variant);
    }
    return found;
  }

  /** Adds the documents holding `word` to `into`. */
  addDocumentsTo(word: string, into: Bitset): void {
    this.postings.get(word)?.addTo(into);
  }

  /** How many documents hold `word` in the text field with this index. */
  documentsWith(word: string, field: number): number {
    return this.postings.get(word)?.docsPerField[field] ?? 0;
  }
}

/** The first index whose word is not before `word`. */
function lowerBound(words: readonly string[], word: string): number {
  let low = 0;
  let high = words.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (words[middle]! < word) low = middle + 1;
    else high = middle;
  }
  return low;
}
