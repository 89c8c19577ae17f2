import { BrokerError, type BrokerLogin, type TokenExchangeRequest } from "../../broker";
import type { BrokerCredentials } from "../../broker-credentials";
import type { BrokerHttp } from "../../real/broker-http";
import { JSON_HEADERS, type BrokerRequest } from "../broker-request";
import { catalogueRecord } from "../hand-off-broker";
import { requireConfigured } from "../not-available";
import { definedParams, redirectParam, requireRedirectParam } from "../redirect-params";
import { accessTokenBodySchema, envelopeSchema, FIVE_PAISA_API, PATHS } from "./wire";

const NAME = catalogueRecord("5paisa").name;

type Credentials = BrokerCredentials["5paisa"];

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
    url: `${FIVE_PAISA_API}${PATHS.accessToken}`,
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

/**
 * The RequestToken exchanged for the day's access token. The trader's ClientCode (which every
 * later body names) and ClientName come back with it; a refused exchange answers HTTP 200 with
 * empty strings and 5paisa's Message ("Token Expired.", "Server Unable to process your
 * request"), which reaches the trader as REJECTED.
 */
export async function exchangeFivePaisaToken(
  http: BrokerHttp,
  credentials: Credentials,
  request: TokenExchangeRequest,
): Promise<BrokerLogin> {
  const { body } = fivePaisaAccessTokenRequest(request.requestToken, credentials);
  const answer = await http.request({
    method: "POST",
    path: PATHS.accessToken,
    json: body,
    // The body is read below: a failed exchange is not an unreadable answer.
    schema: envelopeSchema,
    // A refused exchange is a failed login to retry, not an expired session.
    sessionExpiredStatuses: [],
  });
  const login = accessTokenBodySchema.safeParse(answer.body);
  if (!login.success || login.data.AccessToken === "" || login.data.ClientCode === "") {
    const reason = login.success ? login.data.Message : undefined;
    throw new BrokerError(
      "REJECTED",
      `${NAME} did not log you in: ${reason?.trim() || "no access token came back"}`,
    );
  }
  const { AccessToken, ClientCode, ClientName } = login.data;
  return {
    client: { clientId: ClientCode, name: ClientName || null, email: null, phone: null },
    session: { clientId: ClientCode, accessToken: AccessToken },
  };
}
