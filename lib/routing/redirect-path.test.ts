import { describe, expect, it } from "vitest";
import { loginPathFor, safeRedirectPath } from "./redirect-path";

describe("safeRedirectPath", () => {
  it("accepts same-origin paths", () => {
    expect(safeRedirectPath("/track?x=1")).toBe("/track?x=1");
    expect(safeRedirectPath("/")).toBe("/");
  });

  it.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "track",
    "",
    null,
    "/a\nb",
  ])("refuses %j", (value) => {
    expect(safeRedirectPath(value)).toBeNull();
  });
});

describe("loginPathFor", () => {
  it("keeps the target in the query", () => {
    expect(loginPathFor("/track/b1?tab=2")).toBe("/login?redirectUrl=%2Ftrack%2Fb1%3Ftab%3D2");
  });

  it("drops a target that is the home page or unsafe", () => {
    expect(loginPathFor("/")).toBe("/login");
    expect(loginPathFor("//evil.example")).toBe("/login");
  });
});
