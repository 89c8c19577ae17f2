import { analytics } from "@/components/analytics/analytics";
import { routePath } from "@/lib/routing/routes";
import { deferToast, type DeferredToast } from "./deferred-toast";
import { clearSessionCookie } from "./session-cookie";

export interface LogOutOptions {
  /** Where to go (spec §4: /login by default). */
  to?: string;
  /** A toast to show there, e.g. 'You have been logged out' after a 401. */
  notice?: DeferredToast;
}

/** What logging out does to the browser; replaced by fakes in tests. */
export interface LogOutEffects {
  clearSession(): void;
  resetAnalytics(): void;
  /** Keep a toast for the page at `target`, shown when that page has loaded. */
  deferToast(toast: DeferredToast, target: string): void;
  /** A full page load: every bit of the trader's state in this tab (queries, caches) goes. */
  leave(path: string): void;
}

const browser: LogOutEffects = {
  clearSession: clearSessionCookie,
  resetAnalytics: () => analytics.reset(),
  deferToast: (toast, target) => deferToast(toast, target),
  leave: (path) => window.location.replace(path),
};

let leaving = false;

/**
 * Spec §4 logout: clears the session cookie, resets analytics and state, goes to /login. Once
 * per page: the 401s of other calls in flight and the cookie poll find it already under way.
 */
export function logOut(options: LogOutOptions = {}, effects: LogOutEffects = browser): void {
  if (leaving) return;
  leaving = true;
  effects.clearSession();
  effects.resetAnalytics();
  const to = options.to ?? routePath("login");
  if (options.notice) effects.deferToast(options.notice, to);
  effects.leave(to);
}

/** Tests only: a fresh page. */
export function resetLogOutForTests(): void {
  leaving = false;
}
