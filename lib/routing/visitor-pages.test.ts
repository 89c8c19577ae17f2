import { describe, expect, it } from "vitest";
import { categoryParams } from "../explore/category-menus";
import { serialiseExploreParams } from "../explore/explore-params";
import { matchRoute, ROUTES } from "./routes";
import { VISITOR_PAGE_FRESH_SECONDS as FRESH } from "../page-cache/visitor-page-lifetimes";
import { isVisitorPagePath, layoutClassOf, visitorPage, VISITOR_PREFIX } from "./visitor-pages";

function pageFor(path: string, search = "", device: "mobile" | "tablet" | "desktop" = "mobile") {
  const match = matchRoute(path);
  if (!match) throw new Error(`no route for ${path}`);
  return visitorPage(match, search, device);
}

describe("visitor pages", () => {
  it("serves the landing, explore views and profiles from cache, per layout class", () => {
    expect(pageFor("/")).toEqual({ path: "/visitor/phone", freshSeconds: FRESH.home });
    expect(pageFor("/explore", "?page=2", "desktop")).toEqual({
      path: "/visitor/wide/explore/all.all.default.2",
      freshSeconds: FRESH.explore,
    });
    const lowRisk = `?${serialiseExploreParams(categoryParams("low-risk")).toString()}`;
    expect(pageFor("/explore/iifl", lowRisk, "tablet")).toEqual({
      path: "/visitor/wide/explore/iifl.low-risk.default.1",
      freshSeconds: FRESH.exploreBroker,
    });
    expect(pageFor("/explore/nifty-iron-fly")).toEqual({
      path: "/visitor/phone/tradebox/nifty-iron-fly",
      freshSeconds: FRESH.tradeboxProfile,
    });
  });

  it("renders a search or filters per request, in the same layout", () => {
    expect(pageFor("/explore", "?search=nifty")).toEqual({
      path: "/visitor/phone/explore/search",
      freshSeconds: null,
    });
    expect(pageFor("/explore/iifl", "?search=nifty", "desktop")).toEqual({
      path: "/visitor/wide/explore/search/iifl",
      freshSeconds: null,
    });
  });

  it("has no visitor page for the login and trader pages", () => {
    const visitorRoutes = ROUTES.filter((route) => {
      const path = route.pattern.replace("{broker}", "iifl").replace(/\{\w+\}/g, "x");
      return pageFor(path) !== null;
    }).map((route) => route.id);
    expect(visitorRoutes).toEqual(["home", "explore", "exploreBroker", "tradeboxProfile"]);
  });

  it("gives tablets and desktops one layout, phones another", () => {
    expect(layoutClassOf("mobile")).toBe("phone");
    expect(layoutClassOf("tablet")).toBe("wide");
    expect(layoutClassOf("desktop")).toBe("wide");
  });

  it("knows its own internal paths, which are never asked for from outside", () => {
    expect(isVisitorPagePath(VISITOR_PREFIX)).toBe(true);
    expect(isVisitorPagePath(`${VISITOR_PREFIX}/phone/explore/all.all.default.1`)).toBe(true);
    expect(isVisitorPagePath("/visitors")).toBe(false);
    expect(isVisitorPagePath("/explore")).toBe(false);
  });
});
