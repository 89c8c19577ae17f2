import type { Broker, TokenExchangeRequest } from "../broker";
import type { BrokerCredentials } from "../broker-credentials";
import { JSON_HEADERS, type BrokerRequest } from "./broker-request";
import { sha256Hex } from "./checksum";
import { catalogueRecord, createHandOffBroker } from "./hand-off-broker";
import { requireConfigured } from "./not-available";
import { requireRedirectParam } from "./redirect-params";

// IIFL Capital's Markets' APIs: developers.iiflcapital.com/apidocs (User → Login Flow).
const CODE = "iifl_capital";
const NAME = catalogueRecord(CODE).name;

/** REST base of every IIFL Capital call after the login. */
export const IIFL_CAPITAL_API = "https://api.iiflcapital.com/v1";

type Credentials = BrokerCredentials["iifl_capital"];

/**
 * IIFL Capital: `loginUrl` is `markets.iiflcapital.com/?v=1&appkey=<key>&redirecturl=<url>`
 * (the docs' optional dynamic redirect; without it IIFL uses the app's registered one). IIFL has
 * no state parameter, so `state` does not travel: keep it in the browser session.
 */
export function createIiflCapitalBroker(credentials: Credentials): Broker {
  return createHandOffBroker({
    code: CODE,
    apiKey: credentials.appKey,
    apiKeyEnv: "IIFL_CAPITAL_APP_KEY",
    params: (appKey, { redirectUrl }) => ({ appkey: appKey, redirecturl: redirectUrl }),
  });
}

/** The redirect's `authCode` (the one-time token) and `clientId` (the trader's client code). */
export function iiflCapitalTokenRequest(query: URLSearchParams): TokenExchangeRequest {
  return {
    requestToken: requireRedirectParam(query, ["authCode"], NAME),
    params: { clientId: requireRedirectParam(query, ["clientId"], NAME) },
  };
}

/** The token exchange's checkSum: SHA-256 hex of clientId + authCode + appSecret (IIFL docs). */
export function iiflCapitalChecksum(clientId: string, authCode: string, appSecret: string): string {
  return sha256Hex(clientId, authCode, appSecret);
}

/** `POST /getusersession {checkSum}`, answered with `{status: "Ok", userSession}` (a JWT). */
export function iiflCapitalSessionRequest(
  login: { clientId: string; authCode: string },
  credentials: Credentials,
): BrokerRequest {
  const appSecret = requireConfigured(credentials.appSecret, NAME, "IIFL_CAPITAL_APP_SECRET");
  return {
    method: "POST",
    url: `${IIFL_CAPITAL_API}/getusersession`,
    headers: JSON_HEADERS,
    body: { checkSum: iiflCapitalChecksum(login.clientId, login.authCode, appSecret) },
  };
}
