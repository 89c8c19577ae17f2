import { describe, expect, it } from "vitest";
import { parseFrameAncestors, securityHeaders } from "./security-headers";

describe("security headers", () => {
  it("lets only our own pages and the configured broker webviews frame a page", () => {
    const headers = securityHeaders({
      frameAncestors: ["https://app.broker.example"],
      kind: "page",
    });
    expect(headers["Content-Security-Policy"]).toBe(
      "frame-ancestors 'self' https://app.broker.example; object-src 'none'; base-uri 'self'",
    );
    expect(headers).toMatchObject({
      "X-Content-Type-Options": "nosniff",
      "Referrer-Policy": "strict-origin-when-cross-origin",
      "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
    });
    expect(headers["Permissions-Policy"]).toMatch(/(^|, )camera=\(\)(,|$)/);
    expect(headers["Permissions-Policy"]).toMatch(/(^|, )geolocation=\(\)(,|$)/);
  });

  it("gives JSON answers a policy that loads and frames nothing", () => {
    const headers = securityHeaders({
      frameAncestors: ["https://app.broker.example"],
      kind: "api",
    });
    expect(headers["Content-Security-Policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it("reads FRAME_ANCESTORS as origins and names a bad entry", () => {
    expect(parseFrameAncestors(undefined)).toEqual([]);
    expect(parseFrameAncestors(" https://a.example/path  http://b.example:8080 ")).toEqual([
      "https://a.example",
      "http://b.example:8080",
    ]);
    expect(() => parseFrameAncestors("https://a.example javascript:alert(1)")).toThrow(
      "FRAME_ANCESTORS: 'javascript:alert(1)' is not an http(s) origin",
    );
  });
});
