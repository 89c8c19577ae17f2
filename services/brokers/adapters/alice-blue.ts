import type { Broker, TokenExchangeRequest } from "../broker";
import type { BrokerCredentials } from "../broker-credentials";
import { JSON_HEADERS, type BrokerRequest } from "./broker-request";
import { sha256Hex } from "./checksum";
import { catalogueRecord, createHandOffBroker } from "./hand-off-broker";
import { requireConfigured } from "./not-available";
import { requireRedirectParam } from "./redirect-params";

// Alice Blue ANT API v2: v2api.aliceblueonline.com (Authentication, Vendors).
const CODE = "aliceblue";
const NAME = catalogueRecord(CODE).name;

/** REST base of the v2 ("open-api") calls. */
export const ALICE_BLUE_API = "https://a3.aliceblueonline.com";

type Credentials = BrokerCredentials["aliceblue"];

/**
 * Alice Blue: `loginUrl` is `ant.aliceblueonline.com/?appcode=<app code>`. The redirect URL is
 * the one registered with the app in Alice Blue's developer portal and there is no state
 * parameter, so neither `redirectUrl` nor `state` travel in the URL.
 */
export function createAliceBlueBroker(credentials: Credentials): Broker {
  return createHandOffBroker({
    code: CODE,
    apiKey: credentials.appCode,
    apiKeyEnv: "ALICEBLUE_APP_CODE",
    params: (appCode) => ({ appcode: appCode }),
  });
}

/** The redirect's `authCode` (the one-time token) and `userId` (the trader's Alice Blue id). */
export function aliceBlueTokenRequest(query: URLSearchParams): TokenExchangeRequest {
  return {
    requestToken: requireRedirectParam(query, ["authCode"], NAME),
    params: { userId: requireRedirectParam(query, ["userId"], NAME) },
  };
}

/** The token exchange's checkSum: SHA-256 hex of userId + authCode + apiSecret (Alice Blue docs). */
export function aliceBlueChecksum(userId: string, authCode: string, apiSecret: string): string {
  return sha256Hex(userId, authCode, apiSecret);
}

/** `POST /open-api/od/v1/vendor/getUserDetails {checkSum}` → `{stat: "Ok", clientId, userSession}`. */
export function aliceBlueSessionRequest(
  login: { userId: string; authCode: string },
  credentials: Credentials,
): BrokerRequest {
  const apiSecret = requireConfigured(credentials.apiSecret, NAME, "ALICEBLUE_API_SECRET");
  return {
    method: "POST",
    url: `${ALICE_BLUE_API}/open-api/od/v1/vendor/getUserDetails`,
    headers: JSON_HEADERS,
    body: { checkSum: aliceBlueChecksum(login.userId, login.authCode, apiSecret) },
  };
}
