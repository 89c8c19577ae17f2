import { describe, expect, it } from "vitest";
import { FILTER_OPERATORS, filterFormSchema } from "./filter-form";

describe("filterFormSchema", () => {
  it("accepts the spec's §5 shapes", () => {
    const form = {
      margin_required: ["between", [0, 25_000]],
      risk_level: ["==", ["low", "medium"]],
      last_three_perf_compounded_return: [">=", 2.5],
      tag: ["==", ["strikeline_strategy", "iifl_strategy"]],
      owner: ["==", ["AB1234", "strikeline"]],
      market_trend: ["==", ["up-or-down"]],
      frequency: ["==", ["weekly", "adhoc"]],
      maximum_profit_type: ["==", ["unlimited"]],
      maximum_loss_type: ["==", ["limited"]],
      underlying_token: ["==", [3727, 4407]],
      ins_type: ["==", ["call", "put"]],
      strategy_type: ["==", ["iron_condor"]],
    };
    expect(filterFormSchema.parse(form)).toEqual(form);
  });

  it("takes >=, <= or > for the 3-trade return, and nothing else", () => {
    for (const op of [">=", "<=", ">"]) {
      expect(
        filterFormSchema.safeParse({ last_three_perf_compounded_return: [op, 0] }).success,
      ).toBe(true);
    }
    for (const op of ["==", "between", "<", "!="]) {
      expect(
        filterFormSchema.safeParse({ last_three_perf_compounded_return: [op, 0] }).success,
      ).toBe(false);
    }
    expect(
      filterFormSchema.safeParse({ last_three_perf_compounded_return: [">", "0"] }).success,
    ).toBe(false);
  });

  it("wants margin_required 'between' two numbers, the lower first", () => {
    const parses = (value: unknown) =>
      filterFormSchema.safeParse({ margin_required: value }).success;
    expect(parses(["between", [10_000, 50_000]])).toBe(true);
    expect(parses(["between", [5, 5]])).toBe(true);
    expect(parses(["between", [50_000, 10_000]])).toBe(false);
    expect(parses(["between", [10_000]])).toBe(false);
    expect(parses(["between", [1, 2, 3]])).toBe(false);
    expect(parses([">=", 10_000])).toBe(false);
    expect(parses(["between", ["0", "10"]])).toBe(false);
  });

  it("takes risk filter values (low, medium, high), not the enum's capitals", () => {
    expect(filterFormSchema.safeParse({ risk_level: ["==", ["high"]] }).success).toBe(true);
    expect(filterFormSchema.safeParse({ risk_level: ["==", ["HIGH"]] }).success).toBe(false);
    expect(filterFormSchema.safeParse({ risk_level: ["==", "low"] }).success).toBe(false);
  });

  it("rejects unknown tags, tokens and owners that are empty", () => {
    expect(filterFormSchema.safeParse({ tag: ["==", ["other_strategy"]] }).success).toBe(false);
    expect(filterFormSchema.safeParse({ underlying_token: ["==", [26000]] }).success).toBe(false);
    expect(filterFormSchema.safeParse({ owner: ["==", [""]] }).success).toBe(false);
  });

  it("drops fields it does not know", () => {
    expect(
      filterFormSchema.parse({ colour: ["==", ["red"]], risk_level: ["==", ["low"]] }),
    ).toEqual({ risk_level: ["==", ["low"]] });
  });

  it("uses only the spec's five operators", () => {
    expect(FILTER_OPERATORS).toEqual(["==", "between", ">", ">=", "<="]);
  });
});
