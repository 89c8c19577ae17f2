import type { BrokerCode } from "../../lib/brokers";
import { aliceBlueTokenRequest } from "../brokers/adapters/alice-blue/alice-blue";
import { fivePaisaTokenRequest } from "../brokers/adapters/five-paisa/five-paisa";
import { hdfcSkyTokenRequest } from "../brokers/adapters/hdfc-sky/hdfc-sky";
import { iiflCapitalTokenRequest } from "../brokers/adapters/iifl-capital/iifl-capital";
import { nuvamaTokenRequest } from "../brokers/adapters/nuvama/nuvama";
import type { TokenExchangeRequest } from "../brokers/broker";

type RedirectReader = (query: URLSearchParams) => TokenExchangeRequest;

/**
 * Where each real broker's redirect carries its one-time token and the trader's id: every broker
 * names them its own way (authCode and userId, RequestToken, a request id), and the web app's
 * callback passes the whole query on. The test broker's redirect is already in our terms.
 */
const REDIRECT_READERS: Partial<Record<BrokerCode, RedirectReader>> = {
  iifl_capital: iiflCapitalTokenRequest,
  aliceblue: aliceBlueTokenRequest,
  "5paisa": fivePaisaTokenRequest,
  hdfc_sky: (query) => hdfcSkyTokenRequest(query, "hdfc_sky"),
  hdfc_sky_strategy: (query) => hdfcSkyTokenRequest(query, "hdfc_sky_strategy"),
  nuvama: nuvamaTokenRequest,
};

/** The token exchange a broker's redirect asks for, read the broker's own way. */
export function tokenExchangeOf(
  broker: BrokerCode,
  requestToken: string,
  params: Readonly<Record<string, string>> = {},
): TokenExchangeRequest {
  const reader = REDIRECT_READERS[broker];
  if (!reader) return { requestToken, params };
  const query = new URLSearchParams(params);
  if (requestToken) query.set("request_token", requestToken);
  return reader(query);
}
