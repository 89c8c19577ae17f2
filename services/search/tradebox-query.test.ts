import { describe, expect, it } from "vitest";
import { defaultSort, sortOption } from "../../lib/explore/sort-options";
import {
  filterClauses,
  OPEN_FIRST,
  sortClauses,
  TRADEBOX_PAGE_SIZE,
  tradeboxQuery,
} from "./tradebox-query";

describe("filterClauses", () => {
  it("maps an empty form to no clauses", () => {
    expect(filterClauses({})).toEqual([]);
  });

  it("maps risk, market trend and frequency filter values to their enum values", () => {
    expect(
      filterClauses({
        risk_level: ["==", ["low", "high"]],
        market_trend: ["==", ["up-or-down", "neutral"]],
        frequency: ["==", ["weekly", "adhoc"]],
      }),
    ).toEqual([
      { field: "risk_level", op: "in", values: ["LOW", "HIGH"] },
      { field: "market_trend", op: "in", values: ["UP_OR_DOWN", "NEUTRAL"] },
      { field: "frequency", op: "in", values: ["WEEKLY", "ADHOC"] },
    ]);
  });

  it("maps margin_required 'between' to a range, both ends included", () => {
    expect(filterClauses({ margin_required: ["between", [10_000, 50_000]] })).toEqual([
      { field: "margin_required", op: "between", low: 10_000, high: 50_000 },
    ]);
  });

  it.each([
    [">=", "gte"],
    ["<=", "lte"],
    [">", "gt"],
  ] as const)("maps the return's %s to %s", (operator, op) => {
    expect(filterClauses({ last_three_perf_compounded_return: [operator, 5] })).toEqual([
      { field: "last_three_perf_compounded_return", op, value: 5 },
    ]);
  });

  it("maps every other '==' list to 'in' with its values as they are", () => {
    const clauses = filterClauses({
      maximum_profit_type: ["==", ["unlimited"]],
      maximum_loss_type: ["==", ["limited"]],
      underlying_token: ["==", [3727, 4407]],
      ins_type: ["==", ["idx"]],
      market_type: ["==", ["DERIVATIVE"]],
      strategy_type: ["==", ["iron_condor"]],
      basket_status: ["==", ["OPEN"]],
      active_passive_basket: ["==", ["PASSIVE"]],
      tag: ["==", ["iifl_strategy"]],
      owner: ["==", ["AB1234", "strikeline"]],
    });
    expect(clauses).toEqual([
      { field: "maximum_profit_type", op: "in", values: ["unlimited"] },
      { field: "maximum_loss_type", op: "in", values: ["limited"] },
      { field: "underlying_token", op: "in", values: [3727, 4407] },
      { field: "ins_type", op: "in", values: ["idx"] },
      { field: "market_type", op: "in", values: ["DERIVATIVE"] },
      { field: "strategy_type", op: "in", values: ["iron_condor"] },
      { field: "basket_status", op: "in", values: ["OPEN"] },
      { field: "active_passive_basket", op: "in", values: ["PASSIVE"] },
      { field: "tag", op: "in", values: ["iifl_strategy"] },
      { field: "owner", op: "in", values: ["AB1234", "strikeline"] },
    ]);
  });

  it("keeps an empty '==' list, which matches nothing", () => {
    expect(filterClauses({ tag: ["==", []] })).toEqual([{ field: "tag", op: "in", values: [] }]);
  });
});

describe("sortClauses", () => {
  it("puts OPEN baskets first under the default sort (spec §7)", () => {
    expect(sortClauses(defaultSort())).toEqual([
      OPEN_FIRST,
      { field: "last_three_perf_compounded_return", direction: "desc" },
      { field: "margin_required", direction: "asc" },
    ]);
    expect(OPEN_FIRST).toEqual({ field: "open_first", direction: "asc" });
  });

  it("keeps any other sort as it is", () => {
    expect(sortClauses(sortOption("funds-high-to-low").sort)).toEqual([
      { field: "margin_required", direction: "desc" },
    ]);
    expect(
      sortClauses([
        ["margin_required", "asc"],
        ["last_three_perf_compounded_return", "desc"],
      ]),
    ).toEqual([
      { field: "margin_required", direction: "asc" },
      { field: "last_three_perf_compounded_return", direction: "desc" },
    ]);
  });
});

describe("tradeboxQuery", () => {
  it("carries the trimmed text, the page and the page size", () => {
    const query = tradeboxQuery({
      search: "  condor ",
      page: 3,
      filters: { risk_level: ["==", ["low"]] },
      sort: [["created_time", "desc"]],
    });
    expect(query).toEqual({
      text: "condor",
      filters: [{ field: "risk_level", op: "in", values: ["LOW"] }],
      sort: [{ field: "created_time", direction: "desc" }],
      page: 3,
      size: TRADEBOX_PAGE_SIZE,
    });
  });
});
