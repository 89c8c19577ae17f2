import { describe, expect, it } from "vitest";
import { filterFormSchema } from "../../lib/explore/filter-form";
import { SORT_FIELDS } from "../../lib/explore/sort-options";
import { generatedTradebox, generateTradeboxes, performance } from "./testing/tradebox-generator";
import { TRADEBOX_INDEX_FIELDS, tradeboxSearchDoc } from "./tradebox-document";

describe("TRADEBOX_INDEX_FIELDS", () => {
  it("indexes every filter-form field and every sort field", () => {
    const indexed = [...TRADEBOX_INDEX_FIELDS.keyword, ...TRADEBOX_INDEX_FIELDS.number];
    for (const field of Object.keys(filterFormSchema.shape)) expect(indexed).toContain(field);
    for (const field of SORT_FIELDS) expect(TRADEBOX_INDEX_FIELDS.number).toContain(field);
  });
});

describe("tradeboxSearchDoc", () => {
  it("derives the indexed fields and keeps the tradebox whole", () => {
    const tradebox = generatedTradebox({
      id: "t1",
      strategy_type: "call_ratio_back_spread",
      basket_status: "OPEN",
      created_time: "2025-03-01T00:00:00.000Z",
      live_date: "2025-03-08T00:00:00.000Z",
      last_three_perf: performance(12.5),
    });
    const doc = tradeboxSearchDoc(tradebox);
    expect(doc).toMatchObject({
      id: "t1",
      strategy_words: "call ratio back spread",
      open_first: 0,
      last_three_perf_compounded_return: 12.5,
      created_time: Date.UTC(2025, 2, 1),
      live_date: Date.UTC(2025, 2, 8),
      risk_level: tradebox.risk_level,
      underlying_token: tradebox.underlying_token,
      owner: tradebox.owner,
      tag: tradebox.tag,
    });
    expect(doc.tradebox).toBe(tradebox);
  });

  it("leaves out what a tradebox lacks and ranks a non-OPEN basket after OPEN ones", () => {
    const doc = tradeboxSearchDoc(
      generatedTradebox({
        id: "t2",
        basket_status: "CLOSED",
        live_date: null,
        last_three_perf: null,
      }),
    );
    expect(doc.open_first).toBe(1);
    expect(doc.live_date).toBeUndefined();
    expect(doc.last_three_perf_compounded_return).toBeUndefined();
  });
});

describe("generateTradeboxes", () => {
  it("is deterministic and gives valid, unique tradeboxes", () => {
    const a = generateTradeboxes(200, 7);
    expect(generateTradeboxes(200, 7)).toEqual(a);
    expect(new Set(a.map((t) => t.id)).size).toBe(200);
    expect(new Set(a.map((t) => t.underlying_token)).size).toBe(3);
  });
});
