import { afterAll, beforeAll, expect, it } from "vitest";
import { TEST_BROKER_CODE } from "../../lib/product";
import { nextMonthlyExpiry, shortStraddleInput } from "../catalogue/testing/catalogue-fixture";
import { TEST_INSTANT } from "../testing/test-clock";
import { ManualClock } from "../../lib/time/clock";
import { describeOnEachDatabaseConfig } from "../testing/database-backends";
import { recordingLogger } from "../testing/recording-logger";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../testing/test-config";
import { connectOpen, until, type OpenSocket } from "../testing/ws-client";
import { startServices, type RunningServices } from "../server";

const ANALYST_KEY = "analyst-key-0123456789abcdef";

describeOnEachDatabaseConfig("basket events over real sockets", (database) => {
  let services: RunningServices;
  const sockets: OpenSocket[] = [];

  beforeAll(async () => {
    services = await startServices(
      testConfig({ port: 0, analystApiKey: ANALYST_KEY, database: database() }),
      recordingLogger(),
      // The fixture's session: its expiries and strikes are listed then, whatever today is.
      { clock: new ManualClock(TEST_INSTANT) },
    );
  }, PGLITE_BOOT_TIMEOUT_MS);
  afterAll(async () => {
    for (const socket of sockets) socket.ws.terminate();
    await services.stop();
  });

  async function post(path: string, body: unknown, token?: string) {
    const response = await fetch(`${services.url}${path}`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    const json = (await response.json()) as { data: Record<string, unknown> };
    expect(response.ok, JSON.stringify(json)).toBe(true);
    return json.data;
  }

  async function get(path: string, token: string) {
    const response = await fetch(`${services.url}${path}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const json = (await response.json()) as { data: Record<string, unknown> };
    expect(response.ok, JSON.stringify(json)).toBe(true);
    return json.data;
  }

  /** The analyst creates and publishes a tradebox of these legs; its id. */
  async function publishedTradebox(name: string, legs: readonly Record<string, unknown>[]) {
    const created = await post(
      "/analyst/tradeboxes",
      { ...shortStraddleInput(name), legs },
      ANALYST_KEY,
    );
    const strategyId = (created.tradebox as { id: string }).id;
    await post(`/analyst/tradeboxes/${strategyId}/publish`, {}, ANALYST_KEY);
    return strategyId;
  }

  /** The trader places one lot of the tradebox; the basket's id. */
  async function placeOneLot(strategyId: string, idempotencyKey: string, token: string) {
    const placed = await post(
      "/bridge/basket/place",
      { strategy_id: strategyId, no_of_lot: 1, idempotency_key: idempotencyKey },
      token,
    );
    return placed.basket_id as string;
  }

  async function logIn(clientId: string) {
    const state = `state-${clientId}-0001`;
    const back = await post("/bridge/test-broker/login", {
      clientId,
      name: clientId,
      redirect_url: "http://localhost:3000/login/verify",
      state,
    });
    const requestToken = new URL(back.redirect_url as string).searchParams.get("request_token");
    const verified = await post("/bridge/login/verify", {
      broker: TEST_BROKER_CODE,
      request_token: requestToken,
      params: { state },
    });
    return verified.token as string;
  }

  async function socketOf(token: string) {
    const socket = await connectOpen(
      `${services.url.replace(/^http/, "ws")}/realtime?Authorization=${encodeURIComponent(token)}`,
    );
    sockets.push(socket);
    return socket;
  }

  it("tells the trader who placed the basket, on every one of their sockets, and no one else", async () => {
    const expiry = nextMonthlyExpiry(3727);
    const strategyId = await publishedTradebox("Socket Straddle", [
      { expiry, type: "call", strike: 23100, side: "SELL", lots: 1 },
      { expiry, type: "put", strike: 23100, side: "SELL", lots: 1 },
    ]);

    const asha = await logIn("SOCKA1");
    const ravi = await logIn("SOCKR1");
    const ashaPhone = await socketOf(asha);
    const ashaDesktop = await socketOf(asha);
    const raviPhone = await socketOf(ravi);

    const basketId = await placeOneLot(strategyId, "socket-key-0001", asha);
    type Message = { type: string; data: { id?: string; basket_id?: string; status?: string } };
    for (const socket of [ashaPhone, ashaDesktop]) {
      await until(() =>
        (socket.messages as Message[]).some(
          (m) => m.type === "BasketUpdated" && m.data.id === basketId,
        ),
      );
      const legs = (socket.messages as Message[]).filter(
        (m) => m.type === "SignalUpdated" && m.data.basket_id === basketId,
      );
      expect(legs.length).toBeGreaterThanOrEqual(2);
      expect(legs.at(-1)!.data.status).toBe("OPEN");
    }
    // The analyst adjusts the tradebox: the trader on it hears of the basket again.
    const before = ashaPhone.messages.length;
    await post(
      `/analyst/tradeboxes/${strategyId}/adjust`,
      {
        legs: [
          { expiry, type: "call", strike: 23200, side: "SELL", lots: 1 },
          { expiry, type: "put", strike: 23100, side: "SELL", lots: 1 },
        ],
      },
      ANALYST_KEY,
    );
    await until(() =>
      (ashaPhone.messages.slice(before) as Message[]).some(
        (m) => m.type === "BasketUpdated" && m.data.id === basketId,
      ),
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(raviPhone.messages).toEqual([]);
  });

  it("sends each leg as the broker answers it, hedges first, then the basket once the send ends", async () => {
    const expiry = nextMonthlyExpiry(3727);
    const strategyId = await publishedTradebox("Socket Iron Fly", [
      { expiry, type: "call", strike: 23100, side: "SELL", lots: 1 },
      { expiry, type: "put", strike: 23100, side: "SELL", lots: 1 },
      { expiry, type: "call", strike: 23500, side: "BUY", lots: 1 },
      { expiry, type: "put", strike: 22700, side: "BUY", lots: 1 },
    ]);
    const meera = await logIn("SOCKM1");
    const socket = await socketOf(meera);

    const basketId = await placeOneLot(strategyId, "socket-key-0002", meera);
    type Message = { type: string; data: { id: string } };
    // One BasketUpdated per leg answered, and one when the send ends.
    const basketNews = () =>
      (socket.messages as Message[]).filter((m) => m.type === "BasketUpdated").length;
    await until(() => basketNews() === 5);
    await new Promise((resolve) => setTimeout(resolve, 100));

    const details = await get(`/user-strategy/basket/details?basket_id=${basketId}`, meera);
    const legs = details.signals as { id: string; status: string; transaction_type: string }[];
    const messages = socket.messages as Message[];
    const basketUpdated = { type: "BasketUpdated", data: { id: basketId } };
    expect(messages.map((m) => m.type)).toEqual([
      ...Array<string[]>(4).fill(["SignalUpdated", "BasketUpdated"]).flat(),
      "BasketUpdated",
    ]);
    for (const news of messages.filter((m) => m.type === "BasketUpdated")) {
      expect(news).toEqual(basketUpdated);
    }
    // No leg is touched again after its answer, so its one message is the leg as it stands now.
    const sent = messages.filter((m) => m.type === "SignalUpdated").map((m) => m.data);
    expect(sent).toEqual(sent.map((leg) => legs.find((l) => l.id === leg.id)));
    expect(new Set(sent.map((leg) => leg.id)).size).toBe(4);
    expect(legs.map((l) => l.status)).toEqual(Array(4).fill("OPEN"));
    // Hedges first.
    const sides = sent.map((leg) => legs.find((l) => l.id === leg.id)!.transaction_type);
    expect(sides).toEqual(["BUY", "BUY", "SELL", "SELL"]);
  });
});
