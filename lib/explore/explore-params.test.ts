import { describe, expect, it } from "vitest";
import { CATEGORY_IDS } from "./categories";
import {
  defaultExploreParams,
  exploreHref,
  type ExploreParams,
  serialiseExploreParams,
  withSearch,
} from "./explore-params";
import { parseExploreParams } from "./parse-explore-params";
import { defaultSort } from "./sort-options";

const DEFAULTS: ExploreParams = {
  page: 1,
  search: "",
  filters: {},
  sort: defaultSort(),
  id: undefined,
};

describe("parseExploreParams", () => {
  it("gives the spec's defaults for an empty URL", () => {
    expect(parseExploreParams(new URLSearchParams())).toEqual(DEFAULTS);
    expect(parseExploreParams({})).toEqual(DEFAULTS);
    expect(defaultExploreParams()).toEqual(DEFAULTS);
  });

  it("falls back per parameter on garbage, keeping the good ones", () => {
    const url = new URLSearchParams(
      "page=abc&search=condor&filters={bad json&sort=[1,2]&id=no-such-category",
    );
    expect(parseExploreParams(url)).toEqual({ ...DEFAULTS, search: "condor" });
    expect(parseExploreParams(new URLSearchParams("page=3&sort=nope")).page).toBe(3);
  });

  it.each(["0", "-2", "2.5", "", "Infinity", "1e400", "NaN"])("reads page=%s as 1", (page) => {
    expect(parseExploreParams({ page }).page).toBe(1);
  });

  it("falls back on JSON of the wrong shape", () => {
    const cases: Record<string, string>[] = [
      { filters: "[]" },
      { filters: "null" },
      { filters: '{"risk_level":["==","low"]}' },
      { filters: '{"margin_required":["between",[9,1]]}' },
      { sort: "[]" },
      { sort: '{"margin_required":"asc"}' },
      { sort: '[["margin_required","up"]]' },
      { sort: '[["name","asc"]]' },
    ];
    for (const record of cases)
      expect(parseExploreParams(record), JSON.stringify(record)).toEqual(DEFAULTS);
  });

  it("reads a Next searchParams record, taking the first of a repeated parameter", () => {
    expect(
      parseExploreParams({ page: ["4", "5"], search: "nifty", id: "low-risk", other: "x" }),
    ).toEqual({ ...DEFAULTS, page: 4, search: "nifty", id: "low-risk" });
  });

  it("gives each call its own default objects", () => {
    const first = parseExploreParams({});
    first.sort.pop();
    first.filters.risk_level = ["==", ["low"]];
    expect(parseExploreParams({})).toEqual(DEFAULTS);
  });
});

describe("serialiseExploreParams", () => {
  const full: ExploreParams = {
    page: 7,
    search: "iron condor & more",
    filters: {
      margin_required: ["between", [10_000, 50_000]],
      risk_level: ["==", ["low", "high"]],
      last_three_perf_compounded_return: [">", 0],
    },
    sort: [["margin_required", "desc"]],
    id: "low-funds",
  };

  it("round-trips through the URL, on the client and on the server", () => {
    const url = new URL(`https://x.test${exploreHref(full)}`);
    expect(url.pathname).toBe("/explore");
    expect(parseExploreParams(url.searchParams)).toEqual(full);
    expect(parseExploreParams(Object.fromEntries(url.searchParams))).toEqual(full);
  });

  it("round-trips every category id", () => {
    for (const id of CATEGORY_IDS) {
      expect(parseExploreParams(serialiseExploreParams({ id })).id).toBe(id);
    }
  });

  it("writes only the page when everything else is default", () => {
    expect(serialiseExploreParams({}).toString()).toBe("page=1");
    expect(serialiseExploreParams({ ...DEFAULTS, page: 2 }).toString()).toBe("page=2");
  });

  it("starts a new search at page 1 (spec §5)", () => {
    expect(withSearch({ ...full, page: 9 }, "straddle")).toEqual({
      ...full,
      page: 1,
      search: "straddle",
    });
  });
});
