import type { BrokerRecord } from "../brokers";
import { routePath } from "../routing/routes";
import { appHostOf, BROKER_APP_HOSTS, type BrokerAppHosts } from "./broker-app-hosts";
import { loginRedirect } from "./login-redirect";

// What the browser needs to post the form, without zod: the login button is on every public
// page's first load. The host's reading of a posted form is received-hand-off-form.ts.

/**
 * Spec §3 'Login-initiate form keys'. Each is also the name of the cookie the broker's app host
 * keeps it in (spec §3 'Cookies'), so one list names both.
 */
export const LOGIN_INITIATE_FIELDS = [
  "bridgeJWT",
  "loginSource",
  "bridgeOrders",
  "redirectUrl",
] as const;
export type LoginInitiateField = (typeof LOGIN_INITIATE_FIELDS)[number];
export type LoginInitiateForm = Record<LoginInitiateField, string>;
/** The cookie keeping where to return after login; the verify step uses it once. */
export const REDIRECT_URL_COOKIE = "redirectUrl" satisfies LoginInitiateField;

/** The login-source a form carries when the visitor's browser has none saved (our choice). */
export const DEFAULT_LOGIN_SOURCE = "web";

/** The query parameter naming the broker on the hand-off's URLs (initiate and the verify callback). */
export const BROKER_PARAM = "broker";

/**
 * The route handlers behind the hand-off: proxy.ts rewrites a POST to /login/initiate to the
 * first (a page cannot read a POST body); the 'Verifying Login' page calls the second.
 */
export const LOGIN_INITIATE_HANDLER_PATH = "/api/login/initiate";
export const LOGIN_VERIFY_HANDLER_PATH = "/api/login/verify";

/**
 * Spec §4: 'Clicking a broker auto-posts a form to that broker's app host at /login/initiate.'
 * The broker code rides in the query so a host serving several brokers (this one serves the test
 * broker) knows which login to start; the form keys stay exactly the spec's.
 */
export function loginInitiateAction(
  broker: Pick<BrokerRecord, "broker" | "appURL">,
  hosts: BrokerAppHosts = BROKER_APP_HOSTS,
): string {
  const query = new URLSearchParams({ [BROKER_PARAM]: broker.broker });
  return `${appHostOf(broker, hosts)}${routePath("loginInitiate")}?${query.toString()}`;
}

/**
 * The form's values: the bridge token, login-source and bridge orders this browser holds (as
 * cookies), and where to come back to: the `redirectUrl` parameter, else the current page.
 */
export function loginInitiateForm(
  saved: Partial<Record<LoginInitiateField, string>>,
  location: { pathname: string; search: string },
): LoginInitiateForm {
  return {
    bridgeJWT: saved.bridgeJWT ?? "",
    loginSource: saved.loginSource || DEFAULT_LOGIN_SOURCE,
    bridgeOrders: saved.bridgeOrders ?? "",
    redirectUrl: loginRedirect(location) ?? "",
  };
}
