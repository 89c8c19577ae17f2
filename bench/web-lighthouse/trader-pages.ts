// The trader's pages as a phone trader first opens them (issue #32): logged in through the paper
// (test) broker, one basket placed and tracking, so Track and the dashboard show what they would.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { SESSION_COOKIE } from "../../lib/product";
import { routePath } from "../../lib/routing/routes";
import { testBrokerSessionToken } from "../../services/testing/test-broker-session";
import type { WebApp } from "./web-app";

export interface TraderPages {
  /** The trader's session cookie. */
  cookie: { name: string; value: string };
  pages: string[];
}

const openTradeboxes = z.object({
  data: z.object({ result: z.array(z.object({ id: z.string(), status: z.string() })) }),
});
const placed = z.object({ data: z.object({ basket_id: z.string() }) });

async function postJson(url: string, token: string, body: unknown): Promise<unknown> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A trader logged in with one basket placed; the pages they open, Track's basket among them. */
export async function traderPages(app: WebApp): Promise<TraderPages> {
  const urls = { services: app.servicesUrl, web: app.webUrl };
  const token = await testBrokerSessionToken(urls, { clientId: "BENCH01", name: "Bench Trader" });
  const search = openTradeboxes.parse(
    await postJson(`${app.servicesUrl}/search/search`, token, {
      page: 1,
      search: "",
      filters: {},
      sort: [],
    }),
  );
  const open = search.data.result.find((tradebox) => tradebox.status === "OPEN");
  if (!open) throw new Error("The sample catalogue has no open tradebox to place");
  const basket = placed.parse(
    await postJson(`${app.servicesUrl}/bridge/basket/place`, token, {
      strategy_id: open.id,
      no_of_lot: 1,
      idempotency_key: `bench-web-${randomUUID()}`,
    }),
  ).data.basket_id;
  return {
    cookie: { name: SESSION_COOKIE, value: token },
    pages: [
      routePath("dashboard"),
      routePath("history"),
      routePath("track"),
      routePath("trackBasket", { basket }),
    ],
  };
}
