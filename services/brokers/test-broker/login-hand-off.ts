import { TEST_BROKER_CODE } from "../../../lib/product";
import type { TokenExchangeRequest } from "../broker";
import { assertRedirectUrl } from "../adapters/hand-off-url";
import { catalogueRecord } from "../adapters/hand-off-broker";
import { requireRedirectParam } from "../adapters/redirect-params";

const RECORD = catalogueRecord(TEST_BROKER_CODE);

/**
 * The test broker's login page in this app (the catalogue's loginURL, `/login/test-broker`), with
 * the hand-off's `redirectUrl` and `state` in its query.
 */
export function testBrokerLoginUrl(request: { redirectUrl: string; state: string }): string {
  assertRedirectUrl(request.redirectUrl);
  const query = new URLSearchParams({ redirectUrl: request.redirectUrl, state: request.state });
  return `${RECORD.loginURL}?${query.toString()}`;
}

/**
 * Where the test-broker page sends the trader once they chose a client id and name: the
 * hand-off's redirect URL with `request_token` (login-tokens.ts createRequestToken) and `state`.
 */
export function testBrokerRedirect(redirectUrl: string, requestToken: string, state: string) {
  assertRedirectUrl(redirectUrl);
  const url = new URL(redirectUrl);
  url.searchParams.set("request_token", requestToken);
  url.searchParams.set("state", state);
  return url.toString();
}

/** The redirect's `request_token` and `state`, as exchangeToken takes them. */
export function testBrokerTokenRequest(query: URLSearchParams): TokenExchangeRequest {
  return {
    requestToken: requireRedirectParam(query, ["request_token"], RECORD.name),
    params: { state: requireRedirectParam(query, ["state"], RECORD.name) },
  };
}
