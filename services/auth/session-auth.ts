import {
  signSessionToken,
  verifySessionToken,
  type SessionCheck,
  type SessionClaims,
} from "../../lib/session/session-token";
import type { Clock } from "../../lib/time/clock";

/**
 * What the services sign and check session tokens with: the secret, and the process's clock, so
 * that a token is issued and judged on the same time (a test's stated instant, or real time).
 */
export interface SessionAuth {
  secret: string;
  clock: Clock;
}

export function checkSession(auth: SessionAuth, token: string | undefined): Promise<SessionCheck> {
  return verifySessionToken(token, auth.secret, auth.clock.now());
}

export function issueSession(auth: SessionAuth, claims: SessionClaims): Promise<string> {
  return signSessionToken(claims, auth.secret, { now: auth.clock.now() });
}
