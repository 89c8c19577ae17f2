import { describe, expect, it } from "vitest";
import { readSpec, SPEC_PATH } from "@/tests/support/spec-document";
import { CATEGORIES, type CategoryId, categoryById, isCategoryId } from "./categories";
import { filterFormSchema } from "./filter-form";
import { sortSchema } from "./sort-schema";
import { specListLine } from "@/tests/support/spec-lists";

const spec = readSpec();

/** How each of the spec's §9 category names is built here. */
const SPEC_CATEGORY_NAMES: Readonly<Record<string, readonly CategoryId[]>> = {
  "low risk": ["low-risk"],
  "IIFL-run": ["iifl-run"],
  Axis: ["axis"],
  SBI: ["sbi"],
  "fresh (newest first)": ["fresh"],
  "lowest funds": ["lowest-funds"],
  "below 25,000": ["low-funds"],
  Nifty: ["nifty"],
  "Bank Nifty": ["bank-nifty"],
  "Finance Nifty": ["fin-nifty"],
  "uncapped or limited profit or loss": [
    "unlimited-profit",
    "limited-profit",
    "unlimited-loss",
    "limited-loss",
  ],
  up: ["up-market"],
  down: ["down-market"],
  "stable and volatile markets": ["neutral-market", "volatile-market"],
  "top performers (3-trade compounded return >0, descending)": ["top-performers"],
};

describe.skipIf(!spec)(`categories against the spec's §9 list (${SPEC_PATH})`, () => {
  it("builds every category the spec lists, and no other", () => {
    const names = specListLine(spec ?? "", "Categories");
    expect([...names].sort()).toEqual(Object.keys(SPEC_CATEGORY_NAMES).sort());
    expect(CATEGORIES.map((c) => c.id).sort()).toEqual(
      Object.values(SPEC_CATEGORY_NAMES).flat().sort(),
    );
  });
});

describe("categories", () => {
  it("have unique ids and every field filled", () => {
    expect(new Set(CATEGORIES.map((c) => c.id)).size).toBe(CATEGORIES.length);
    for (const c of CATEGORIES) {
      expect(c.title.length, c.id).toBeGreaterThan(0);
      expect(c.description.length, c.id).toBeGreaterThan(0);
      expect(c.background, c.id).toMatch(/^(linear-gradient\(.+\)|#[0-9a-f]{6})$/);
      expect(
        Object.keys(c.filters).length + Number(c.search !== "") + c.sort.length,
      ).toBeGreaterThan(0);
    }
  });

  it.each(CATEGORIES.map((c) => [c.id, c] as const))("%s has valid filters and sort", (_, c) => {
    expect(filterFormSchema.parse(c.filters)).toEqual(c.filters);
    expect(sortSchema.parse(c.sort)).toEqual(c.sort);
  });

  it("sets the spec's figures", () => {
    expect(categoryById("low-funds").filters).toEqual({
      margin_required: ["between", [0, 25_000]],
    });
    expect(categoryById("top-performers")).toMatchObject({
      filters: { last_three_perf_compounded_return: [">", 0] },
      sort: [["last_three_perf_compounded_return", "desc"]],
    });
    expect(categoryById("fresh").sort).toEqual([["created_time", "desc"]]);
    expect(categoryById("lowest-funds").sort).toEqual([["margin_required", "asc"]]);
    expect(categoryById("nifty").filters).toEqual({ underlying_token: ["==", [3727]] });
    expect(categoryById("bank-nifty").filters).toEqual({ underlying_token: ["==", [3731]] });
    expect(categoryById("fin-nifty")).toMatchObject({
      title: "Finance Nifty",
      filters: { underlying_token: ["==", [4407]] },
    });
    expect(categoryById("low-risk").filters).toEqual({ risk_level: ["==", ["low"]] });
    expect(categoryById("volatile-market").filters).toEqual({
      market_trend: ["==", ["up-or-down"]],
    });
  });

  it("knows its ids", () => {
    expect(isCategoryId("fresh")).toBe(true);
    expect(isCategoryId("stale")).toBe(false);
  });
});
