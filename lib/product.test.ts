import { describe, expect, it } from "vitest";
import { readSpec } from "@/tests/support/spec-document";
import { BREAKPOINTS } from "./breakpoints";
import { pageTitle, SESSION_LIFETIME_SECONDS } from "./product";

const spec = readSpec() ?? "";

describe.skipIf(!spec)("product constants against the spec's §9", () => {
  it("breakpoints", () => {
    const line = /- Breakpoints: ([^\n]+)/.exec(spec)?.[1] ?? "";
    const fromSpec = Object.fromEntries(
      [...line.matchAll(/(\d+) \((\w+)\)/g)].map(([, px, name]) => [name, Number(px)]),
    );
    expect(BREAKPOINTS).toEqual(fromSpec);
  });

  it("session cookie lifetime", () => {
    const seconds = Number(/- Session cookie: lifetime (\d+) s/.exec(spec)?.[1]);
    expect(SESSION_LIFETIME_SECONDS).toBe(seconds);
  });
});

describe("pageTitle", () => {
  it("suffixes the product name", () => {
    expect(pageTitle("Dashboard")).toBe("Dashboard | Strikeline");
  });
});
