import { describe, expect, it } from "vitest";
import { SELECTABLE_BROKERS } from "../brokers";
import { ROUTES } from "../routing/routes";
import { protectedPathPrefixes, robotsRules } from "./robots-rules";
import { publicPageEntries, tradeboxEntries } from "./sitemap-entries";

const ORIGIN = "https://strikeline.in";

describe("robots rules", () => {
  it("disallows every protected page of the route table by its prefix", () => {
    const prefixes = protectedPathPrefixes();
    expect(prefixes).toEqual(["/account", "/dashboard", "/history", "/onboarding", "/track"]);
    for (const route of ROUTES.filter((r) => r.access === "protected")) {
      const path = route.pattern.replace(/\{\w+\}/g, "x");
      expect(prefixes.some((p) => path === p || path.startsWith(`${p}/`))).toBe(true);
    }
  });

  it("never disallows a public page", () => {
    const prefixes = protectedPathPrefixes();
    for (const route of ROUTES.filter((r) => r.access === "public")) {
      const path = route.pattern.replace(/\{\w+\}/g, "x");
      expect(prefixes.some((p) => path === p || path.startsWith(`${p}/`))).toBe(false);
    }
  });

  it("allows the rest, keeps crawlers off the APIs and points to the sitemap", () => {
    expect(robotsRules(ORIGIN)).toMatchObject({
      allow: ["/"],
      sitemap: "https://strikeline.in/sitemap.xml",
    });
    expect(robotsRules(ORIGIN).disallow).toContain("/api/");
  });
});

describe("sitemap entries", () => {
  it("lists the landing page, explore and explore by each selectable broker", () => {
    const urls = publicPageEntries(ORIGIN).map((e) => e.url);
    expect(urls.slice(0, 2)).toEqual(["https://strikeline.in/", "https://strikeline.in/explore"]);
    expect(urls).toHaveLength(2 + SELECTABLE_BROKERS.length);
    expect(urls).toContain("https://strikeline.in/explore/iifl");
    expect(urls.some((u) => u.includes("strikeline_broker"))).toBe(false);
  });

  it("lists each tradebox once by its slug, last changed at its latest time, tests left out", () => {
    const tradebox = {
      name: "Nifty Iron Condor",
      slug: "nifty-iron-condor",
      created_time: "2026-11-01T04:00:00.000Z",
      live_date: "2026-11-02T04:00:00.000Z",
      basket_creation_time: "2026-11-20T04:00:00.000Z",
    };
    const entries = tradeboxEntries(
      [tradebox, tradebox, { ...tradebox, name: "Test Iron Condor", slug: "test-iron-condor" }],
      ORIGIN,
    );
    expect(entries).toEqual([
      {
        url: "https://strikeline.in/explore/nifty-iron-condor",
        lastModified: "2026-11-20T04:00:00.000Z",
        changeFrequency: "daily",
        priority: 0.8,
      },
    ]);
  });
});
