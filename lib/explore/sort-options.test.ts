import { describe, expect, it } from "vitest";
import { readSpec, SPEC_PATH } from "@/tests/support/spec-document";
import { defaultSort, resolveSort, SORT_OPTIONS, sortOption, sortOptionOf } from "./sort-options";
import { sortSchema } from "./sort-schema";
import { specListLine } from "@/tests/support/spec-lists";

const spec = readSpec();

describe.skipIf(!spec)(`sort options against the spec's §9 (${SPEC_PATH})`, () => {
  it("has the spec's options, in its order, the default first", () => {
    const names = specListLine(spec ?? "", "Sort options").map((n) => n.replace(/ \(.*\)$/, ""));
    expect(SORT_OPTIONS.map((o) => o.label.toLowerCase())).toEqual(names);
  });

  it("sorts by default as the spec says", () => {
    const rule = specListLine(spec ?? "", "Sort options")[0];
    expect(rule).toBe("default (last 3 performance descending, then margin ascending)");
  });
});

describe("sort options", () => {
  it("has the spec's four options, the default first", () => {
    expect(SORT_OPTIONS.map((o) => o.label)).toEqual([
      "Default",
      "Last 3 trades performance",
      "Funds high to low",
      "Funds low to high",
    ]);
  });

  it("sorts by default on last-3 performance descending, then margin ascending", () => {
    expect(defaultSort()).toEqual([
      ["last_three_perf_compounded_return", "desc"],
      ["margin_required", "asc"],
    ]);
  });

  it("orders funds both ways", () => {
    expect(sortOption("funds-high-to-low").sort).toEqual([["margin_required", "desc"]]);
    expect(sortOption("funds-low-to-high").sort).toEqual([["margin_required", "asc"]]);
    expect(sortOption("last-three-performance").sort).toEqual([
      ["last_three_perf_compounded_return", "desc"],
    ]);
  });

  it("gives every option a sort that passes the sort schema", () => {
    for (const option of SORT_OPTIONS) expect(sortSchema.parse(option.sort)).toEqual(option.sort);
  });

  it("uses the default for an empty or missing sort (spec §7)", () => {
    expect(resolveSort([])).toEqual(defaultSort());
    expect(resolveSort(undefined)).toEqual(defaultSort());
    expect(resolveSort([["live_date", "desc"]])).toEqual([["live_date", "desc"]]);
  });

  it("hands out copies, so no caller can change an option", () => {
    const sort = defaultSort();
    sort.pop();
    expect(defaultSort()).toHaveLength(2);
  });

  it("finds the option a sort is, for the picker", () => {
    expect(sortOptionOf([["margin_required", "asc"]])?.id).toBe("funds-low-to-high");
    expect(sortOptionOf(defaultSort())?.id).toBe("default");
    expect(sortOptionOf([["created_time", "desc"]])).toBeUndefined();
  });
});
