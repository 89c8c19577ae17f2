import { describe, expect, it } from "vitest";
import { readSpec, SPEC_PATH } from "@/tests/support/spec-document";
import { categoryById } from "./categories";
import { categoryParams, MEGA_MENU_GROUPS, RECOMMENDED_CATEGORIES } from "./category-menus";
import { parseExploreParams } from "./parse-explore-params";

const spec = readSpec();

/** Spec §2's mega menu: the indented bullets under 'Explore mega menu groups', as title → items. */
function specMegaMenu(text: string): [string, string[]][] {
  const lines = text.split("\n");
  const start = lines.findIndex((l) => l.startsWith("- Explore mega menu groups"));
  const groups: [string, string[]][] = [];
  for (const line of lines.slice(start + 1)) {
    const match = /^ {2}- ([^:]+): (.+)$/.exec(line);
    if (!match) break;
    groups.push([match[1] ?? "", (match[2] ?? "").split(", ").map((item) => item.trim())]);
  }
  return groups;
}

describe.skipIf(!spec)(`mega menu against the spec's §2 (${SPEC_PATH})`, () => {
  const groups = spec ? specMegaMenu(spec) : [];

  it("has the spec's groups, in order", () => {
    expect(MEGA_MENU_GROUPS.map((g) => g.title)).toEqual(groups.map(([title]) => title));
  });

  it.each(groups)("%s lists the spec's items, in order", (title, items) => {
    const ours = MEGA_MENU_GROUPS.find((g) => g.title === title)?.items ?? [];
    expect(ours).toHaveLength(items.length);
    // 'up, down, neutral, volatile market': the spec writes 'market' once for the four.
    ours.forEach((item, i) =>
      expect(item.label.toLowerCase()).toMatch(new RegExp(`^${items[i]}`, "i")),
    );
  });

  it("recommends the spec's categories in the search panel", () => {
    const line = /'Recommended Categories' \(([^)]+)\)/.exec(spec ?? "")?.[1] ?? "";
    expect(RECOMMENDED_CATEGORIES.map((c) => c.label.toLowerCase())).toEqual(line.split(", "));
  });
});

describe("mega menu", () => {
  const items = [...MEGA_MENU_GROUPS.flatMap((g) => g.items), ...RECOMMENDED_CATEGORIES];

  it.each(items.map((item) => [item.label, item] as const))(
    "%s opens /explore at page 1 with its category's preset params",
    (_, item) => {
      const url = new URL(item.href, "https://x.test");
      expect(url.pathname).toBe("/explore");
      expect(url.searchParams.get("page")).toBe("1");
      const category = categoryById(item.categoryId);
      expect(parseExploreParams(url.searchParams)).toEqual({
        page: 1,
        search: category.search,
        filters: category.filters,
        sort: category.sort,
        id: category.id,
      });
    },
  );

  it("sorts by low funds without filtering", () => {
    const sortByLowFunds = MEGA_MENU_GROUPS[0]?.items.at(-1);
    expect(sortByLowFunds?.label).toBe("Sort by Low Funds");
    expect(categoryParams(sortByLowFunds?.categoryId ?? "fresh")).toMatchObject({
      filters: {},
      sort: [["margin_required", "asc"]],
    });
  });
});
