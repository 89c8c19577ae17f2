import { describe, expect, it } from "vitest";
import { readSpec, SPEC_PATH } from "@/tests/support/spec-document";
import { SEARCH_DEBOUNCE_MS, SEARCH_SUGGESTION_LIMIT, searchSuggestions } from "./search-limits";
import { specListLine } from "@/tests/support/spec-lists";

const spec = readSpec();

describe.skipIf(!spec)(`search limits against the spec's §9 (${SPEC_PATH})`, () => {
  it("debounces and caps as the spec says", () => {
    const [debounce, cap] = specListLine(spec ?? "", "Search");
    expect(debounce).toBe(`debounce ${SEARCH_DEBOUNCE_MS} ms`);
    expect(cap).toBe(`suggestions capped at ${SEARCH_SUGGESTION_LIMIT}`);
  });
});

describe("searchSuggestions", () => {
  it("keeps the first three results", () => {
    expect(searchSuggestions(["a", "b", "c", "d"])).toEqual(["a", "b", "c"]);
    expect(searchSuggestions(["a"])).toEqual(["a"]);
    expect(searchSuggestions([])).toEqual([]);
  });
});
