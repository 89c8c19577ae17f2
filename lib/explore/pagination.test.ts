import { describe, expect, it } from "vitest";
import { pageItems } from "./pagination";

describe("pageItems", () => {
  it("lists nothing for a single page", () => {
    expect(pageItems(1, 0)).toEqual([]);
    expect(pageItems(1, 1)).toEqual([]);
  });

  it("lists every page when they fit", () => {
    expect(pageItems(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
  });

  it("keeps the ends and the current page's neighbours, with gaps between", () => {
    expect(pageItems(5, 10)).toEqual([1, "gap", 4, 5, 6, "gap", 10]);
  });

  it("keeps the same number of links near the ends, widening instead of a one-page gap", () => {
    expect(pageItems(1, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pageItems(4, 10)).toEqual([1, 2, 3, 4, 5, "gap", 10]);
    expect(pageItems(7, 10)).toEqual([1, "gap", 6, 7, 8, 9, 10]);
    expect(pageItems(10, 10)).toEqual([1, "gap", 6, 7, 8, 9, 10]);
    for (let page = 1; page <= 30; page++) expect(pageItems(page, 30)).toHaveLength(7);
  });

  it("takes wider neighbourhoods and clamps a page out of range", () => {
    expect(pageItems(10, 20, 2)).toEqual([1, "gap", 8, 9, 10, 11, 12, "gap", 20]);
    expect(pageItems(99, 12)).toEqual([1, "gap", 8, 9, 10, 11, 12]);
    expect(pageItems(0, 12)).toEqual([1, 2, 3, 4, 5, "gap", 12]);
  });
});
