import { describe, expect, it } from "vitest";
import { BROKER_CODES } from "../brokers";
import { categoryById } from "./categories";
import {
  baseSearchFilters,
  searchRequestBody,
  searchRequestSchema,
  strategyTagsForBroker,
  withBaseFilters,
} from "./search-request";
import { defaultSort } from "./sort-options";

const IIFL_CLIENT = { broker: "iifl", clientId: "AB1234" };
const NUVAMA_CLIENT = { broker: "nuvama", clientId: "NV77" };

describe("strategyTagsForBroker", () => {
  it("gives IIFL's two brokers both tags and every other broker the product's alone", () => {
    for (const broker of BROKER_CODES) {
      const expected =
        broker === "iifl" || broker === "iifl_capital"
          ? ["strikeline_strategy", "iifl_strategy"]
          : ["strikeline_strategy"];
      expect(strategyTagsForBroker(broker), broker).toEqual(expected);
    }
    expect(strategyTagsForBroker(undefined)).toEqual(["strikeline_strategy"]);
  });
});

describe("baseSearchFilters", () => {
  it("limits owners to the client and the product (spec §6/§7)", () => {
    expect(baseSearchFilters(IIFL_CLIENT)).toEqual({
      tag: ["==", ["strikeline_strategy", "iifl_strategy"]],
      owner: ["==", ["AB1234", "strikeline"]],
    });
    expect(baseSearchFilters({})).toEqual({
      tag: ["==", ["strikeline_strategy"]],
      owner: ["==", ["strikeline"]],
    });
  });
});

describe("withBaseFilters", () => {
  it("keeps the form's other filters", () => {
    const filters = categoryById("low-risk").filters;
    expect(withBaseFilters(filters, NUVAMA_CLIENT)).toEqual({
      ...filters,
      tag: ["==", ["strikeline_strategy"]],
      owner: ["==", ["NV77", "strikeline"]],
    });
  });

  it("narrows a category's tag to what the broker allows, never widens it", () => {
    const iiflRun = categoryById("iifl-run").filters;
    expect(withBaseFilters(iiflRun, IIFL_CLIENT).tag).toEqual(["==", ["iifl_strategy"]]);
    expect(withBaseFilters(iiflRun, NUVAMA_CLIENT).tag).toEqual(["==", []]);
  });

  it("lets no URL reach another client's tradeboxes", () => {
    const filters = withBaseFilters({ owner: ["==", ["SOMEONE", "strikeline"]] }, NUVAMA_CLIENT);
    expect(filters.owner).toEqual(["==", ["strikeline"]]);
  });
});

describe("searchRequestBody", () => {
  it("sends search, page, filters with the base filters, and the sort", () => {
    const body = searchRequestBody(
      { search: "nifty", page: 2, filters: {}, sort: [["margin_required", "desc"]] },
      IIFL_CLIENT,
    );
    expect(body).toEqual({
      search: "nifty",
      page: 2,
      filters: baseSearchFilters(IIFL_CLIENT),
      sort: [["margin_required", "desc"]],
    });
    expect(searchRequestSchema.parse(JSON.parse(JSON.stringify(body)))).toEqual(body);
  });

  it("reads an empty or missing sort as the default sort (spec §7)", () => {
    const base = { search: "", page: 1, filters: {} };
    expect(searchRequestSchema.parse({ ...base, sort: [] }).sort).toEqual(defaultSort());
    expect(searchRequestSchema.parse(base).sort).toEqual(defaultSort());
    expect(searchRequestBody({ ...base, sort: [] }, {}).sort).toEqual(defaultSort());
  });

  it("refuses a body the search service cannot run", () => {
    const base = { search: "", page: 1, filters: {} };
    expect(searchRequestSchema.safeParse({ ...base, page: 0 }).success).toBe(false);
    expect(searchRequestSchema.safeParse({ ...base, filters: { risk_level: "low" } }).success).toBe(
      false,
    );
    expect(searchRequestSchema.safeParse({ ...base, sort: [["name", "asc"]] }).success).toBe(false);
  });
});
