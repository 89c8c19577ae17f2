import { matchRoute } from "@/lib/routing/routes";

export interface SupportContext {
  pathname: string;
  loggedIn: boolean;
  webview: boolean;
  /** The profile's client id; "" when it could not be loaded. Undefined while loading. */
  clientId: string | undefined;
}

/**
 * Spec §2 screen 11: the chat widget belongs to nav pages only (routes flagged showNav; the root
 * is one of them in the route table).
 */
export function isSupportPage(pathname: string): boolean {
  return matchRoute(pathname)?.route.showNav ?? false;
}

/**
 * Spec §2: the floating Contact Support button shows on nav pages when logged in, not in the
 * webview, and the client id is empty. An empty client id means the profile did not load, so
 * the account menu cannot name the trader; the button is then their way to support. While the
 * profile is loading it stays hidden, so it never flashes on a normal page load.
 */
export function showsFloatingSupport(ctx: SupportContext): boolean {
  return isSupportPage(ctx.pathname) && ctx.loggedIn && !ctx.webview && ctx.clientId === "";
}
