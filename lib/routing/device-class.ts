import type { DeviceClass } from "../breakpoints";

/**
 * The device class of a request, decided on the server before any page renders, so a
 * mobile-only page can redirect without a flash. See docs/device-class.md for the reasoning.
 *
 * 1. `Sec-CH-UA-Mobile: ?1` (a low-entropy client hint Chromium browsers send on every request)
 *    means a phone.
 * 2. Otherwise the user agent: tablets first (iPad, Android without "Mobile", Kindle/Silk,
 *    "Tablet"), then phones (iPhone, iPod, Android … Mobile, "Mobi", Android webviews).
 * 3. Anything else, including no user agent at all (crawlers, curl), is a desktop.
 */
export function deviceClassFromHeaders(headers: { get(name: string): string | null }): DeviceClass {
  if (headers.get("sec-ch-ua-mobile")?.trim() === "?1") return "mobile";
  return deviceClassFromUserAgent(headers.get("user-agent") ?? "");
}

const TABLET_UA = /iPad|Tablet|PlayBook|Kindle|Silk\/|Android(?!.*Mobile)/i;
const PHONE_UA = /iPhone|iPod|Mobi|Android.*Mobile|Windows Phone|; wv\)/i;

export function deviceClassFromUserAgent(userAgent: string): DeviceClass {
  if (TABLET_UA.test(userAgent)) return "tablet";
  if (PHONE_UA.test(userAgent)) return "mobile";
  return "desktop";
}
