import type { UserType } from "../domain/enums";
import { REDIRECT_PARAM, safeRedirectPath } from "../routing/redirect-path";
import { matchRoute, routePath } from "../routing/routes";

/**
 * A page worth returning to after login: a same-origin path (never an open redirect) that is
 * neither a login or sign-up page (a loop) nor a page a logged-in trader is sent away from
 * (`/`, `/login`), which would skip onboarding on the way to /dashboard.
 */
export function usableRedirect(path: string | null | undefined): string | null {
  const safe = safeRedirectPath(path);
  if (!safe) return null;
  const route = matchRoute(safe.split(/[?#]/, 1)[0] ?? "")?.route;
  if (route && (route.layout === "login" || route.loggedInTarget)) return null;
  return safe;
}

/**
 * Where a login started here should come back to: the page's `redirectUrl` parameter (set by the
 * proxy for a protected page), else the page itself (spec §4: 'the current path as the redirect').
 */
export function loginRedirect(location: { pathname: string; search: string }): string | null {
  const asked = new URLSearchParams(location.search).get(REDIRECT_PARAM);
  return usableRedirect(asked) ?? usableRedirect(location.pathname + location.search);
}

/**
 * After a verified login: the saved redirect, else /onboarding for a first login (NEW_USER),
 * else /dashboard (spec §4 and the login flow of the design).
 */
export function destinationAfterLogin(
  saved: string | null | undefined,
  userType: UserType,
): string {
  const back = usableRedirect(saved);
  if (back) return back;
  return userType === "NEW_USER" ? routePath("onboarding") : routePath("dashboard");
}

/**
 * A same-host Referer as the page to return to: a plain link to /login (no redirectUrl) still
 * brings the visitor back to the page they clicked it on.
 */
export function refererRedirect(referer: string | null, host: string | null): string | null {
  if (!referer || !host) return null;
  try {
    const url = new URL(referer);
    return url.host === host ? usableRedirect(url.pathname + url.search) : null;
  } catch {
    return null;
  }
}
