import { describe, expect, it } from "vitest";
import { deviceClassForWidth, type DeviceClass } from "../breakpoints";
import { deviceClassFromHeaders, deviceClassFromUserAgent } from "./device-class";

// Real user agents, as browsers and webviews send them.
const AGENTS: [string, DeviceClass, string][] = [
  [
    "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Mobile Safari/537.36",
    "mobile",
    "Chrome on an Android phone",
  ],
  [
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1",
    "mobile",
    "Safari on an iPhone",
  ],
  [
    "Mozilla/5.0 (Linux; Android 13; SM-A536E Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/129.0.6668.100 Mobile Safari/537.36",
    "mobile",
    "a broker app's Android webview",
  ],
  [
    "Mozilla/5.0 (iPad; CPU OS 17_6 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.6 Mobile/15E148 Safari/604.1",
    "tablet",
    "an iPad in mobile mode",
  ],
  [
    "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
    "tablet",
    "an Android tablet (no 'Mobile' token)",
  ],
  [
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0.0.0 Safari/537.36",
    "desktop",
    "Chrome on Windows",
  ],
  [
    "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15",
    "desktop",
    "Safari on a Mac (also iPadOS in desktop mode)",
  ],
  [
    "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    "desktop",
    "a search-engine crawler",
  ],
  ["", "desktop", "no user agent"],
];

function headers(values: Record<string, string>) {
  return new Headers(values);
}

describe("deviceClassFromUserAgent", () => {
  it.each(AGENTS)("%s → %s (%s)", (ua, expected) => {
    expect(deviceClassFromUserAgent(ua)).toBe(expected);
  });
});

describe("deviceClassFromHeaders", () => {
  it("trusts the Sec-CH-UA-Mobile client hint for a phone", () => {
    const desktopUa = AGENTS[5]![0];
    expect(
      deviceClassFromHeaders(headers({ "sec-ch-ua-mobile": "?1", "user-agent": desktopUa })),
    ).toBe("mobile");
  });

  it("falls back to the user agent when the hint says not mobile or is absent", () => {
    const tabletUa = AGENTS[4]![0];
    expect(
      deviceClassFromHeaders(headers({ "sec-ch-ua-mobile": "?0", "user-agent": tabletUa })),
    ).toBe("tablet");
    expect(deviceClassFromHeaders(headers({ "user-agent": AGENTS[0]![0] }))).toBe("mobile");
    expect(deviceClassFromHeaders(headers({}))).toBe("desktop");
  });
});

describe("deviceClassForWidth (the spec's breakpoints)", () => {
  it.each([
    [320, "mobile"],
    [390, "mobile"],
    [767, "mobile"],
    [768, "tablet"],
    [1365, "tablet"],
    [1366, "desktop"],
    [1920, "desktop"],
  ] as const)("%i px → %s", (width, expected) => {
    expect(deviceClassForWidth(width)).toBe(expected);
  });
});
