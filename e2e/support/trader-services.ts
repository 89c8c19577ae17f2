import { expect } from "@playwright/test";
import { E2E_ANALYST_API_KEY, E2E_SERVICES_URL } from "./environment";

// The services as the trader journeys drive them besides the pages: search, basket orders, and
// the analyst's adjustment.

export interface SearchHit {
  id: string;
  slug: string;
  name: string;
  status: string;
}

/**
 * A JSON call to the services (a user call with `token`; `base`, a journey's own services'
 * URL, else the suite's); a failed status throws with its body.
 */
export async function call<T>(
  path: string,
  init: RequestInit & { token?: string; base?: string } = {},
): Promise<T> {
  const { token, base, ...rest } = init;
  const response = await fetch(`${base || E2E_SERVICES_URL}${path}`, {
    ...rest,
    headers: {
      "Content-Type": "application/json",
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(rest.headers as Record<string, string> | undefined),
    },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** One lot of the tradebox placed through the bridge, as Place Order does; the basket's id. */
export async function placeOneLot(token: string, strategyId: string): Promise<string> {
  const placed = await call<{ data: { basket_id: string } }>("/bridge/basket/place", {
    method: "POST",
    token,
    body: JSON.stringify({
      strategy_id: strategyId,
      no_of_lot: 1,
      idempotency_key: `e2e-${strategyId}-${Date.now()}-${Math.random()}`,
    }),
  });
  return placed.data.basket_id;
}

/** Exits the trader's basket through the bridge, and waits until their History lists it. */
export async function exitIntoHistory(token: string, basketId: string): Promise<void> {
  await call("/bridge/basket/exit", {
    method: "POST",
    token,
    body: JSON.stringify({ basket_id: basketId }),
  });
  await expect
    .poll(
      async () =>
        (
          await call<{ data: { id: string }[] }>("/user-strategy/strategy/history", { token })
        ).data.map((item) => item.id),
      { timeout: 30_000 },
    )
    .toContain(basketId);
}

interface TemplateSignal {
  expiry_date: string;
  ins_type: "call" | "put" | "fut";
  strike_price: number | null;
  transaction_type: "BUY" | "SELL";
  quantity: number;
}

/**
 * The analyst moves the first sold option leg 100 points further out, or on past the strikes
 * other legs hold (the first option leg, in a basket that sells none): a new basket, ADJUSTED,
 * with a leg to exit and one to enter. Returns the moved leg's strike before and after.
 */
export async function analystAdjusts(strategyId: string): Promise<{ from: number; to: number }> {
  const analyst = { Authorization: `Bearer ${E2E_ANALYST_API_KEY}` };
  const current = await call<{ data: { template: { signals: TemplateSignal[] } } }>(
    `/analyst/tradeboxes/${strategyId}`,
    { headers: analyst },
  );
  const { signals } = current.data.template;
  const options = signals.filter((signal) => signal.strike_price !== null);
  const target = options.find((signal) => signal.transaction_type === "SELL") ?? options[0];
  const from = target?.strike_price;
  if (!target || from === null || from === undefined) {
    throw new Error(`tradebox ${strategyId} has no option leg to move`);
  }
  // Past the other legs' strikes: the new strike is news on the page, and a leg never lands on
  // another's contract (the analyst API refuses that; a retried journey adjusts again).
  const step = target.ins_type === "put" ? -100 : 100;
  const held = new Set(options.filter((s) => s !== target).map((s) => s.strike_price));
  let to = from + step;
  while (held.has(to)) to += step;
  const legs = signals.map((signal) => {
    const leg = {
      expiry: signal.expiry_date.slice(0, 10),
      type: signal.ins_type,
      side: signal.transaction_type,
      lots: signal.quantity,
      ...(signal.ins_type === "fut" ? {} : { strike: signal.strike_price }),
    };
    return signal === target ? { ...leg, strike: to } : leg;
  });
  await call(`/analyst/tradeboxes/${strategyId}/adjust`, {
    method: "POST",
    headers: analyst,
    body: JSON.stringify({ legs }),
  });
  return { from, to };
}

/** Whether a tradebox's legs both buy and sell: a hedge, whose margin benefit Place Order shows. */
export async function isHedged(sid: string): Promise<boolean> {
  const profile = await call<{ data: { template: { signals: TemplateSignal[] } } }>(
    `/user-strategy/strategy/profile?sid=${encodeURIComponent(sid)}`,
  );
  const sides = new Set(profile.data.template.signals.map((signal) => signal.transaction_type));
  return sides.size === 2;
}

/** A client id of its own for each run, so reruns against the same services never collide. */
export const clientId = (prefix: string) => `${prefix}${Date.now() % 1_000_000}`;

/** Sets (or, with null, clears) the paper broker's fault drill through the analyst API. */
export async function drill(faults: Record<string, unknown> | null): Promise<void> {
  const response = await fetch(`${E2E_SERVICES_URL}/analyst/test-broker/faults`, {
    method: faults ? "PUT" : "DELETE",
    headers: {
      Authorization: `Bearer ${E2E_ANALYST_API_KEY}`,
      "Content-Type": "application/json",
    },
    body: faults ? JSON.stringify(faults) : undefined,
  });
  if (!response.ok) throw new Error(`fault drill: ${response.status} ${await response.text()}`);
}
