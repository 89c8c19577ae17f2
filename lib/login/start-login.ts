import { brokerByCode, type BrokerCode } from "../brokers";
import { routePath } from "../routing/routes";
import { BROKER_PARAM, LOGIN_INITIATE_FIELDS } from "./hand-off-form";
import { loginInitiateFormSchema } from "./received-hand-off-form";
import {
  HAND_OFF_COOKIE_ATTRIBUTES,
  LOGIN_STATE_COOKIE,
  LOGIN_STATE_COOKIE_ATTRIBUTES,
  type CookieWrite,
} from "./login-cookies";
import { LOGIN_ERROR_PARAM, type LoginErrorKind } from "./login-errors";
import { createLoginState } from "./login-state";

export type BridgeAnswer<T> = { ok: true; value: T } | { ok: false; kind: LoginErrorKind };

export interface StartLoginDeps {
  /** The bridge's GET /login/url: the broker's login page for this hand-off. */
  loginUrl(request: {
    broker: BrokerCode;
    redirectUrl: string;
    state: string;
  }): Promise<BridgeAnswer<string>>;
  newState?: () => string;
}

/** What a login step answers: where the browser goes next (303) and the cookies it sets. */
export interface LoginStep {
  location: string;
  cookies: CookieWrite[];
}

/** The verify page's URL on this host, which the broker sends the trader back to. */
export function verifyCallbackUrl(origin: string, broker: BrokerCode): string {
  const query = new URLSearchParams({ [BROKER_PARAM]: broker });
  return `${origin}${routePath("loginVerify")}?${query.toString()}`;
}

/** The 'Securely Redirecting' page, telling what went wrong. */
export function initiateErrorPath(kind: LoginErrorKind, broker?: BrokerCode): string {
  const query = new URLSearchParams({ [LOGIN_ERROR_PARAM]: kind });
  if (broker) query.set(BROKER_PARAM, broker);
  return `${routePath("loginInitiate")}?${query.toString()}`;
}

/**
 * POST /login/initiate on a broker's app host: keep the posted values as cookies (an empty one
 * removes a stale cookie), bind a fresh random state to this browser, and send the trader to the
 * broker's login page with our /login/verify as the way back.
 */
export async function startLogin(
  input: { brokerCode: string | null; form: Record<string, unknown>; origin: string },
  deps: StartLoginDeps,
): Promise<LoginStep> {
  const broker = brokerByCode(input.brokerCode ?? "");
  if (!broker) return { location: initiateErrorPath("invalid"), cookies: [] };

  const form = loginInitiateFormSchema.parse(input.form);
  const state = (deps.newState ?? createLoginState)();
  const cookies: CookieWrite[] = [
    ...LOGIN_INITIATE_FIELDS.map((name) => ({
      name,
      value: form[name],
      attributes: HAND_OFF_COOKIE_ATTRIBUTES,
    })),
    { name: LOGIN_STATE_COOKIE, value: state, attributes: LOGIN_STATE_COOKIE_ATTRIBUTES },
  ];

  const answer = await deps.loginUrl({
    broker: broker.broker,
    redirectUrl: verifyCallbackUrl(input.origin, broker.broker),
    state,
  });
  if (!answer.ok) return { location: initiateErrorPath(answer.kind, broker.broker), cookies };
  // The test broker's page is relative to this host; a real broker's is absolute.
  return { location: new URL(answer.value, input.origin).toString(), cookies };
}
