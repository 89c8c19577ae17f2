import {
  type SearchRequest,
  type SearchViewer,
  withBaseFilters,
} from "../../lib/explore/search-request";
import type { TradeboxWire } from "../../lib/tradebox/tradebox-wire";
import { ColumnarSearchEngine } from "./engine/columnar-engine";
import type { SearchEngine } from "./engine/search-engine";
import {
  TRADEBOX_INDEX_FIELDS,
  type TradeboxSearchDoc,
  tradeboxSearchDoc,
} from "./tradebox-document";
import { sortClauses, TRADEBOX_PAGE_SIZE, tradeboxQuery } from "./tradebox-query";
import { SORT_OPTIONS, sortOption } from "../../lib/explore/sort-options";

/** Spec §7 POST /search `data`. */
export interface TradeboxSearchResult {
  total_hits: number;
  total_page: number;
  result: TradeboxWire[];
}

/**
 * The tradebox catalogue as a search index, over any SearchEngine (the embedded columnar one by
 * default). Every search applies the viewer's base filters (tag and owner, spec §6/§7) itself,
 * so no caller can skip them.
 */
export class TradeboxSearchIndex {
  private readonly ids = new Set<string>();

  constructor(private readonly engine: SearchEngine<TradeboxSearchDoc>) {}

  /** An index held in this process, the explore page's sort options prepared up front. */
  static embedded(): TradeboxSearchIndex {
    const sorts = SORT_OPTIONS.map(({ id }) => sortClauses(sortOption(id).sort));
    return new TradeboxSearchIndex(new ColumnarSearchEngine(TRADEBOX_INDEX_FIELDS, { sorts }));
  }

  /** Makes the index hold exactly these tradeboxes. */
  async replaceAll(tradeboxes: readonly TradeboxWire[]): Promise<void> {
    const keep = new Set(tradeboxes.map((t) => t.id));
    await this.engine.remove([...this.ids].filter((id) => !keep.has(id)));
    await this.engine.upsert(tradeboxes.map(tradeboxSearchDoc));
    this.ids.clear();
    for (const id of keep) this.ids.add(id);
  }

  async upsert(tradebox: TradeboxWire): Promise<void> {
    await this.engine.upsert([tradeboxSearchDoc(tradebox)]);
    this.ids.add(tradebox.id);
  }

  async remove(id: string): Promise<void> {
    await this.engine.remove([id]);
    this.ids.delete(id);
  }

  async search(
    request: SearchRequest,
    viewer: SearchViewer,
    size = TRADEBOX_PAGE_SIZE,
  ): Promise<TradeboxSearchResult> {
    const filters = withBaseFilters(request.filters, viewer);
    const { totalHits, hits } = await this.engine.search(
      tradeboxQuery({ ...request, filters }, size),
    );
    return {
      total_hits: totalHits,
      total_page: Math.ceil(totalHits / size),
      result: hits.map((hit) => hit.tradebox),
    };
  }
}
