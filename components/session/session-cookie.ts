import Cookies from "js-cookie";
import { SESSION_COOKIE } from "@/lib/product";
import { isWebviewLoginSource, LOGIN_SOURCE_COOKIE } from "@/lib/session/login-source";
import { readBrowserCookie } from "./browser-cookies";

/**
 * The session token in the browser (spec §4: logged in = the session cookie exists). Sent as
 * `Authorization: Bearer` on user calls; an empty one makes the service answer 401, which logs out.
 */
export function readSessionToken(): string {
  return readBrowserCookie(SESSION_COOKIE) ?? "";
}

export function hasSessionCookie(): boolean {
  return readSessionToken() !== "";
}

/** Spec §4 logout: the session cookie goes (path / as it was set, spec §9). */
export function clearSessionCookie(): void {
  Cookies.remove(SESSION_COOKIE, { path: "/" });
}

/** Whether this browser is the broker's webview (docs/webview.md), from the loginSource cookie. */
export function readIsWebview(): boolean {
  return isWebviewLoginSource(readBrowserCookie(LOGIN_SOURCE_COOKIE));
}
