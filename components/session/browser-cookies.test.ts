import { afterEach, describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE } from "@/lib/product";
import { readBrowserCookie } from "./browser-cookies";

afterEach(() => vi.unstubAllGlobals());

describe("readBrowserCookie", () => {
  it("reads a cookie as js-cookie decodes it, and sees a change to document.cookie", () => {
    const page = { cookie: `${SESSION_COOKIE}=a.b.c; loginSource=web%20app` };
    vi.stubGlobal("document", page);
    expect(readBrowserCookie(SESSION_COOKIE)).toBe("a.b.c");
    expect(readBrowserCookie("loginSource")).toBe("web app");
    page.cookie = "loginSource=web%20app";
    expect(readBrowserCookie(SESSION_COOKIE)).toBeUndefined();
    page.cookie = `${SESSION_COOKIE}=d.e.f`;
    expect(readBrowserCookie(SESSION_COOKIE)).toBe("d.e.f");
  });

  it("is undefined on the server", () => {
    expect(readBrowserCookie(SESSION_COOKIE)).toBeUndefined();
  });
});
