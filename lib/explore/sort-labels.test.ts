import { describe, expect, it } from "vitest";
import { categoryById } from "./categories";
import { sortLabel } from "./sort-labels";
import { SORT_OPTIONS, sortOption } from "./sort-options";

describe("sortLabel", () => {
  it("names the spec's options by their labels", () => {
    for (const option of SORT_OPTIONS)
      expect(sortLabel(sortOption(option.id).sort)).toBe(option.label);
  });

  it("names a category's own order", () => {
    expect(sortLabel(categoryById("fresh").sort)).toBe("Newest first");
    expect(sortLabel([["live_date", "desc"]])).toBe("Recently live first");
    expect(
      sortLabel([
        ["margin_required", "asc"],
        ["live_date", "desc"],
      ]),
    ).toBe("Funds low to high");
  });
});
