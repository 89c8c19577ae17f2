import type { Hono } from "hono";
import { TEST_BROKER_CODE } from "../../../lib/product";
import type { ServerProfile } from "../../../lib/profile/server-profile";
import type { UserType } from "../../../lib/domain/enums";
import {
  testBrokerRedirect,
  testBrokerTokenRequest,
} from "../../brokers/test-broker/login-hand-off";
import { createRequestToken } from "../../brokers/test-broker/login-tokens";
import type { ServicesConfig } from "../../config";
import type { SimulatedMarket } from "../../market/simulated-market";

export const CALLBACK_URL = "http://localhost:3000/login/callback";

export interface LoginVerifyBody {
  is_success: boolean;
  errorMessage?: string;
  data: { token: string; expires_in: number; user_type: UserType; profile: ServerProfile };
}

/**
 * The body the web app's callback posts to /bridge/login/verify after the test-broker page: the
 * page's request token (createRequestToken) read back from its redirect, as the callback does.
 */
export function testBrokerVerifyBody(
  config: Pick<ServicesConfig, "paperBrokerSecret">,
  market: SimulatedMarket,
  login: { clientId: string; name: string },
  state = "state-1",
) {
  const requestToken = createRequestToken(config.paperBrokerSecret, login, state, market.now());
  const redirect = new URL(testBrokerRedirect(CALLBACK_URL, requestToken, state));
  const exchange = testBrokerTokenRequest(redirect.searchParams);
  return {
    broker: TEST_BROKER_CODE,
    request_token: exchange.requestToken,
    params: exchange.params,
  };
}

/** POST /bridge/login/verify with a JSON body (or raw text). */
export function postLoginVerify(app: Hono, body: unknown) {
  return app.request("/bridge/login/verify", {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A full test-broker login: the session token and what verify answered. */
export async function loginAs(
  app: Hono,
  config: Pick<ServicesConfig, "paperBrokerSecret">,
  market: SimulatedMarket,
  login: { clientId: string; name: string },
): Promise<LoginVerifyBody["data"]> {
  const response = await postLoginVerify(app, testBrokerVerifyBody(config, market, login));
  const body = (await response.json()) as LoginVerifyBody;
  if (response.status !== 200) throw new Error(`login ${response.status}: ${body.errorMessage}`);
  return body.data;
}
