/** The realtime bench's calls, over HTTP as the web app and an analyst make them. */
import { TEST_BROKER_CODE } from "../../lib/product";
import { systemClock } from "../../lib/time/clock";
import {
  nextMonthlyExpiry,
  shortStraddleInput,
} from "../../services/catalogue/testing/catalogue-fixture";

async function post(url: string, body: unknown, token?: string) {
  const response = await fetch(url, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: Record<string, unknown>; errorMessage?: string };
  if (!response.ok) throw new Error(`${url} ${response.status}: ${json.errorMessage}`);
  return json.data;
}

/** Publishes an iron fly (two BUY hedges, two SELLs) on this month's NIFTY; its id. */
export async function publishIronFly(base: string, analystKey: string): Promise<string> {
  const expiry = nextMonthlyExpiry(3727, systemClock.now());
  const created = await post(
    `${base}/analyst/tradeboxes`,
    {
      ...shortStraddleInput("Bench Iron Fly"),
      strategy_type: "iron_condor",
      legs: [
        { expiry, type: "call", strike: 23100, side: "SELL", lots: 1 },
        { expiry, type: "put", strike: 23100, side: "SELL", lots: 1 },
        { expiry, type: "call", strike: 23500, side: "BUY", lots: 1 },
        { expiry, type: "put", strike: 22700, side: "BUY", lots: 1 },
      ],
    },
    analystKey,
  );
  const strategyId = (created.tradebox as { id: string }).id;
  await post(`${base}/analyst/tradeboxes/${strategyId}/publish`, {}, analystKey);
  return strategyId;
}

/** Logs a client in through the paper broker's login page and the bridge; the session token. */
export async function testBrokerLogin(base: string, clientId: string): Promise<string> {
  const state = `bench-state-${clientId}`;
  const back = await post(`${base}/bridge/test-broker/login`, {
    clientId,
    name: "Bench Trader",
    redirect_url: "http://localhost:3000/login/verify",
    state,
  });
  const requestToken = new URL(back.redirect_url as string).searchParams.get("request_token");
  const login = await post(`${base}/bridge/login/verify`, {
    broker: TEST_BROKER_CODE,
    request_token: requestToken,
    params: { state },
  });
  return login.token as string;
}

/** Places the tradebox and exits it, `rounds` times, one after the other. */
export async function placeAndExitRounds(
  base: string,
  token: string,
  strategyId: string,
  rounds: number,
): Promise<void> {
  for (let round = 1; round <= rounds; round += 1) {
    const placed = await post(
      `${base}/bridge/basket/place`,
      { strategy_id: strategyId, no_of_lot: 1, idempotency_key: `bench-round-${round}` },
      token,
    );
    await post(`${base}/bridge/basket/exit`, { basket_id: placed.basket_id }, token);
  }
}
