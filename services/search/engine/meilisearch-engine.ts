import type { Meilisearch } from "meilisearch";
import type {
  FilterClause,
  FilterValue,
  IndexFields,
  SearchEngine,
  SearchHits,
  SearchQuery,
} from "./search-engine";

/**
 * The scale-out engine: a Meilisearch index. Its filter and sort syntax map one to one onto the
 * query shape (`f IN [..]`, `f a TO b`, `f > v`; `f:asc`), and typo tolerance is built in.
 * Documents are stored whole, so a hit is the document itself.
 */
export class MeilisearchEngine<Doc extends { id: string }> implements SearchEngine<Doc> {
  private ready: Promise<void> | null = null;

  constructor(
    private readonly client: Meilisearch,
    private readonly indexUid: string,
    private readonly fields: IndexFields<Doc>,
  ) {}

  async upsert(docs: readonly Doc[]): Promise<void> {
    if (docs.length === 0) return;
    await this.settings();
    await this.index()
      .addDocuments([...docs], { primaryKey: "id" })
      .waitTask();
  }

  async remove(ids: readonly string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.settings();
    await this.index()
      .deleteDocuments([...ids])
      .waitTask();
  }

  async search(query: SearchQuery): Promise<SearchHits<Doc>> {
    // 'Any of no values' matches nothing; Meilisearch has no literal for an empty IN.
    if (query.filters.some((f) => f.op === "in" && f.values.length === 0)) {
      return { totalHits: 0, hits: [] };
    }
    await this.settings();
    const response = await this.index().search(query.text.trim(), {
      filter: query.filters.map(filterExpression),
      sort: query.sort.map(({ field, direction }) => `${field}:${direction}`),
      page: query.page,
      hitsPerPage: query.size,
    });
    return { totalHits: response.totalHits ?? 0, hits: response.hits };
  }

  private index() {
    return this.client.index<Doc>(this.indexUid);
  }

  /** Declares the searchable, filterable and sortable fields once, before the first call. */
  private settings(): Promise<void> {
    this.ready ??= this.index()
      .updateSettings({
        searchableAttributes: [...this.fields.text],
        filterableAttributes: [...this.fields.keyword, ...this.fields.number],
        sortableAttributes: [...this.fields.number, ...this.fields.keyword],
      })
      .waitTask()
      .then(() => undefined);
    return this.ready;
  }
}

const OPERATORS = { gt: ">", gte: ">=", lt: "<", lte: "<=" } as const;

/** One clause in Meilisearch's filter syntax. */
export function filterExpression(filter: FilterClause): string {
  switch (filter.op) {
    case "in":
      return `${filter.field} IN [${filter.values.map(literal).join(", ")}]`;
    case "between":
      return `${filter.field} ${filter.low} TO ${filter.high}`;
    default:
      return `${filter.field} ${OPERATORS[filter.op]} ${filter.value}`;
  }
}

function literal(value: FilterValue): string {
  return typeof value === "number" ? String(value) : JSON.stringify(value);
}
