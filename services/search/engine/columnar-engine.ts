import type {
  FilterClause,
  IndexFields,
  SearchEngine,
  SearchHits,
  SearchQuery,
  SortClause,
} from "./search-engine";
import { Bitset } from "./columnar/bitset";
import { KeywordPostings } from "./columnar/keyword-postings";
import { NumberColumns, type NumberRange } from "./columnar/number-columns";
import { type PageBounds, pageInOrder } from "./columnar/page-in-order";
import { compareBySortKeys, sortSignature, thenById } from "./columnar/sort-keys";
import { type SlotComparator, SortedOrder } from "./columnar/sorted-order";
import { TextRelevance } from "./columnar/text-relevance";
import { textTokens } from "./columnar/text-tokens";
import { Vocabulary } from "./columnar/vocabulary";

/** Sort orders kept ready at once; the least recently used one goes first. */
const PREPARED_SORTS = 32;

/** A sort order kept ready, with the comparison that tells its ties. */
interface PreparedSort {
  order: SortedOrder;
  sameKeys: SlotComparator;
}

export interface ColumnarEngineOptions {
  /** Sorts to prepare up front (any other is prepared on its first query). */
  sorts?: readonly (readonly SortClause[])[];
}

/**
 * The embedded engine: documents in numbered slots; keyword values as bitsets, numbers as typed
 * columns, text as a vocabulary of words with their documents, and each sort as a prepared
 * order of slots. A query intersects bitsets (one operation per 32 documents), resolves each
 * query word once against the vocabulary (prefix, or one edit away), and walks the prepared
 * order until its page is full: its cost does not grow with the number of hits.
 */
export class ColumnarSearchEngine<Doc extends { id: string }> implements SearchEngine<Doc> {
  private readonly docs: (Doc | undefined)[] = [];
  private readonly slotOf = new Map<string, number>();
  private readonly freeSlots: number[] = [];
  private readonly live = new Bitset();
  private readonly keywords: KeywordPostings;
  private readonly numbers: NumberColumns;
  private readonly vocabulary: Vocabulary;
  private readonly relevance: TextRelevance;
  /** Per slot, its text words: word → the text fields (indexes) holding it. */
  private readonly wordsOf: (Map<string, number[]> | undefined)[] = [];
  /** When each document first came, for the order of a query with neither text nor sort. */
  private readonly arrival: number[] = [];
  private arrivals = 0;
  private readonly sorts = new Map<string, PreparedSort>();

  constructor(
    private readonly fields: IndexFields<Doc>,
    options: ColumnarEngineOptions = {},
  ) {
    this.keywords = new KeywordPostings(fields.keyword);
    this.numbers = new NumberColumns(fields.number);
    this.vocabulary = new Vocabulary(fields.text.length);
    this.relevance = new TextRelevance(fields.text.length, this.vocabulary);
    for (const sort of options.sorts ?? []) this.preparedSort(sort);
  }

  async upsert(docs: readonly Doc[]): Promise<void> {
    for (const doc of docs) {
      const existing = this.slotOf.get(doc.id);
      if (existing !== undefined) this.unindex(existing);
      const slot = existing ?? this.freeSlots.pop() ?? this.docs.length;
      if (existing === undefined) this.arrival[slot] = this.arrivals++;
      this.index(slot, doc);
    }
    this.vocabulary.commit();
  }

  async remove(ids: readonly string[]): Promise<void> {
    for (const id of ids) {
      const slot = this.slotOf.get(id);
      if (slot === undefined) continue;
      this.unindex(slot);
      this.docs[slot] = undefined;
      this.slotOf.delete(id);
      this.freeSlots.push(slot);
    }
    this.vocabulary.commit();
  }

  async search(query: SearchQuery): Promise<SearchHits<Doc>> {
    const hits = this.live.clone();
    for (const filter of query.filters) hits.intersect(this.matching(filter, hits));
    const text = query.text.trim();
    const matchedWords = text ? textTokens(text).map((word) => this.vocabulary.matches(word)) : [];
    if (text) hits.intersect(this.holdingAny(matchedWords));

    const bounds: PageBounds = {
      start: (query.page - 1) * query.size,
      end: query.page * query.size,
    };
    const score = (slot: number) => this.relevance.score(slot, matchedWords);
    let slots: number[];
    if (query.sort.length > 0) {
      const { order, sameKeys } = this.preparedSort(query.sort);
      slots = pageInOrder(order, hits, bounds, sameKeys, text ? score : undefined);
    } else if (text) {
      slots = this.byRelevance(hits, score).slice(bounds.start, bounds.end);
    } else {
      const { order, sameKeys } = this.preparedSort([]);
      slots = pageInOrder(order, hits, bounds, sameKeys);
    }
    return { totalHits: hits.size(), hits: slots.map((slot) => this.docs[slot]!) };
  }

