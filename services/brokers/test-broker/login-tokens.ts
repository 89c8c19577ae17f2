import { SESSION_LIFETIME_SECONDS } from "../../../lib/product";
import {
  testBrokerLoginSchema,
  type TestBrokerLogin,
} from "../../../lib/login/test-broker-credentials";
import { BrokerError, type BrokerClient, type BrokerSession } from "../broker";
import { signToken, verifyToken } from "./signed-token";

/** How long the test-broker page's request token can be exchanged: a login hand-off, not more. */
export const REQUEST_TOKEN_TTL_MS = 5 * 60_000;
/** How long a paper session lasts: the product's own session lifetime (spec §9, 12 h). */
export const ACCESS_TOKEN_TTL_MS = SESSION_LIFETIME_SECONDS * 1000;

const REQUEST = "strikeline_broker.request";
const ACCESS = "strikeline_broker.access";

// The page's form and this login server share one schema (lib/login/test-broker-credentials.ts).
export { testBrokerLoginSchema, type TestBrokerLogin };

/**
 * The request token the test-broker page hands back in its redirect: the client it names and the
 * login's `state`, HMAC-signed with the server secret, valid REQUEST_TOKEN_TTL_MS. Binding the
 * state means a token only completes the login attempt that asked for it.
 */
export function createRequestToken(
  secret: string,
  login: TestBrokerLogin,
  state: string,
  now: Date,
): string {
  const { clientId, name } = testBrokerLoginSchema.parse(login);
  const expiresAt = new Date(now.getTime() + REQUEST_TOKEN_TTL_MS);
  return signToken(secret, REQUEST, { clientId, name, state }, expiresAt);
}

/** The client a request token names, if it is genuine, unexpired and for this `state`. */
export function readRequestToken(
  secret: string,
  token: string,
  state: string | undefined,
  now: Date,
): BrokerClient {
  const claims = verifyToken(secret, REQUEST, token, now);
  if (!claims || state === undefined || claims.state !== state) {
    throw new BrokerError("INVALID_TOKEN", "Login expired or invalid: log in again");
  }
  const { clientId, name } = testBrokerLoginSchema.parse(claims);
  return { clientId, name, email: null, phone: null };
}

/** A paper session for the client, valid ACCESS_TOKEN_TTL_MS of market-clock time. */
export function issueSession(secret: string, clientId: string, now: Date): BrokerSession {
  const expiresAt = new Date(now.getTime() + ACCESS_TOKEN_TTL_MS);
  return { clientId, accessToken: signToken(secret, ACCESS, { clientId }, expiresAt) };
}

/**
 * The client id of a session whose access token this secret signed for that very client and
 * that has not expired; throws BrokerError INVALID_TOKEN otherwise. Every paper call runs it.
 */
export function verifySession(secret: string, session: BrokerSession, now: Date): string {
  const claims = verifyToken(secret, ACCESS, session.accessToken, now);
  if (!claims || claims.clientId !== session.clientId) {
    throw new BrokerError("INVALID_TOKEN", "Session expired or invalid: log in again");
  }
  return session.clientId;
}
