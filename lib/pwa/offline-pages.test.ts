import { describe, expect, it } from "vitest";
import { isOfflineReadablePage } from "./offline-pages";

describe("pages readable offline", () => {
  it("are the public pages a visitor browses: landing, explore, a broker's explore, profiles", () => {
    for (const path of ["/", "/explore", "/explore/iifl", "/explore/nifty-iron-condor"]) {
      expect(isOfflineReadablePage(path), path).toBe(true);
    }
  });

  it("never a page that knows the trader, nor the login pages", () => {
    for (const path of ["/dashboard", "/track", "/track/b1", "/history", "/account", "/login"]) {
      expect(isOfflineReadablePage(path), path).toBe(false);
    }
    expect(isOfflineReadablePage("/no-such-page")).toBe(false);
  });
});
