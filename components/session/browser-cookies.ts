import Cookies from "js-cookie";

let readFrom: string | undefined;
let cookies: Readonly<Record<string, string>> = {};

/**
 * A cookie of this page's, as js-cookie reads it, parsed once per change of `document.cookie`:
 * the session token is read by every hook that calls the services on each render, and js-cookie
 * decodes every cookie (the token among them) on every call. Undefined on the server.
 */
export function readBrowserCookie(name: string): string | undefined {
  if (typeof document === "undefined") return undefined;
  const raw = document.cookie;
  if (raw !== readFrom) {
    readFrom = raw;
    cookies = Cookies.get();
  }
  return cookies[name];
}
