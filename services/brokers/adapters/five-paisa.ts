import type { Broker, TokenExchangeRequest } from "../broker";
import type { BrokerCredentials } from "../broker-credentials";
import { JSON_HEADERS, type BrokerRequest } from "./broker-request";
import { catalogueRecord, createHandOffBroker } from "./hand-off-broker";
import { requireConfigured } from "./not-available";
import { definedParams, redirectParam, requireRedirectParam } from "./redirect-params";

// 5paisa Xtream Open APIs: xstream.5paisa.com/dev-docs (OAuth Login, Access Token).
const CODE = "5paisa";
const NAME = catalogueRecord(CODE).name;

/** REST base of the access-token call and every call after it. */
export const FIVE_PAISA_API = "https://Openapi.5paisa.com/VendorsAPI/Service1.svc";

type Credentials = BrokerCredentials["5paisa"];

/**
 * 5paisa: `loginUrl` is `…/WebVendorLogin/VLogin/Index?VendorKey=&ResponseURL=&State=`; 5paisa
 * sends the trader back to ResponseURL with `RequestToken` (valid 60 minutes) and the state.
 */
export function createFivePaisaBroker(credentials: Credentials): Broker {
  return createHandOffBroker({
    code: CODE,
    apiKey: credentials.vendorKey,
    apiKeyEnv: "FIVEPAISA_VENDOR_KEY",
    params: (vendorKey, { redirectUrl, state }) => ({
      VendorKey: vendorKey,
      ResponseURL: redirectUrl,
      State: state,
    }),
  });
}

/** The redirect's `RequestToken` and, when present, the state 5paisa echoes back. */
export function fivePaisaTokenRequest(query: URLSearchParams): TokenExchangeRequest {
  return {
    requestToken: requireRedirectParam(query, ["RequestToken"], NAME),
    params: definedParams({ state: redirectParam(query, ["state", "State"]) }),
  };
}

/** `POST /GetAccessToken {head: {Key}, body: {RequestToken, EncryKey, UserId}}` (5paisa docs). */
export function fivePaisaAccessTokenRequest(
  requestToken: string,
  credentials: Credentials,
): BrokerRequest {
  return {
    method: "POST",
    url: `${FIVE_PAISA_API}/GetAccessToken`,
    headers: JSON_HEADERS,
    body: {
      head: { Key: requireConfigured(credentials.vendorKey, NAME, "FIVEPAISA_VENDOR_KEY") },
      body: {
        RequestToken: requestToken,
        EncryKey: requireConfigured(credentials.encryptionKey, NAME, "FIVEPAISA_ENCRYPTION_KEY"),
        UserId: requireConfigured(credentials.userId, NAME, "FIVEPAISA_USER_ID"),
      },
    },
  };
}
