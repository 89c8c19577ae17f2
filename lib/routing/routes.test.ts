import { describe, expect, it } from "vitest";
import { readSpec, SPEC_PATH, specTableRows } from "@/tests/support/spec-document";
import { BROKER_CODES } from "../brokers";
import { TEST_BROKER_CODE } from "../product";
import { matchRoute, ROUTES, routeById, routePath } from "./routes";

const spec = readSpec();

interface SpecRoute {
  pattern: string;
  access: "public" | "protected";
  mobileOnly: boolean;
  desktopTarget?: string;
  noBottomNav: boolean;
  title?: string;
  loggedInTarget?: string;
}

/** The spec's §2 routes table, one entry per path (a row may list several paths). */
function specRoutes(text: string): SpecRoute[] {
  return specTableRows(text, "### Routes").flatMap(([paths = "", access = "", notes = ""]) => {
    const row: Omit<SpecRoute, "pattern"> = {
      access: access.startsWith("protected") ? "protected" : "public",
      mobileOnly: access.includes("mobile-only"),
      desktopTarget: /Desktop goes to (\/\S*?)\./.exec(notes)?.[1],
      noBottomNav: notes.includes("No bottom nav"),
      title: /Titled '([^']+)'/.exec(notes)?.[1],
      loggedInTarget: /Redirects to (\/\S+) when logged in/.exec(notes)?.[1],
    };
    return paths
      .replace(/\([^)]*\)/g, "")
      .split(",")
      .map((p) => ({ ...row, pattern: p.trim() }));
  });
}

/** Our routes beyond the spec's table, each with the issue that asked for it. */
const OUR_ROUTES = [
  "/account/statement", // #54 item 4: a statement for the tax return
];

describe.skipIf(!spec)(`route table against the spec's §2 (${SPEC_PATH})`, () => {
  const rows = spec ? specRoutes(spec) : [];

  it("has exactly the spec's routes, and ours", () => {
    expect(ROUTES.map((r) => r.pattern).sort()).toEqual(
      [...rows.map((r) => r.pattern), ...OUR_ROUTES].sort(),
    );
  });

  it.each(rows.map((row) => [row.pattern, row] as const))("%s has the spec's flags", (_, row) => {
    const route = ROUTES.find((r) => r.pattern === row.pattern);
    expect(route).toBeDefined();
    expect(route?.access).toBe(row.access);
    expect(Boolean(route?.desktopTarget)).toBe(row.mobileOnly);
    if (row.desktopTarget) expect(route?.desktopTarget).toBe(row.desktopTarget);
    if (row.noBottomNav) expect(route?.showNav).toBe(false);
    if (row.title) expect(route?.title).toBe(row.title);
    expect(route?.loggedInTarget).toBe(row.loggedInTarget);
  });
});

describe("matchRoute", () => {
  it("matches static and dynamic paths and returns the parameters", () => {
    expect(matchRoute("/dashboard")?.route.id).toBe("dashboard");
    expect(matchRoute("/dashboard/")?.route.id).toBe("dashboard");
    expect(matchRoute("/dashboard/b-17")).toMatchObject({
      route: { id: "placeOrder" },
      params: { basket: "b-17" },
    });
    expect(matchRoute("/track/b%2017/adjust")).toMatchObject({
      route: { id: "adjust" },
      params: { basket: "b 17" },
    });
  });

  it("tells a broker's explore page from a tradebox profile by the broker catalogue", () => {
    for (const code of BROKER_CODES) {
      expect(matchRoute(`/explore/${code}`)).toMatchObject({
        route: { id: "exploreBroker" },
        params: { broker: code },
      });
    }
    expect(matchRoute("/explore/iron-condor-weekly")).toMatchObject({
      route: { id: "tradeboxProfile" },
      params: { sid: "iron-condor-weekly" },
    });
  });

  it("answers null outside the table", () => {
    expect(matchRoute("/nowhere")).toBeNull();
    expect(matchRoute("/track/a/b/c")).toBeNull();
    expect(matchRoute("/explore/%E0%A4%A")).toBeNull(); // malformed escape
    expect(matchRoute("relative")).toBeNull();
  });

  it("round-trips every route through routePath", () => {
    for (const route of ROUTES) {
      const params = Object.fromEntries(
        [...route.pattern.matchAll(/\{(\w+)\}/g)].map(([, name]) => [
          name,
          name === "broker" ? TEST_BROKER_CODE : `${name}-1`,
        ]),
      );
      const path = routePath(route.id, params);
      expect(matchRoute(path)?.route.id, path).toBe(route.id);
    }
  });

  it("refuses to build a path with a missing parameter", () => {
    expect(() => routePath("placeOrder")).toThrow(/basket/);
  });

  it("shows the tax statement at every size, with its navigation", () => {
    const statement = routeById("accountStatement");
    expect(statement).toMatchObject({
      pattern: "/account/statement",
      title: "Tax Statement",
      access: "protected",
      layout: "postLogin",
      showNav: true,
    });
    // Not mobile-only like the other account pages: a desktop prints it.
    expect(statement.desktopTarget).toBeUndefined();
    expect(matchRoute("/account/statement")?.route.id).toBe("accountStatement");
  });

  it("gives each route a title and login pages no navigation", () => {
    for (const route of ROUTES) {
      expect(route.title.length).toBeGreaterThan(0);
      if (route.layout === "login") expect(route.showNav).toBe(false);
    }
    expect(routeById("dashboard").showNav).toBe(true);
  });
});
