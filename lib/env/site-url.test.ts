import { describe, expect, it } from "vitest";
import { absoluteUrl, DEFAULT_SITE_URL, siteOriginFrom } from "./site-url";

describe("site origin", () => {
  it("defaults to the local web app", () => {
    expect(siteOriginFrom(undefined)).toBe(DEFAULT_SITE_URL);
    expect(siteOriginFrom("  ")).toBe(DEFAULT_SITE_URL);
  });

  it("keeps only the origin of the configured URL", () => {
    expect(siteOriginFrom("https://strikeline.in/")).toBe("https://strikeline.in");
    expect(siteOriginFrom("https://www.strikeline.in/app?x=1")).toBe("https://www.strikeline.in");
  });

  it("refuses what is not an http(s) URL", () => {
    expect(() => siteOriginFrom("ftp://strikeline.in")).toThrow(/http/);
    expect(() => siteOriginFrom("strikeline.in")).toThrow();
  });

  it("makes absolute URLs from paths", () => {
    expect(absoluteUrl("/explore/nifty-iron-condor", "https://strikeline.in")).toBe(
      "https://strikeline.in/explore/nifty-iron-condor",
    );
    expect(absoluteUrl("/", "https://strikeline.in")).toBe("https://strikeline.in/");
  });
});
