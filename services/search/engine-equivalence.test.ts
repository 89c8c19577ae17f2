import { beforeAll, describe, expect, it } from "vitest";
import { OramaSearchEngine } from "./engine/orama-engine";
import { searchWorkload } from "./testing/search-workload";
import { generateTradeboxes } from "./testing/tradebox-generator";
import { TRADEBOX_INDEX_FIELDS } from "./tradebox-document";
import { TradeboxSearchIndex } from "./tradebox-index";

const QUERIES = searchWorkload(90, 7);

/** What a caller sees of a search: the count, the pages and the tradeboxes in order. */
async function answers(index: TradeboxSearchIndex) {
  return Promise.all(
    QUERIES.map(async ({ request, viewer }) => {
      const { total_hits, total_page, result } = await index.search(request, viewer);
      return { total_hits, total_page, ids: result.map((t) => t.id) };
    }),
  );
}

describe("the columnar engine answers as the Orama engine did", () => {
  const columnar = TradeboxSearchIndex.embedded();
  const orama = new TradeboxSearchIndex(new OramaSearchEngine(TRADEBOX_INDEX_FIELDS));
  const catalogue = generateTradeboxes(1_500, 11);

  beforeAll(async () => {
    await columnar.replaceAll(catalogue);
    await orama.replaceAll(catalogue);
  });

  it("over a generated catalogue, for text, filters, every sort and several pages", async () => {
    expect(await answers(columnar)).toEqual(await answers(orama));
  });

  // Compared with an Orama index built afresh: Orama 3.1.18's own updates lose documents from
  // its number index (after one upsert, a 'between' misses some neighbours of the old value).
  it("after tradeboxes change and go, as a fresh index of what remains", async () => {
    const changed = generateTradeboxes(300, 12).map((tradebox, i) => ({
      ...tradebox,
      id: catalogue[i * 3]!.id,
    }));
    const gone = new Set(catalogue.slice(1_000, 1_100).map((t) => t.id));
    for (const tradebox of changed) await columnar.upsert(tradebox);
    for (const id of gone) await columnar.remove(id);

    const current = new Map(catalogue.map((t) => [t.id, t]));
    for (const tradebox of changed) current.set(tradebox.id, tradebox);
    const fresh = new TradeboxSearchIndex(new OramaSearchEngine(TRADEBOX_INDEX_FIELDS));
    await fresh.replaceAll([...current.values()].filter((t) => !gone.has(t.id)));
    expect(await answers(columnar)).toEqual(await answers(fresh));
  });
});
