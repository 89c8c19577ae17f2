import * as z from "../validation/zod";
import { brokerByCode, type BrokerCode } from "../brokers";
import type { UserType } from "../domain/enums";
import { BROKER_PARAM, REDIRECT_URL_COOKIE } from "./hand-off-form";
import {
  HAND_OFF_COOKIE_ATTRIBUTES,
  LOGIN_STATE_COOKIE,
  LOGIN_STATE_COOKIE_ATTRIBUTES,
  sessionCookieWrite,
  type CookieWrite,
} from "./login-cookies";
import { LOGIN_ERROR_KINDS, LOGIN_ERROR_PARAM, type LoginErrorKind } from "./login-errors";
import { destinationAfterLogin } from "./login-redirect";
import { sameLoginState } from "./login-state";
import type { BridgeAnswer } from "./start-login";

export interface VerifiedLogin {
  token: string;
  expiresIn: number;
  userType: UserType;
}

export interface FinishLoginDeps {
  /** The bridge's POST /login/verify. */
  verify(request: {
    broker: BrokerCode;
    requestToken: string;
    params: Record<string, string>;
  }): Promise<BridgeAnswer<VerifiedLogin>>;
}

export type FinishedLogin =
  | { ok: true; location: string; cookies: CookieWrite[] }
  | { ok: false; kind: LoginErrorKind; cookies: CookieWrite[] };

/** What the verify handler answers the 'Verifying Login' page. */
export const verifyLoginReplySchema = z.discriminatedUnion("ok", [
  z.object({ ok: z.literal(true), location: z.string() }),
  z.object({ ok: z.literal(false), kind: z.enum(LOGIN_ERROR_KINDS) }),
]);
export type VerifyLoginReply = z.infer<typeof verifyLoginReplySchema>;

/** The callback's own keys; every other query parameter is the broker's, passed to the bridge. */
const REQUEST_TOKEN_PARAM = "request_token";
const STATE_PARAM = "state";
const OWN_PARAMS = new Set([BROKER_PARAM, REQUEST_TOKEN_PARAM, STATE_PARAM, LOGIN_ERROR_PARAM]);

/**
 * /login/verify: the broker sent the trader back. The state this browser holds must be there and
 * match the echoed one (a broker that echoes none is bound by the cookie alone); it is used once.
 * Then the bridge exchanges the broker's token and the session cookie is set (spec §9).
 */
export async function finishLogin(
  input: { query: Record<string, string>; heldState: string | null; savedRedirect: string | null },
  deps: FinishLoginDeps,
): Promise<FinishedLogin> {
  const { query, heldState } = input;
  const cookies: CookieWrite[] = [
    { name: LOGIN_STATE_COOKIE, value: null, attributes: LOGIN_STATE_COOKIE_ATTRIBUTES },
  ];
  const fail = (kind: LoginErrorKind): FinishedLogin => ({ ok: false, kind, cookies });

  const broker = brokerByCode(query[BROKER_PARAM] ?? "");
  const requestToken = query[REQUEST_TOKEN_PARAM] ?? "";
  if (!requestToken && query[LOGIN_ERROR_PARAM] !== undefined) return fail("cancelled");
  const params = Object.fromEntries(Object.entries(query).filter(([key]) => !OWN_PARAMS.has(key)));
  // A real broker names its one-time token its own way (authCode, RequestToken): the bridge
  // reads it from the parameters; a redirect with neither carries no login at all.
  if (!broker || (!requestToken && Object.keys(params).length === 0)) return fail("invalid");
  const echoed = query[STATE_PARAM];
  if (!heldState || (echoed !== undefined && !sameLoginState(heldState, echoed))) {
    return fail("state");
  }

  const answer = await deps.verify({
    broker: broker.broker,
    requestToken,
    params: { ...params, [STATE_PARAM]: heldState },
  });
  if (!answer.ok) return fail(answer.kind);

  cookies.push(sessionCookieWrite(answer.value.token, answer.value.expiresIn), {
    name: REDIRECT_URL_COOKIE,
    value: null,
    attributes: HAND_OFF_COOKIE_ATTRIBUTES,
  });
  return {
    ok: true,
    location: destinationAfterLogin(input.savedRedirect, answer.value.userType),
    cookies,
  };
}
