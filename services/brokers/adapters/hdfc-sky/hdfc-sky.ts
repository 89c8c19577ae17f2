import type { Broker, TokenExchangeRequest } from "../../broker";
import type { BrokerCredentials, BrokerEnvVar } from "../../broker-credentials";
import type { RealBrokerDeps } from "../../real/real-broker-deps";
import { JSON_HEADERS, type BrokerRequest } from "../broker-request";
import { catalogueRecord, createHandOffBroker } from "../hand-off-broker";
import { createHdfcSkyAdapter } from "./broker";
import { HDFC_SKY_API, HDFC_SKY_USER_AGENT } from "./constants";
import { requireConfigured } from "../not-available";
import { definedParams, redirectParam, requireRedirectParam } from "../redirect-params";

// HDFC Sky Open API: developer.hdfcsky.com/sky-docs (docs/brokers/hdfc-sky.md has the sources).
export { HDFC_SKY_API, HDFC_SKY_USER_AGENT };
export { hdfcSkyScripMaster, hdfcSkyStrategyScripMaster } from "./scrip-master";

type HdfcSkyCode = "hdfc_sky" | "hdfc_sky_strategy";
type Credentials = BrokerCredentials[HdfcSkyCode];

const ENV: Readonly<Record<HdfcSkyCode, { apiKey: BrokerEnvVar; apiSecret: BrokerEnvVar }>> = {
  hdfc_sky: { apiKey: "HDFC_SKY_API_KEY", apiSecret: "HDFC_SKY_API_SECRET" },
  hdfc_sky_strategy: {
    apiKey: "HDFC_SKY_STRATEGY_API_KEY",
    apiSecret: "HDFC_SKY_STRATEGY_API_SECRET",
  },
};

/** One adapter for both apps: the code and its credentials are the only difference. */
function createHdfcSky(code: HdfcSkyCode, credentials: Credentials, deps: RealBrokerDeps): Broker {
  const name = catalogueRecord(code).name;
  const handOff = createHandOffBroker({
    code,
    apiKey: credentials.apiKey,
    apiKeyEnv: ENV[code].apiKey,
    params: (apiKey, { state }) => ({ api_key: apiKey, state }),
    deps,
  });
  return createHdfcSkyAdapter(
    {
      code,
      loginUrl: (request) => handOff.loginUrl(request),
      apiKey: () => requireConfigured(credentials.apiKey, name, ENV[code].apiKey),
      apiSecret: () => requireConfigured(credentials.apiSecret, name, ENV[code].apiSecret),
    },
    deps,
  );
}

/**
 * HDFC SKY: `loginUrl` is `developer.hdfcsky.com/oapi/v1/login?api_key=<key>&state=<state>`. The
 * redirect goes to the callback registered with the app; `state` is not in HDFC's docs (third
 * parties send it), so the caller keeps its own copy too.
 */
export function createHdfcSkyBroker(
  credentials: BrokerCredentials["hdfc_sky"],
  deps: RealBrokerDeps,
): Broker {
  return createHdfcSky("hdfc_sky", credentials, deps);
}

/** HDFC SKY Strategy: HDFC SKY's adapter with its own app key and the catalogue's params. */
export function createHdfcSkyStrategyBroker(
  credentials: BrokerCredentials["hdfc_sky_strategy"],
  deps: RealBrokerDeps,
): Broker {
  return createHdfcSky("hdfc_sky_strategy", credentials, deps);
}

/**
 * Names the redirect may give the request token, the likeliest first. The docs do not name the
 * query parameter ("redirected back … with a Request Token", docs 04); they spell the token
 * `request_token` as a query parameter and `requestToken` in JSON (docs 05), and OpenAlgo's
 * callback (blueprints/brlogin.py, hdfcsky) also takes `request-token` and `code`.
 */
const REQUEST_TOKEN_PARAMS = ["request_token", "requestToken", "request-token", "code"] as const;

/** The redirect's request token, under any of its spellings, and any state. */
export function hdfcSkyTokenRequest(
  query: URLSearchParams,
  code: HdfcSkyCode = "hdfc_sky",
): TokenExchangeRequest {
  return {
    requestToken: requireRedirectParam(query, REQUEST_TOKEN_PARAMS, catalogueRecord(code).name),
    params: definedParams({ state: redirectParam(query, ["state"]) }),
  };
}

/**
 * `POST /oapi/v1/access-token?api_key=&request_token=` with `{apiSecret}` → `{accessToken}` (or
 * `access_token`, or either inside `data`: the adapter reads all four, wire.ts).
 */
export function hdfcSkyAccessTokenRequest(
  requestToken: string,
  credentials: Credentials,
  code: HdfcSkyCode = "hdfc_sky",
): BrokerRequest {
  const name = catalogueRecord(code).name;
  const url = new URL("/oapi/v1/access-token", HDFC_SKY_API);
  url.searchParams.append("api_key", requireConfigured(credentials.apiKey, name, ENV[code].apiKey));
  url.searchParams.append("request_token", requestToken);
  return {
    method: "POST",
    url: url.toString(),
    headers: { ...JSON_HEADERS, "User-Agent": HDFC_SKY_USER_AGENT },
    body: { apiSecret: requireConfigured(credentials.apiSecret, name, ENV[code].apiSecret) },
  };
}
