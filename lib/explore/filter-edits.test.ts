import { describe, expect, it } from "vitest";
import { categoryById } from "./categories";
import {
  fundsRangeLabel,
  isChosen,
  otherFundsRange,
  panelFilterCount,
  toggleChoice,
  withFundsBucket,
  withoutPanelFilters,
} from "./filter-edits";
import type { FilterChoice } from "./filter-groups";
import type { FilterForm } from "./filter-form";
import { FUNDS_BUCKETS, NO_FUNDS_LIMIT } from "./funds-buckets";

const low: FilterChoice = { field: "risk_level", value: "low", label: "Low" };
const high: FilterChoice = { field: "risk_level", value: "high", label: "High" };
const nifty: FilterChoice = { field: "underlying_token", value: 3727, label: "Nifty" };
const [below10k, tenTo50k] = FUNDS_BUCKETS;

describe("toggleChoice", () => {
  it("adds a value to its field, keeping the others", () => {
    const form = toggleChoice({ tag: ["==", ["iifl_strategy"]] }, low);
    expect(form).toEqual({ tag: ["==", ["iifl_strategy"]], risk_level: ["==", ["low"]] });
    expect(toggleChoice(form, high).risk_level).toEqual(["==", ["low", "high"]]);
    expect(toggleChoice({}, nifty)).toEqual({ underlying_token: ["==", [3727]] });
  });

  it("removes a chosen value, and the field once it is empty (an empty list matches nothing)", () => {
    const both: FilterForm = { risk_level: ["==", ["low", "high"]] };
    expect(toggleChoice(both, low)).toEqual({ risk_level: ["==", ["high"]] });
    expect(toggleChoice({ risk_level: ["==", ["low"]] }, low)).toEqual({});
  });

  it("never changes the form it is given", () => {
    const form: FilterForm = { risk_level: ["==", ["low"]] };
    toggleChoice(form, high);
    expect(form).toEqual({ risk_level: ["==", ["low"]] });
  });

  it("knows which chips are chosen", () => {
    const form: FilterForm = { risk_level: ["==", ["low"]], underlying_token: ["==", [3727]] };
    expect(isChosen(form, low)).toBe(true);
    expect(isChosen(form, high)).toBe(false);
    expect(isChosen(form, nifty)).toBe(true);
  });
});

describe("funds", () => {
  it("sets one bucket as the margin filter, replacing any range", () => {
    const lowFunds = categoryById("low-funds").filters;
    expect(withFundsBucket(lowFunds, tenTo50k)).toEqual({
      margin_required: ["between", [10_000, 50_000]],
    });
    expect(withFundsBucket({ risk_level: ["==", ["low"]] }, below10k)).toEqual({
      risk_level: ["==", ["low"]],
      margin_required: ["between", [0, 10_000]],
    });
    expect(withFundsBucket(lowFunds, undefined)).toEqual({});
  });

  it("shows a category's range that is no bucket", () => {
    expect(otherFundsRange(categoryById("low-funds").filters)).toEqual([0, 25_000]);
    expect(otherFundsRange(withFundsBucket({}, tenTo50k))).toBeUndefined();
    expect(otherFundsRange({})).toBeUndefined();
  });

  it("labels ranges in the buckets' style", () => {
    expect(fundsRangeLabel([0, 25_000])).toBe("Up to ₹25K");
    expect(fundsRangeLabel([5_000, 120_000])).toBe("₹5K-₹1.2L");
    expect(fundsRangeLabel([300_000, NO_FUNDS_LIMIT])).toBe("Above ₹3L");
    expect(fundsRangeLabel([1_000, 1e300])).toBe("Above ₹1K");
  });
});

describe("panelFilterCount", () => {
  it("counts each chip and the funds filter, not the base or category-only fields", () => {
    expect(panelFilterCount({})).toBe(0);
    expect(
      panelFilterCount({
        risk_level: ["==", ["low", "medium"]],
        frequency: ["==", ["weekly"]],
        margin_required: ["between", [0, 10_000]],
        tag: ["==", ["iifl_strategy"]],
        last_three_perf_compounded_return: [">", 0],
      }),
    ).toBe(4);
  });
});

describe("withoutPanelFilters", () => {
  it("clears what the panel shows and keeps what only a category sets", () => {
    const filters: FilterForm = {
      risk_level: ["==", ["low"]],
      underlying_token: ["==", [3731]],
      margin_required: ["between", [0, 25_000]],
      tag: ["==", ["iifl_strategy"]],
      last_three_perf_compounded_return: [">", 0],
    };
    expect(withoutPanelFilters(filters)).toEqual({
      tag: ["==", ["iifl_strategy"]],
      last_three_perf_compounded_return: [">", 0],
    });
    expect(panelFilterCount(withoutPanelFilters(filters))).toBe(0);
  });
});
