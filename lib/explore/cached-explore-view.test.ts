import { describe, expect, it } from "vitest";
import {
  CACHED_EXPLORE_PAGES,
  cachedExploreView,
  exploreViewKey,
  exploreViewParams,
  parseExploreViewKey,
} from "./cached-explore-view";
import { CATEGORY_IDS } from "./categories";
import { defaultExploreParams, parseExploreParams } from "./explore-params";
import { sortOption, SORT_OPTIONS } from "./sort-options";

const query = (search: string) => parseExploreParams(new URLSearchParams(search));

describe("cached explore views", () => {
  it("keys the catalogue, a category, a sort and a page, readable and reversible", () => {
    const view = cachedExploreView(query("page=2&id=low-risk"), "iifl");
    expect(view).toEqual({ broker: "iifl", category: "low-risk", sort: "default", page: 2 });
    const key = exploreViewKey(view!);
    expect(key).toBe("iifl.low-risk.default.2");
    expect(parseExploreViewKey(key)).toEqual(view);
    expect(exploreViewKey(cachedExploreView(defaultExploreParams())!)).toBe("all.all.default.1");
  });

  it("shows the same explore state the URL asked for", () => {
    const sort = sortOption("funds-low-to-high").sort;
    const params = query(`page=3&id=${CATEGORY_IDS[0]}&sort=${JSON.stringify(sort)}`);
    expect(exploreViewParams(cachedExploreView(params)!)).toEqual(params);
  });

  it("round-trips every sort option and category", () => {
    for (const option of SORT_OPTIONS) {
      for (const category of [undefined, ...CATEGORY_IDS]) {
        const view = { category, sort: option.id, page: 1 } as const;
        expect(parseExploreViewKey(exploreViewKey(view))).toEqual({ broker: undefined, ...view });
      }
    }
  });

  it("leaves a visitor's own question (search, filters, an unusual sort, a far page) uncached", () => {
    expect(cachedExploreView(query("search=nifty"))).toBeNull();
    expect(cachedExploreView(query('filters={"risk_level":["==",["low"]]}'))).toBeNull();
    expect(cachedExploreView(query('sort=[["live_date","asc"]]'))).toBeNull();
    expect(cachedExploreView(query(`page=${CACHED_EXPLORE_PAGES + 1}`))).toBeNull();
    expect(cachedExploreView(query(`page=${CACHED_EXPLORE_PAGES}`))).not.toBeNull();
  });

  it("refuses keys it would not have written, so the cache holds one entry per view", () => {
    for (const key of [
      "all.all.default",
      "nobroker.all.default.1",
      "all.no-such-category.default.1",
      "all.all.newest.1",
      "all.all.default.01",
      "all.all.default.0",
      `all.all.default.${CACHED_EXPLORE_PAGES + 1}`,
      "all.all.default.1.extra",
    ]) {
      expect(parseExploreViewKey(key), key).toBeNull();
    }
  });
});
