import type { Vocabulary } from "./vocabulary";

/** BM25's usual constants, as Orama scored with them. */
const K = 1.2;
const B = 0.75;
const D = 0.5;

/**
 * How well a document matches the query words, BM25 per text field summed, as Orama scored:
 * each word once per field (term frequency 1 / field length). Computed only for the documents
 * whose order it decides: ties on the sort keys, or every hit when there is no sort.
 */
export class TextRelevance {
  /** Per slot, per text field, the field's distinct words. */
  private readonly words: (readonly string[][] | undefined)[] = [];
  private readonly totalLength: number[];
  private documents = 0;

  constructor(
    fieldCount: number,
    private readonly vocabulary: Vocabulary,
  ) {
    this.totalLength = new Array<number>(fieldCount).fill(0);
  }

  add(slot: number, fieldWords: readonly string[][]): void {
    this.words[slot] = fieldWords;
    fieldWords.forEach((words, field) => (this.totalLength[field]! += words.length));
    this.documents += 1;
  }

  remove(slot: number): void {
    const fieldWords = this.words[slot];
    if (!fieldWords) return;
    fieldWords.forEach((words, field) => (this.totalLength[field]! -= words.length));
    this.words[slot] = undefined;
    this.documents -= 1;
  }

  /** The score of a document for the words each query word matched. */
  score(slot: number, matchedPerQueryWord: readonly (readonly string[])[]): number {
    const fieldWords = this.words[slot];
    if (!fieldWords) return 0;
    let score = 0;
    fieldWords.forEach((words, field) => {
      if (words.length === 0) return;
      const average = this.totalLength[field]! / this.documents;
      const tf = 1 / words.length;
      for (const matched of matchedPerQueryWord) {
        for (const word of matched) {
          if (!words.includes(word)) continue;
          const holding = this.vocabulary.documentsWith(word, field);
          const idf = Math.log(1 + (this.documents - holding + 0.5) / (holding + 0.5));
          score += (idf * (D + tf * (K + 1))) / (tf + K * (1 - B + (B * words.length) / average));
        }
      }
    });
    return score;
  }
}
