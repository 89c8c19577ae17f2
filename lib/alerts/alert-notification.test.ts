import { describe, expect, it } from "vitest";
import { alertNotification, alertTarget } from "./alert-notification";
import { alertPayload } from "./alert-payload";

const ORIGIN = "https://app.strikeline.in";

describe("alertNotification", () => {
  it("shows an alert with its title and body, one per basket, opening the basket", () => {
    const payload = alertPayload("rejected", { id: "b7", tradebox: "Nifty Strangle" });
    expect(alertNotification(payload)).toEqual({
      title: "Retry Orders",
      options: {
        body: payload.body,
        tag: "basket-b7",
        icon: "/icons/icon-192.png",
        badge: "/icons/icon-192.png",
        data: { url: "/track/b7" },
      },
    });
  });

  it("shows nothing for a push that is not one of ours", () => {
    expect(alertNotification({ title: "Win a prize" })).toBeNull();
    expect(alertNotification(null)).toBeNull();
  });
});

describe("alertTarget", () => {
  it("opens the alert's page on this origin, Track for anything else", () => {
    expect(alertTarget({ url: "/track/b7" }, ORIGIN)).toBe(`${ORIGIN}/track/b7`);
    expect(alertTarget({ url: "//evil.example/x" }, ORIGIN)).toBe(`${ORIGIN}/track`);
    expect(alertTarget({ url: "https://evil.example" }, ORIGIN)).toBe(`${ORIGIN}/track`);
    expect(alertTarget(undefined, ORIGIN)).toBe(`${ORIGIN}/track`);
  });
});
