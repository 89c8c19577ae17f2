import { describe, expect, it } from "vitest";
import {
  BOTTOM_NAV,
  COMPLIANCE_SECTION_ID,
  isActiveHref,
  parentPath,
  POST_LOGIN_BAR,
  PRE_LOGIN_BAR,
  PRE_LOGIN_MENU,
} from "./nav-items";

const labelsAndLinks = (items: readonly { label: string; href: string }[]) =>
  items.map(({ label, href }) => [label, href.startsWith("http") ? "external" : href]);

describe("spec §2 navigation", () => {
  it("mobile after login: /dashboard, /track, /explore, /history, /account", () => {
    expect(BOTTOM_NAV.map((item) => item.href)).toEqual([
      "/dashboard",
      "/track",
      "/explore",
      "/history",
      "/account",
    ]);
  });

  it("desktop after login: Dashboard, Track, Explore, History (the account menu beside them)", () => {
    expect(POST_LOGIN_BAR.map((item) => item.label)).toEqual([
      "Dashboard",
      "Track",
      "Explore",
      "History",
    ]);
  });

  it("mobile pre-login menu: Explore Tradebox, Compliance (/#compliance), For Enterprises", () => {
    expect(labelsAndLinks(PRE_LOGIN_MENU)).toEqual([
      ["Explore Tradebox", "/explore"],
      ["Compliance", "/#compliance"],
      ["For Enterprises", "external"],
    ]);
    expect(PRE_LOGIN_MENU[2]?.external).toBe(true);
    expect(COMPLIANCE_SECTION_ID).toBe("compliance");
  });

  it("desktop pre-login: Home, Compliance, Explore Tradebox, For Enterprises", () => {
    expect(labelsAndLinks(PRE_LOGIN_BAR)).toEqual([
      ["Home", "/"],
      ["Compliance", "/#compliance"],
      ["Explore Tradebox", "/explore"],
      ["For Enterprises", "external"],
    ]);
  });
});

describe("isActiveHref", () => {
  it("marks an item on its own page and the pages below it", () => {
    expect(isActiveHref("/track", "/track")).toBe(true);
    expect(isActiveHref("/track/b-1/adjust", "/track")).toBe(true);
    expect(isActiveHref("/trackers", "/track")).toBe(false);
  });

  it("marks Home on / only, and never an anchor or an external link", () => {
    expect(isActiveHref("/", "/")).toBe(true);
    expect(isActiveHref("/explore", "/")).toBe(false);
    expect(isActiveHref("/", "/#compliance")).toBe(false);
    expect(isActiveHref("/", "https://example.com/")).toBe(false);
  });
});

describe("parentPath", () => {
  it("goes one level up", () => {
    expect(parentPath("/track/b-1/adjust")).toBe("/track/b-1");
    expect(parentPath("/track/b-1")).toBe("/track");
    expect(parentPath("/explore/nifty-iron-condor")).toBe("/explore");
    expect(parentPath("/account/plan/")).toBe("/account");
  });

  it("goes to the dashboard from a top-level page", () => {
    expect(parentPath("/onboarding")).toBe("/dashboard");
  });
});
