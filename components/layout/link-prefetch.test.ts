import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, it } from "vitest";

// Spec §9 'Link prefetch margin 200px'. Every <Link> of the app is Next's, which starts
// prefetching a link once it comes within its IntersectionObserver's rootMargin of the viewport;
// Next sets that margin itself. This pins the version we ship to the spec's figure, so an upgrade
// that changes it fails here instead of drifting silently.
describe("link prefetch margin", () => {
  it("is 200 px, as Next's links observe the viewport", () => {
    const require = createRequire(import.meta.url);
    const nextRoot = path.dirname(require.resolve("next/package.json"));
    const links = readFileSync(path.join(nextRoot, "dist/client/components/links.js"), "utf8");
    expect(links).toMatch(/new IntersectionObserver\(handleIntersect, \{\s*rootMargin: '200px'/);
  });
});
