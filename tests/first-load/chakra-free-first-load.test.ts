import { describe, expect, it } from "vitest";
import { importChain, staticImportGraph } from "./static-import-graph";

// Chakra's runtime (its style system and Emotion, about 45 kB compressed) comes with the first
// Chakra component a page imports statically. These pages draw their first screen in CSS
// modules and load Chakra only with an overlay or a lazily loaded part (docs/web-performance.md,
// rule 2).
const PAGES = {
  "public pages": [
    "app/layout.tsx",
    "app/not-found.tsx",
    "app/visitor/[layout]/layout.tsx",
    "app/visitor/[layout]/page.tsx",
    "app/visitor/[layout]/explore/[view]/page.tsx",
    "app/visitor/[layout]/explore/search/[[...broker]]/page.tsx",
    "app/visitor/[layout]/tradebox/[sid]/page.tsx",
    "app/(pre-login)/layout.tsx",
    "app/(pre-login)/explore/page.tsx",
    "app/(pre-login)/explore/[slug]/page.tsx",
  ],
  "the trader's pages (issue #32)": [
    "app/(post-login)/layout.tsx",
    "app/(post-login)/dashboard/page.tsx",
    "app/(post-login)/track/page.tsx",
    "app/(post-login)/history/page.tsx",
    "app/(post-login)/account/statement/page.tsx",
    "app/(post-login)/track/[basket]/page.tsx",
  ],
} as const;

const CHAKRA = /^@(chakra-ui|emotion)\//;

describe.each(Object.entries(PAGES))("the first load of %s", (_, entries) => {
  it("imports no Chakra or Emotion module", () => {
    const { files, packages } = staticImportGraph(["app/layout.tsx", ...entries]);
    const offenders = [...packages]
      .filter(([name]) => CHAKRA.test(name))
      .flatMap(([name, importers]) =>
        importers.map((file) => `${importChain(files, file)} → ${name}`),
      );
    expect(offenders).toEqual([]);
  });
});

describe("the static import graph", () => {
  it("follows static imports and leaves out dynamic ones and type-only ones", () => {
    const { files, packages } = staticImportGraph(["components/track/track-view.tsx"]);
    const reached = [...files.keys()].map((file) => file.slice(file.indexOf("components/")));
    expect(reached).toContain("components/positions/tradebox-card.tsx");
    // Its wide screen's panel is a `next/dynamic` import.
    expect(reached).not.toContain("components/track/basket-detail.tsx");
    expect(packages.has("next/dynamic")).toBe(true);
  });
});
