import type { DeviceClass } from "../breakpoints";
import type { SessionCheck } from "../session/session-token";
import { loginPathFor } from "./redirect-path";
import { desktopLocation, matchRoute } from "./routes";

export type AccessDecision =
  | { action: "continue"; clearSession: boolean }
  | { action: "redirect"; location: string; clearSession: boolean };

export interface AccessRequest {
  pathname: string;
  /** The query string with its `?`, or empty. */
  search: string;
  session: SessionCheck["status"];
  device: DeviceClass;
}

/**
 * What `proxy.ts` does with a page request, from the route table alone (spec §2):
 * - a tampered or expired session counts as logged out, and its cookie is cleared;
 * - logged in on a page with a logged-in target (`/`, `/login`) → that target;
 * - logged out on a protected page → `/login`, keeping where they were going;
 * - a mobile-only page on a tablet or desktop → its desktop target, the intent in its query.
 * Paths outside the table continue, so Next answers them (404, assets, route handlers).
 */
export function decideAccess(request: AccessRequest): AccessDecision {
  const clearSession = request.session === "invalid";
  const loggedIn = request.session === "valid";
  const match = matchRoute(request.pathname);
  if (!match) return { action: "continue", clearSession };
  const { route } = match;
  const desktop = desktopLocation(match);

  if (loggedIn && route.loggedInTarget) {
    return { action: "redirect", location: route.loggedInTarget, clearSession };
  }
  if (!loggedIn && route.access === "protected") {
    const location = loginPathFor(request.pathname + request.search);
    return { action: "redirect", location, clearSession };
  }
  if (desktop && request.device !== "mobile") {
    return { action: "redirect", location: desktop, clearSession };
  }
  return { action: "continue", clearSession };
}
