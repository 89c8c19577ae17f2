import { describe, expect, it } from "vitest";
import {
  destinationAfterLogin,
  loginRedirect,
  refererRedirect,
  usableRedirect,
} from "./login-redirect";

describe("usableRedirect", () => {
  it("keeps a same-origin page with its query", () => {
    expect(usableRedirect("/explore?page=2")).toBe("/explore?page=2");
    expect(usableRedirect("/track/b-1")).toBe("/track/b-1");
  });

  it.each(["https://evil.example/", "//evil.example", "explore", "", null])(
    "refuses %j (never an open redirect)",
    (value) => expect(usableRedirect(value)).toBeNull(),
  );

  it.each(["/", "/login", "/login/verify?x=1", "/login/test-broker", "/signup/iifl"])(
    "refuses %j: a login page loops, and / or /login would skip onboarding",
    (value) => expect(usableRedirect(value)).toBeNull(),
  );
});

describe("loginRedirect", () => {
  it("prefers the page's redirectUrl parameter", () => {
    expect(loginRedirect({ pathname: "/login", search: "?redirectUrl=%2Ftrack%3Ftab%3D1" })).toBe(
      "/track?tab=1",
    );
  });

  it("else comes back to the current page, query included", () => {
    expect(loginRedirect({ pathname: "/explore", search: "?search=nifty" })).toBe(
      "/explore?search=nifty",
    );
  });

  it("ignores an unsafe parameter and a login page as the current page", () => {
    expect(
      loginRedirect({ pathname: "/login", search: "?redirectUrl=https%3A%2F%2Fevil" }),
    ).toBeNull();
    expect(loginRedirect({ pathname: "/login", search: "" })).toBeNull();
  });
});

describe("refererRedirect", () => {
  it("takes a same-host referer's path", () => {
    expect(refererRedirect("http://localhost:3000/explore?id=2", "localhost:3000")).toBe(
      "/explore?id=2",
    );
  });

  it("ignores another host, a login page, and garbage", () => {
    expect(refererRedirect("https://evil.example/explore", "localhost:3000")).toBeNull();
    expect(refererRedirect("http://localhost:3000/login", "localhost:3000")).toBeNull();
    expect(refererRedirect("not a url", "localhost:3000")).toBeNull();
    expect(refererRedirect(null, "localhost:3000")).toBeNull();
  });
});

describe("destinationAfterLogin", () => {
  it("goes to the saved page first, whoever logs in", () => {
    expect(destinationAfterLogin("/explore", "NEW_USER")).toBe("/explore");
    expect(destinationAfterLogin("/track", "EXISTING_USER_ACTIVE")).toBe("/track");
  });

  it("else /onboarding for a first login and /dashboard for everyone else", () => {
    expect(destinationAfterLogin(null, "NEW_USER")).toBe("/onboarding");
    expect(destinationAfterLogin(undefined, "EXISTING_USER_ACTIVE")).toBe("/dashboard");
    expect(destinationAfterLogin("//evil.example", "EXISTING_USER")).toBe("/dashboard");
  });
});
