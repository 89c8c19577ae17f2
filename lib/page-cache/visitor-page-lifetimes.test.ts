import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  PAGE_CACHE_EXPIRE_SECONDS,
  VISITOR_PAGE_FRESH_SECONDS,
  visitorPageCacheHeaders,
} from "./visitor-page-lifetimes";

/** The `revalidate` literal a page exports (Next reads only a literal, so it is read as text). */
function pageRevalidate(file: string): number {
  const source = readFileSync(
    new URL(`../../app/visitor/[layout]/${file}`, import.meta.url),
    "utf8",
  );
  const literal = /^export const revalidate = (\d+);$/m.exec(source)?.[1];
  if (!literal) throw new Error(`${file} exports no numeric revalidate`);
  return Number(literal);
}

describe("visitor page lifetimes", () => {
  it("are the ones the cached pages render again after", () => {
    expect(pageRevalidate("page.tsx")).toBe(VISITOR_PAGE_FRESH_SECONDS.home);
    expect(pageRevalidate("explore/[view]/page.tsx")).toBe(VISITOR_PAGE_FRESH_SECONDS.explore);
    expect(pageRevalidate("explore/[view]/page.tsx")).toBe(
      VISITOR_PAGE_FRESH_SECONDS.exploreBroker,
    );
    expect(pageRevalidate("tradebox/[sid]/page.tsx")).toBe(
      VISITOR_PAGE_FRESH_SECONDS.tradeboxProfile,
    );
  });

  it("let a CDN keep a visitor's copy, and a browser only revalidate it", () => {
    const headers = visitorPageCacheHeaders(VISITOR_PAGE_FRESH_SECONDS.tradeboxProfile);
    expect(headers["Cache-Control"]).toBe("private, no-cache");
    expect(headers["CDN-Cache-Control"]).toBe(
      `max-age=60, stale-while-revalidate=${PAGE_CACHE_EXPIRE_SECONDS - 60}`,
    );
  });
});
