import { describe, expect, it } from "vitest";
import { initialScriptPaths } from "./initial-scripts";

describe("a page's initial scripts", () => {
  it("names the scripts the HTML loads, by path, leaving out inline and noModule ones", () => {
    const html = [
      '<script src="/_next/static/chunks/a.js" async=""></script>',
      '<script src="http://localhost:3000/_next/static/chunks/b.js?v=1&amp;x=2"></script>',
      '<script src="/_next/static/chunks/polyfills.js" noModule=""></script>',
      "<script>self.__next_f.push([1])</script>",
      '<link rel="preload" href="/_next/static/chunks/c.js" as="script"/>',
    ].join("");
    expect([...initialScriptPaths(html, "http://localhost:3000/explore")]).toEqual([
      "/_next/static/chunks/a.js",
      "/_next/static/chunks/b.js",
    ]);
  });
});
