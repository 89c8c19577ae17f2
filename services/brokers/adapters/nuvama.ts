import type { Broker, TokenExchangeRequest } from "../broker";
import type { BrokerCredentials } from "../broker-credentials";
import { catalogueRecord, createHandOffBroker } from "./hand-off-broker";
import { requireRedirectParam } from "./redirect-params";

const CODE = "nuvama";
const NAME = catalogueRecord(CODE).name;

/**
 * Nuvama: `loginUrl` is `nuvamawealth.com/api-connect/login?api_key=<key>`. The redirect goes to
 * the URL registered with the app in Nuvama's app console, and there is no state parameter, so
 * neither `redirectUrl` nor `state` travel in the URL.
 */
export function createNuvamaBroker(credentials: BrokerCredentials["nuvama"]): Broker {
  return createHandOffBroker({
    code: CODE,
    apiKey: credentials.apiKey,
    apiKeyEnv: "NUVAMA_API_KEY",
    params: (apiKey) => ({ api_key: apiKey }),
  });
}

/**
 * The redirect's one-time request id. Nuvama's public pages do not name the parameter; its SDK's
 * users read it as `requestId`, `reqId` or `request_id`, so all three are accepted.
 */
export function nuvamaTokenRequest(query: URLSearchParams): TokenExchangeRequest {
  return {
    requestToken: requireRedirectParam(query, ["requestId", "reqId", "request_id"], NAME),
  };
}
