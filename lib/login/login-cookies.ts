import { SESSION_COOKIE, SESSION_LIFETIME_SECONDS } from "../product";

/** The attributes this app sets cookies with (the subset Next's and js-cookie's options share). */
export interface CookieAttributes {
  path: string;
  maxAge: number;
  secure: boolean;
  httpOnly: boolean;
  sameSite: "lax";
}

/** Spec §3: a login can be locked to one broker by this cookie (set by the broker's app host). */
export const BROKER_COOKIE = "broker";

/** The login attempt's random state (CSRF): only the browser that started a login can finish it. */
export const LOGIN_STATE_COOKIE = "loginState";
/** Long enough to sign in at a broker, short enough that a stale attempt cannot be replayed. */
export const LOGIN_STATE_LIFETIME_SECONDS = 600;

/**
 * Spec §9: the session cookie lives 43200 s, secure, path /. Not httpOnly: the spec's logged-in
 * state is whether the cookie exists, polled by the page every second. Browsers keep Secure
 * cookies on http://localhost too, so development needs no exception.
 */
export const SESSION_COOKIE_ATTRIBUTES: CookieAttributes = {
  path: "/",
  maxAge: SESSION_LIFETIME_SECONDS,
  secure: true,
  httpOnly: false,
  sameSite: "lax",
};

/** The hand-off's values (bridgeJWT, loginSource, bridgeOrders, redirectUrl): as long as a session. */
export const HAND_OFF_COOKIE_ATTRIBUTES: CookieAttributes = SESSION_COOKIE_ATTRIBUTES;

export const LOGIN_STATE_COOKIE_ATTRIBUTES: CookieAttributes = {
  path: "/",
  maxAge: LOGIN_STATE_LIFETIME_SECONDS,
  secure: true,
  httpOnly: true,
  sameSite: "lax",
};

/** A cookie a login step sets (a value) or removes (null). */
export interface CookieWrite {
  name: string;
  value: string | null;
  attributes: CookieAttributes;
}

export function sessionCookieWrite(token: string, expiresInSeconds: number): CookieWrite {
  // The bridge's own lifetime wins when it is shorter; never longer than the spec's.
  const maxAge = Math.min(expiresInSeconds, SESSION_LIFETIME_SECONDS);
  return {
    name: SESSION_COOKIE,
    value: token,
    attributes: { ...SESSION_COOKIE_ATTRIBUTES, maxAge },
  };
}
