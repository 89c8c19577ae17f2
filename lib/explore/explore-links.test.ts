import { describe, expect, it } from "vitest";
import { categoryLinkAt, categoryParams } from "./category-menus";
import {
  exploreBasePath,
  exploreLinkAt,
  withFilters,
  withoutCategory,
  withoutFilters,
  withPage,
  withSort,
} from "./explore-links";
import { defaultExploreParams, type ExploreParams } from "./explore-params";
import { parseExploreParams } from "./parse-explore-params";

const onPage3: ExploreParams = {
  ...categoryParams("low-risk"),
  search: "condor",
  page: 3,
};

function paramsOf(href: string): ExploreParams {
  return parseExploreParams(new URL(href, "https://x.test").searchParams);
}

describe("explore links", () => {
  it("live on /explore, or /explore/{broker} for a broker's clients", () => {
    expect(exploreBasePath()).toBe("/explore");
    expect(exploreBasePath("iifl")).toBe("/explore/iifl");
    expect(exploreLinkAt("/explore/iifl", { page: 2 })).toBe("/explore/iifl?page=2");
  });

  it("round-trip an explore state through the URL", () => {
    expect(paramsOf(exploreLinkAt("/explore", onPage3))).toEqual(onPage3);
  });

  it("open a category at page 1 on the same base path", () => {
    const href = categoryLinkAt("/explore/nuvama", "fresh");
    expect(href.startsWith("/explore/nuvama?page=1&")).toBe(true);
    expect(paramsOf(href)).toEqual(categoryParams("fresh"));
  });
});

describe("explore state changes", () => {
  it("go to a page, keeping the rest", () => {
    expect(withPage(onPage3, 4)).toEqual({ ...onPage3, page: 4 });
  });

  it("start again at page 1 on new filters or a new sort (spec §2)", () => {
    const filters = { frequency: ["==", ["weekly"]] } as const;
    expect(withFilters(onPage3, { frequency: ["==", ["weekly"]] })).toEqual({
      ...onPage3,
      filters,
      page: 1,
    });
    expect(withSort(onPage3, [["margin_required", "asc"]])).toMatchObject({
      sort: [["margin_required", "asc"]],
      page: 1,
    });
  });

  it("clear filters and the category, keeping the search and sort", () => {
    expect(withoutFilters(onPage3)).toEqual({
      ...onPage3,
      filters: {},
      id: undefined,
      page: 1,
    });
  });

  it("clear a category back to plain explore", () => {
    expect(withoutCategory()).toEqual(defaultExploreParams());
    expect(exploreLinkAt("/explore", withoutCategory())).toBe("/explore?page=1");
  });
});