  private index(slot: number, doc: Doc): void {
    const value = fieldReader(doc);
    this.docs[slot] = doc;
    this.slotOf.set(doc.id, slot);
    this.live.add(slot);
    this.keywords.update(slot, value, true);
    this.numbers.set(slot, value);
    const fieldWords = this.fields.text.map((field) => {
      const text = value(field);
      return typeof text === "string" ? textTokens(text) : [];
    });
    const words = new Map<string, number[]>();
    fieldWords.forEach((list, field) => {
      for (const word of list) words.set(word, [...(words.get(word) ?? []), field]);
    });
    this.wordsOf[slot] = words;
    this.vocabulary.addDocument(slot, words);
    this.relevance.add(slot, fieldWords);
    for (const { order } of this.sorts.values()) order.insert(slot);
  }

  /** Takes a slot out of every structure, while its old values still say where it sits. */
  private unindex(slot: number): void {
    const doc = this.docs[slot];
    if (!doc) return;
    for (const { order } of this.sorts.values()) order.remove(slot);
    this.live.delete(slot);
    this.keywords.update(slot, fieldReader(doc), false);
    this.numbers.clear(slot);
    this.vocabulary.removeDocument(slot, this.wordsOf[slot] ?? new Map());
    this.relevance.remove(slot);
    this.wordsOf[slot] = undefined;
  }

  /** The documents a filter lets through, looked at only among `candidates`. */
  private matching(filter: FilterClause, candidates: Bitset): Bitset {
    const capacity = candidates.words.length * 32;
    switch (filter.op) {
      case "in":
        return this.keywords.anyOf(filter.field, filter.values, capacity);
      case "between":
        return this.numbers.within(filter.field, inclusive(filter.low, filter.high), candidates);
      default:
        return this.numbers.within(filter.field, comparison(filter.op, filter.value), candidates);
    }
  }

  /** The documents holding any matched word of any query word. */
  private holdingAny(matchedWords: readonly string[][]): Bitset {
    const holding = new Bitset(this.live.words.length * 32);
    for (const words of matchedWords) {
      for (const word of words) this.vocabulary.addDocumentsTo(word, holding);
    }
    return holding;
  }

  /** Every hit, best score first, ties in id order: the one query shape that reads every hit. */
  private byRelevance(hits: Bitset, score: (slot: number) => number): number[] {
    const byId = thenById(
      () => 0,
      (slot) => this.docs[slot]!.id,
    );
    return [...hits]
      .map((slot) => ({ slot, score: score(slot) }))
      .sort((a, b) => b.score - a.score || byId(a.slot, b.slot))
      .map(({ slot }) => slot);
  }

  /** The order of a sort, prepared on first use and kept current by every change after. */
  private preparedSort(sort: readonly SortClause[]): PreparedSort {
    const signature = sortSignature(sort);
    const known = this.sorts.get(signature);
    if (known) {
      this.sorts.delete(signature);
      this.sorts.set(signature, known);
      return known;
    }
    const sameKeys =
      sort.length > 0
        ? compareBySortKeys(sort, this.numbers)
        : (a: number, b: number) => this.arrival[a]! - this.arrival[b]!;
    const order = SortedOrder.of(
      this.live,
      thenById(sameKeys, (slot) => this.docs[slot]!.id),
    );
    const prepared = { order, sameKeys };
    this.sorts.set(signature, prepared);
    if (this.sorts.size > PREPARED_SORTS) this.sorts.delete(this.sorts.keys().next().value!);
    return prepared;
  }
}

/** Reads a document's declared fields by name. */
function fieldReader(doc: object): (field: string) => unknown {
  const fields = doc as Record<string, unknown>; // the engine was told these names for Doc
  return (field) => fields[field];
}

function inclusive(low: number, high: number): NumberRange {
  return { low, high, lowInclusive: true, highInclusive: true };
}

function comparison(op: "gt" | "gte" | "lt" | "lte", value: number): NumberRange {
  switch (op) {
    case "gt":
      return { low: value, high: Infinity, lowInclusive: false, highInclusive: true };
    case "gte":
      return inclusive(value, Infinity);
    case "lt":
      return { low: -Infinity, high: value, lowInclusive: true, highInclusive: false };
    case "lte":
      return inclusive(-Infinity, value);
  }
}
