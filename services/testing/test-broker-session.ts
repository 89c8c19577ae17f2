import { randomUUID } from "node:crypto";
import { TEST_BROKER_CODE } from "../../lib/product";

export interface TestBrokerTrader {
  clientId: string;
  name?: string;
}

/**
 * A trader's session token from running services, over HTTP as the login pages get it: the test
 * broker's login server, then the bridge's verify. The user then exists and every service call
 * with the token succeeds. For the journeys and the benches.
 */
export async function testBrokerSessionToken(
  urls: { services: string; web: string },
  trader: TestBrokerTrader,
): Promise<string> {
  const state = `state-${trader.clientId}-${randomUUID()}`;
  const submitted = (await postJson(`${urls.services}/bridge/test-broker/login`, {
    clientId: trader.clientId,
    name: trader.name ?? "Test Trader",
    redirect_url: `${urls.web}/login/verify?broker=${TEST_BROKER_CODE}`,
    state,
  })) as { data: { redirect_url: string } };
  const back = new URL(submitted.data.redirect_url);
  const verified = (await postJson(`${urls.services}/bridge/login/verify`, {
    broker: TEST_BROKER_CODE,
    request_token: back.searchParams.get("request_token"),
    params: { state },
  })) as { data: { token: string } };
  return verified.data.token;
}

async function postJson(url: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}
