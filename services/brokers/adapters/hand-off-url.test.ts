import { describe, expect, it } from "vitest";
import { assertRedirectUrl, handOffUrl } from "./hand-off-url";

describe("handOffUrl", () => {
  it("appends the parameters in order after the base's own query", () => {
    expect(handOffUrl("https://b.in/login?v=1", { a: "1", b: "2" })).toBe(
      "https://b.in/login?v=1&a=1&b=2",
    );
  });

  it("percent-encodes a redirect that carries its own query string", () => {
    expect(
      handOffUrl("https://b.in/", { r: "https://s.in/cb?next=/baskets&tab=open", s: "a b+c" }),
    ).toBe("https://b.in/?r=https%3A%2F%2Fs.in%2Fcb%3Fnext%3D%2Fbaskets%26tab%3Dopen&s=a+b%2Bc");
  });

  it("round-trips every value exactly", () => {
    const params = { redirect: "https://s.in/cb?x=é&y=%20", state: "ä/?#&=" };
    const url = new URL(handOffUrl("https://b.in/login", params));
    expect(Object.fromEntries(url.searchParams)).toEqual(params);
  });
});

describe("assertRedirectUrl", () => {
  it("accepts absolute http and https URLs", () => {
    expect(() => assertRedirectUrl("https://app.strikeline.in/cb")).not.toThrow();
    expect(() => assertRedirectUrl("http://localhost:3000/cb")).not.toThrow();
  });

  it("refuses relative, malformed and non-http URLs", () => {
    expect(() => assertRedirectUrl("/cb")).toThrow(TypeError);
    expect(() => assertRedirectUrl("not a url")).toThrow("absolute URL");
    expect(() => assertRedirectUrl("javascript:alert(1)")).toThrow("http(s)");
  });
});
