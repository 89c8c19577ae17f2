import {
  create,
  removeMultiple,
  search,
  upsertMultiple,
  type AnyOrama,
  type CustomSorterFunctionItem,
  type SearchParamsFullText,
} from "@orama/orama";
import type {
  FilterClause,
  IndexFields,
  SearchEngine,
  SearchHits,
  SearchQuery,
  SortClause,
} from "./search-engine";

/** Edits (Levenshtein distance) a query word may be from a document word and still match. */
const TYPO_TOLERANCE = 1;

type IndexedDoc = Record<string, string | number>;
type Where = NonNullable<SearchParamsFullText<AnyOrama>["where"]>;

/**
 * The embedded engine: an in-memory Orama index of the searchable fields, next to a map of the
 * full documents it returns. Orama's `where` has in, between, gt, gte, lt and lte; several sort
 * keys need a comparator, which sorts by the keys and then by relevance.
 */
export class OramaSearchEngine<Doc extends { id: string }> implements SearchEngine<Doc> {
  private readonly index: AnyOrama;
  private readonly docs = new Map<string, Doc>();

  constructor(private readonly fields: IndexFields<Doc>) {
    const schema: Record<string, "string" | "enum" | "number"> = {};
    for (const f of fields.text) schema[f] = "string";
    for (const f of fields.keyword) schema[f] = "enum";
    for (const f of fields.number) schema[f] = "number";
    this.index = create({ schema });
  }

  async upsert(docs: readonly Doc[]): Promise<void> {
    if (docs.length === 0) return;
    await upsertMultiple(
      this.index,
      docs.map((doc) => this.indexed(doc)),
    );
    for (const doc of docs) this.docs.set(doc.id, doc);
  }

  async remove(ids: readonly string[]): Promise<void> {
    const present = ids.filter((id) => this.docs.delete(id));
    if (present.length > 0) await removeMultiple(this.index, present);
  }

  async search(query: SearchQuery): Promise<SearchHits<Doc>> {
    const term = query.text.trim();
    const result = await search(this.index, {
      // Without a term, Orama would still walk every text field for a fuzzy match of ''
      // (about 50x slower over 10,000 documents): list everything instead.
      ...(term ? { term, properties: [...this.fields.text], tolerance: TYPO_TOLERANCE } : {}),
      where: whereOf(query.filters),
      sortBy: query.sort.length > 0 ? comparator(query.sort) : undefined,
      limit: query.size,
      offset: (query.page - 1) * query.size,
    });
    const hits = result.hits.flatMap((hit) => this.docs.get(hit.id) ?? []);
    return { totalHits: result.count, hits };
  }

  private indexed(doc: Doc): IndexedDoc {
    const row: IndexedDoc = { id: doc.id };
    const source = doc as unknown as Record<string, unknown>; // fields were declared for Doc
    for (const f of [...this.fields.text, ...this.fields.keyword, ...this.fields.number]) {
      const value = source[f];
      if (typeof value === "string" || typeof value === "number") row[f] = value;
    }
    return row;
  }
}

function whereOf(filters: readonly FilterClause[]): Where | undefined {
  if (filters.length === 0) return undefined;
  return { and: filters.map(conditionOf) } as Where;
}

function conditionOf(filter: FilterClause): Record<string, unknown> {
  switch (filter.op) {
    case "in":
      return { [filter.field]: { in: [...filter.values] } };
    case "between":
      return { [filter.field]: { between: [filter.low, filter.high] } };
    default:
      return { [filter.field]: { [filter.op]: filter.value } };
  }
}

/** Sort keys in order; ties fall back to relevance, then to the id for a stable order. */
function comparator(sort: readonly SortClause[]) {
  return (a: CustomSorterFunctionItem<IndexedDoc>, b: CustomSorterFunctionItem<IndexedDoc>) => {
    for (const { field, direction } of sort) {
      const order = compareValues(a[2][field], b[2][field], direction);
      if (order !== 0) return order;
    }
    return b[1] - a[1] || String(a[0]).localeCompare(String(b[0]));
  };
}

/** A document without the field sorts last in either direction. */
function compareValues(
  a: string | number | undefined,
  b: string | number | undefined,
  direction: SortClause["direction"],
): number {
  if (a === b) return 0;
  if (a === undefined) return 1;
  if (b === undefined) return -1;
  const ascending = a < b ? -1 : 1;
  return direction === "asc" ? ascending : -ascending;
}
