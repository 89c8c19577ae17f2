/**
 * One query shape for every search engine behind the search service: the embedded columnar index
 * (the default; Orama, the one before it, stays as the bench's yardstick) and Meilisearch (for
 * scale-out). The tradebox search maps the spec's filter form onto it
 * (services/search/tradebox-query.ts); engines know nothing of tradeboxes.
 */
export type FilterValue = string | number;

export type FilterClause =
  /** The field equals any of the values; an empty list matches nothing. */
  | { field: string; op: "in"; values: readonly FilterValue[] }
  /** low ≤ field ≤ high. */
  | { field: string; op: "between"; low: number; high: number }
  | { field: string; op: "gt" | "gte" | "lt" | "lte"; value: number };

export interface SortClause {
  field: string;
  direction: "asc" | "desc";
}

export interface SearchQuery {
  /** Full-text terms, typo-tolerant; empty matches every document. */
  text: string;
  /** All must hold. */
  filters: readonly FilterClause[];
  /** Keys in priority order; with none, relevance (or insertion order when there is no text). */
  sort: readonly SortClause[];
  /** 1-based. */
  page: number;
  size: number;
}

export interface SearchHits<Doc> {
  totalHits: number;
  hits: Doc[];
}

/** Which fields a document has, by how the engine must index them. */
export interface IndexFields<Doc> {
  /** Searched by the text query. */
  text: readonly (keyof Doc & string)[];
  /** Filtered by equality (`in`). */
  keyword: readonly (keyof Doc & string)[];
  /** Filtered by range and used to sort. */
  number: readonly (keyof Doc & string)[];
}

export interface SearchEngine<Doc extends { id: string }> {
  /** Adds the documents, replacing any with the same id. */
  upsert(docs: readonly Doc[]): Promise<void>;
  remove(ids: readonly string[]): Promise<void>;
  search(query: SearchQuery): Promise<SearchHits<Doc>>;
}
