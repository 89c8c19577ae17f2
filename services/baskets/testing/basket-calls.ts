import { TEST_BROKER_CODE } from "../../../lib/product";
import type { FaultConfig } from "../../brokers/test-broker/faults";
import { shortStraddleInput } from "../../catalogue/testing/catalogue-fixture";

/** How a test reaches the services: an in-process app's `request`, or fetch on a live URL. */
export type Requester = (path: string, init: RequestInit) => Response | Promise<Response>;

export interface Answer<T> {
  status: number;
  body: { is_success?: boolean; errorMessage?: string; data: T };
}

/** A tradebox leg as the analyst API takes it. */
export interface LegInput {
  expiry: string;
  type: "call" | "put";
  strike: number;
  side: "BUY" | "SELL";
  lots: number;
  /** The analyst's levels for the leg, rupees (docs/exit-rules.md). */
  stop_loss?: number;
  target?: number;
}

/** The basket tests' iron fly on one expiry: two SELLs at 23100, BUY hedges at 23500 and 22700. */
export function ironFlyLegs(expiry: string): LegInput[] {
  return [
    { expiry, type: "call", strike: 23100, side: "SELL", lots: 1 },
    { expiry, type: "put", strike: 23100, side: "SELL", lots: 1 },
    { expiry, type: "call", strike: 23500, side: "BUY", lots: 1 },
    { expiry, type: "put", strike: 22700, side: "BUY", lots: 1 },
  ];
}

/**
 * The calls a trader and an analyst make around baskets, over any Requester: the basket tests
 * drive an in-process app with them, the chaos drill a live services process.
 */
export function basketCalls(request: Requester, analystKey: string) {
  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
  ): Promise<Answer<T>> {
    const response = await request(path, {
      method,
      headers: {
        "Content-Type": "application/json",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer<T>["body"] };
  }
  const ok = <T>(answer: Answer<T>): T => {
    if (answer.status >= 300) throw new Error(`${answer.status}: ${answer.body.errorMessage}`);
    return answer.body.data;
  };
  const basketAction = (action: string) => (token: string, basketId: string) =>
    call<{ basket_id: string; status: string }>("POST", `/bridge/basket/${action}`, token, {
      basket_id: basketId,
    });

  return {
    call,
    /** A test-broker login as the login page and the callback make it; the session token. */
    async logIn(clientId: string): Promise<string> {
      const state = `state-${clientId}-0001`;
      const back = ok(
        await call<{ redirect_url: string }>("POST", "/bridge/test-broker/login", undefined, {
          clientId,
          name: clientId,
          redirect_url: "http://localhost:3000/login/verify",
          state,
        }),
      );
      const requestToken = new URL(back.redirect_url).searchParams.get("request_token");
      const verified = ok(
        await call<{ token: string }>("POST", "/bridge/login/verify", undefined, {
          broker: TEST_BROKER_CODE,
          request_token: requestToken,
          params: { state },
        }),
      );
      return verified.token;
    },
    /** The analyst creates and publishes a tradebox of these legs; its id. */
    async publishTradebox(name: string, underlying: number, legs: readonly LegInput[]) {
      const created = ok(
        await call<{ tradebox: { id: string } }>("POST", "/analyst/tradeboxes", analystKey, {
          ...shortStraddleInput(name),
          strategy_type: "iron_condor",
          risk_level: "LOW",
          underlying_token: underlying,
          legs,
        }),
      );
      const id = created.tradebox.id;
      ok(await call("POST", `/analyst/tradeboxes/${id}/publish`, analystKey));
      return id;
    },
    /** The analyst moves the tradebox to these legs. */
    async adjustTradebox(strategyId: string, legs: readonly LegInput[]) {
      ok(await call("POST", `/analyst/tradeboxes/${strategyId}/adjust`, analystKey, { legs }));
    },
    async setFaults(faults: FaultConfig) {
      ok(await call("PUT", "/analyst/test-broker/faults", analystKey, faults));
    },
    place: (token: string, strategyId: string, key: string, lots = 1) =>
      call<{ basket_id: string; status: string }>("POST", "/bridge/basket/place", token, {
        strategy_id: strategyId,
        no_of_lot: lots,
        idempotency_key: key,
      }),
    /** The trader's exit rules on a basket (PUT /basket/exit-rules). */
    setExitRules: (token: string, basketId: string, rules: Record<string, unknown>) =>
      call("PUT", "/bridge/basket/exit-rules", token, { basket_id: basketId, rules }),
    retry: basketAction("retry"),
    exit: basketAction("exit"),
    adjust: basketAction("adjust"),
  };
}
