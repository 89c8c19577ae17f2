import { describe, expect, it } from "vitest";
import {
  CACHED_EXPLORE_PAGES,
  cachedExploreView,
  exploreViewKey,
  exploreViewParams,
  parseExploreViewKey,
} from "./cached-explore-view";
import { CATEGORY_IDS } from "./categories";
import { categoryParams } from "./category-menus";
import { defaultExploreParams, serialiseExploreParams } from "./explore-params";
import { parseExploreParams } from "./parse-explore-params";
import { sortOption, SORT_OPTIONS } from "./sort-options";

const query = (search: string) => parseExploreParams(new URLSearchParams(search));

describe("cached explore views", () => {
  it("keys the catalogue, a category, a sort and a page, readable and reversible", () => {
    const lowRisk = serialiseExploreParams({ ...categoryParams("low-risk"), page: 2 });
    const view = cachedExploreView(query(lowRisk.toString()), "iifl");
    expect(view).toEqual({ broker: "iifl", category: "low-risk", sort: "default", page: 2 });
    const key = exploreViewKey(view!);
    expect(key).toBe("iifl.low-risk.default.2");
    expect(parseExploreViewKey(key)).toEqual(view);
    expect(exploreViewKey(cachedExploreView(defaultExploreParams())!)).toBe("all.all.default.1");
  });

  it("caches every category link, in its own order or any the sort picker offers", () => {
    for (const id of CATEGORY_IDS) {
      const link = query(serialiseExploreParams(categoryParams(id)).toString());
      const view = cachedExploreView(link);
      expect(view, id).not.toBeNull();
      expect(exploreViewParams(view!), id).toEqual(link);
      expect(parseExploreViewKey(exploreViewKey(view!)), id).toEqual(view);
      for (const option of SORT_OPTIONS) {
        const sorted = { ...link, sort: sortOption(option.id).sort };
        expect(exploreViewParams(cachedExploreView(sorted)!), `${id} ${option.id}`).toEqual(sorted);
      }
    }
  });

  it("keys a category's own order when no sort option is it", () => {
    const fresh = categoryParams("fresh");
    expect(cachedExploreView(fresh)?.sort).toBe("category-order");
    expect(parseExploreViewKey("all.fresh.category-order.1")).not.toBeNull();
    expect(parseExploreViewKey("all.all.category-order.1")).toBeNull();
    expect(parseExploreViewKey("all.low-risk.category-order.1")).toBeNull();
  });

  it("leaves a visitor's own question (search, filters, an unusual sort, a far page) uncached", () => {
    expect(cachedExploreView({ ...categoryParams("low-risk"), search: "nifty" })).toBeNull();
    expect(cachedExploreView({ ...categoryParams("low-risk"), filters: {} })).toBeNull();
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
