/**
 * Time from an order fill at the paper broker to the SignalUpdated message at the trader's
 * socket, with 1,000 sockets connected (999 other traders and the trader's own). The services run
 * as `npm run up` runs them (in-memory PGlite, in-process event bus, real HTTP and WebSocket).
 * Each round places an iron fly (4 legs) and exits it, so every round gives 8 fills.
 * Prints figures; asserts nothing. Run: `npx tsx bench/order-fill-to-socket.bench.ts`.
 */
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { TEST_BROKER_CODE } from "../lib/product";
import { signSessionToken } from "../lib/session/session-token";
import {
  nextMonthlyExpiry,
  shortStraddleInput,
} from "../services/catalogue/testing/catalogue-fixture";
import { TEST_INSTANT } from "../services/testing/test-clock";
import { ManualClock } from "../lib/time/clock";
import { parseConfig } from "../services/config";
import { brokerSessions } from "../services/db/schema";
import type { Logger } from "../services/logger";
import { startServices } from "../services/server";

const SOCKETS = 1_000;
const ROUNDS = 25;
const SECRET = "bench-session-secret-long-enough-for-hs256";
const ANALYST_KEY = "bench-analyst-key-0123456789";

const quiet: Logger = { info() {}, warn() {}, error: console.error };

async function main() {
  const config = parseConfig({
    PORT: "0",
    PGLITE_DATA_DIR: "memory://",
    SESSION_SECRET: SECRET,
    ANALYST_API_KEY: ANALYST_KEY,
  });
  // The fixture's market session, so the contracts traded are listed whatever today is.
  const services = await startServices(config, quiet, { clock: new ManualClock(TEST_INSTANT) });
  const { url } = services;
  const post = async (path: string, body: unknown, token?: string) => {
    const response = await fetch(`${url}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as {
      data: Record<string, unknown>;
      errorMessage?: string;
    };
    if (!response.ok) throw new Error(`${path} ${response.status}: ${json.errorMessage}`);
    return json.data;
  };

  // A tradebox to trade, and a trader logged in through the test broker's login server.
  const expiry = nextMonthlyExpiry(3727);
  const created = await post(
    "/analyst/tradeboxes",
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
    ANALYST_KEY,
  );
  const strategyId = (created.tradebox as { id: string }).id;
  await post(`/analyst/tradeboxes/${strategyId}/publish`, {}, ANALYST_KEY);
  const state = "bench-state-0001";
  const callback = "http://localhost:3000/login/verify";
  const back = await post("/bridge/test-broker/login", {
    clientId: "BENCH1",
    name: "Bench Trader",
    redirect_url: callback,
    state,
  });
  const requestToken = new URL(back.redirect_url as string).searchParams.get("request_token");
  const login = await post("/bridge/login/verify", {
    broker: TEST_BROKER_CODE,
    request_token: requestToken,
    params: { state },
  });
  const token = login.token as string;

  // 999 other traders' sockets, and the trader's own, all on the same realtime service.
  const wsBase = `${url.replace(/^http/, "ws")}/realtime?Authorization=`;
  const open = (sessionToken: string) =>
    new Promise<WebSocket>((resolve, reject) => {
      const ws = new WebSocket(`${wsBase}${encodeURIComponent(sessionToken)}`);
      ws.once("open", () => resolve(ws));
      ws.once("error", reject);
    });
  const sockets: WebSocket[] = [];
  for (let i = 1; i < SOCKETS; i += 1) {
    const other = await signSessionToken(
      { sub: `bench-user-${i}`, broker: TEST_BROKER_CODE, clientId: `OTHER${i}` },
      SECRET,
      { now: TEST_INSTANT },
    );
    sockets.push(await open(other));
  }
  const mine = await open(token);
  sockets.push(mine);
  console.log(`sockets connected: ${services.realtime.connectionCount()}`);

  // When each fill happened (the paper broker's own order update), by broker order id…
  // (the bridge's order row id is the part of the broker's idempotency key after the basket id)…
  const [stored] = await services.database.db.select().from(brokerSessions);
  const filledAt = new Map<string, number>();
  services.runtime.paperBroker.onOrderUpdate(
    { clientId: "BENCH1", accessToken: stored!.accessToken },
    (order) => {
      const rowId = order.idempotencyKey.split(":")[1]!;
      if (order.status === "COMPLETE") filledAt.set(rowId, performance.now());
    },
  );
  // …and when the socket heard of it: the first SignalUpdated listing that order as filled.
  const latencies: number[] = [];
  const heard = new Set<string>();
  mine.on("message", (raw) => {
    const at = performance.now();
    const message = JSON.parse(raw.toString()) as {
      type: string;
      data: { order_snap_list?: { id: string; status: string }[] };
    };
    if (message.type !== "SignalUpdated") return;
    for (const snap of message.data.order_snap_list ?? []) {
      const fillTime = filledAt.get(snap.id);
      if (snap.status !== "COMPLETE" || fillTime === undefined || heard.has(snap.id)) continue;
      heard.add(snap.id);
      latencies.push(at - fillTime);
    }
  });

  for (let round = 1; round <= ROUNDS; round += 1) {
    const placed = await post(
      "/bridge/basket/place",
      { strategy_id: strategyId, no_of_lot: 1, idempotency_key: `bench-round-${round}` },
      token,
    );
    await post("/bridge/basket/exit", { basket_id: placed.basket_id }, token);
  }
  await new Promise((resolve) => setTimeout(resolve, 200));

  const sorted = [...latencies].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  console.log(`fills measured: ${sorted.length} (${ROUNDS} rounds of place + exit, 4 legs)`);
  console.log(
    `fill → SignalUpdated at the socket: p50 ${at(0.5).toFixed(1)} ms, p99 ${at(0.99).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
  );

  for (const ws of sockets) ws.terminate();
  await services.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
