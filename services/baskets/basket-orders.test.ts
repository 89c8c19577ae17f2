import { z } from "zod";
import type { Hono } from "hono";
import { beforeAll, expect, it, vi } from "vitest";
import {
  activeStrategyWireSchema,
  basketDetailsWireSchema,
  type BasketDetailsWire,
  type UserSignalWire,
} from "../../lib/basket/user-basket-wire";
import { verifySessionToken } from "../../lib/session/session-token";
import { buildApp } from "../app";
import { createBasketEngine } from "./create-basket-engine";
import { BasketReconciler } from "./reconciling/basket-reconciler";
import { loginAs } from "../bridge/testing/test-broker-login";
import { nextMonthlyExpiry, shortStraddleInput } from "../catalogue/testing/catalogue-fixture";
import { TEST_INSTANT } from "../testing/test-clock";
import { userBaskets, userOrders } from "../db/schema";
import { indiaInstant } from "../../lib/market/india-time";
import { chargesToWire } from "../../lib/charges/charges-wire";
import { contractNoteCharges } from "../../lib/charges/contract-note";
import { executedOrdersOf } from "../../lib/charges/executed-orders";
import type { RealtimeEvent } from "../events/event-bus";
import { ManualClock } from "../../lib/time/clock";
import { describeOnEachDatabase } from "../testing/database-backends";
import { testAppDeps } from "../testing/test-app-deps";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../testing/test-config";

const ANALYST_KEY = "analyst-key-0123456789abcdef";

interface Answer<T = unknown> {
  is_success?: boolean;
  isSuccess?: boolean;
  errorMessage?: string;
  data: T;
}

describeOnEachDatabase("basket orders through the bridge", (db, database) => {
  let app: Hono;
  let deps: Awaited<ReturnType<typeof testAppDeps>>;
  let asha: string;
  let ravi: string;
  let ashaId: string;
  let ironFly: string;
  const events: RealtimeEvent[] = [];
  const clock = new ManualClock(TEST_INSTANT);

  beforeAll(async () => {
    deps = await testAppDeps(database(), {
      config: testConfig({ analystApiKey: ANALYST_KEY }),
      clock,
    });
    app = buildApp(deps);
    deps.events.subscribe((event) => events.push(event));
    const login = await loginAs(app, deps.config, deps.market, { clientId: "ASHA1", name: "Asha" });
    asha = login.token;
    const claims = await verifySessionToken(asha, deps.config.sessionSecret, deps.clock.now());
    if (claims.status !== "valid") throw new Error("login gave a bad token");
    ashaId = claims.claims.sub;
    ravi = (await loginAs(app, deps.config, deps.market, { clientId: "RAVI1", name: "Ravi" }))
      .token;
    ironFly = await publishedTradebox("Heron Iron Fly", ironFlyLegs());
  }, PGLITE_BOOT_TIMEOUT_MS);

  async function call<T = Record<string, unknown>>(
    method: string,
    path: string,
    token?: string,
    body?: unknown,
  ) {
    const response = await app.request(path, {
      method,
      headers: {
        "Content-Type": "application/json",
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return { status: response.status, body: (await response.json()) as Answer<T> };
  }

  const analyst = (path: string, body?: unknown) =>
    call<{ tradebox: { id: string } }>("POST", `/analyst${path}`, ANALYST_KEY, body);

  function ironFlyLegs() {
    const expiry = nextMonthlyExpiry(3727);
    return [
      { expiry, type: "call", strike: 23100, side: "SELL", lots: 1 },
      { expiry, type: "put", strike: 23100, side: "SELL", lots: 1 },
      { expiry, type: "call", strike: 23500, side: "BUY", lots: 1 },
      { expiry, type: "put", strike: 22700, side: "BUY", lots: 1 },
    ];
  }

  async function publishedTradebox(name: string, legs: unknown[]) {
    const created = await analyst("/tradeboxes", {
      ...shortStraddleInput(name),
      strategy_type: "iron_condor",
      risk_level: "LOW",
      legs,
    });
    expect(created.status, created.body.errorMessage).toBe(201);
    const id = created.body.data.tradebox.id;
    await analyst(`/tradeboxes/${id}/publish`);
    return id;
  }

  const place = (token: string, strategyId: string, key: string, lots = 1) =>
    call<{ basket_id: string; status: string }>("POST", "/bridge/basket/place", token, {
      strategy_id: strategyId,
      no_of_lot: lots,
      idempotency_key: key,
    });

  async function details(token: string, basketId: string) {
    const answer = await call<BasketDetailsWire>(
      "GET",
      `/user-strategy/basket/details?basket_id=${basketId}`,
      token,
    );
    return {
      ...answer,
      data: answer.status === 200 ? basketDetailsWireSchema.parse(answer.body.data) : null,
    };
  }

  it("places a basket once per key: hedges first, then TRACKING with its legs filled", async () => {
    const first = await place(asha, ironFly, "key-heron-0001", 2);
    expect(first.status, first.body.errorMessage).toBe(200);
    expect(first.body.data.status).toBe("TRACKING");
    const again = await place(asha, ironFly, "key-heron-0001", 2);
    expect(again.body.data.basket_id).toBe(first.body.data.basket_id);
    const rows = await db().select().from(userBaskets);
    expect(rows.filter((r) => r.idempotencyKey === "key-heron-0001")).toHaveLength(1);

    const { data } = await details(asha, first.body.data.basket_id);
    expect(data!.basket_info).toMatchObject({
      status: "TRACKING",
      no_of_lot: 2,
      errored_from: null,
    });
    expect(data!.signals.map((s) => [s.transaction_type, s.net_quantity])).toEqual([
      ["SELL", -130],
      ["SELL", -130],
      ["BUY", 130],
      ["BUY", 130],
    ]);
    // BUY legs were sent first: their orders are older.
    const sentAt = (side: string) =>
      data!.signals
        .filter((s) => s.transaction_type === side)
        .map((s) => s.order_snap_list[0]!.order_timestamp);
    expect(Math.max(...sentAt("BUY").map(Date.parse))).toBeLessThanOrEqual(
      Math.min(...sentAt("SELL").map(Date.parse)),
    );
    expect(data!.basket_info.required_margin).toBeGreaterThan(0);
    expect(data!.basket_info.available_margin).toBeGreaterThan(0);
    expect(data!.basket_info.fees).toBe(0); // the test broker's plan is free
  });

  it("charges the orders that traded as the trader's contract notes do, at the paper broker's ₹20 an order", async () => {
    const strategyId = await publishedTradebox("Kestrel Iron Fly", ironFlyLegs());
    const placed = await place(ravi, strategyId, "key-kestrel-0001");
    expect(placed.body.data.status, placed.body.errorMessage).toBe("TRACKING");
    const basketId = placed.body.data.basket_id;
    const chargedFor = (signals: UserSignalWire[]) =>
      contractNoteCharges(executedOrdersOf(signals), 20);

    const entered = (await details(ravi, basketId)).data!;
    expect(entered.basket_info.charges).toEqual(chargesToWire(chargedFor(entered.signals)));
    expect(entered.basket_info.charges).toMatchObject({ brokerage: 80, gst: expect.any(Number) });
    expect(entered.basket_info.charges!.stt).toBeGreaterThan(0); // two legs sold

    const exited = await call("POST", "/bridge/basket/exit", ravi, { basket_id: basketId });
    expect(exited.status, exited.body.errorMessage).toBe(200);
    const closed = (await details(ravi, basketId)).data!;
    expect(closed.basket_info.charges).toEqual(chargesToWire(chargedFor(closed.signals)));
    expect(closed.basket_info.charges!.brokerage).toBe(160);
    const history = await call("GET", "/user-strategy/strategy/history", ravi);
    const listed = z
      .array(activeStrategyWireSchema)
      .parse(history.body.data)
      .find((b) => b.id === basketId);
    expect(listed?.charges).toEqual(closed.basket_info.charges);
  });

  it("asks the broker for prices once while sending a basket and once when it is sent, each leg's news priced", async () => {
    const strategyId = await publishedTradebox("Plover Iron Fly", ironFlyLegs());
    const seen = events.length;
    const quotes = vi.spyOn(deps.paperBroker, "lastTradedPrices");
    let basketId: string;
    try {
      const placed = await place(ravi, strategyId, "key-plover-0001");
      expect(placed.body.data.status, placed.body.errorMessage).toBe("TRACKING");
      basketId = placed.body.data.basket_id;
      expect(quotes).toHaveBeenCalledTimes(2);
    } finally {
      quotes.mockRestore();
    }
    const legNews = events.slice(seen).filter((e) => e.type === "SignalUpdated");
    expect(legNews).toHaveLength(4);
    for (const news of legNews) expect(news.data.ltp).toEqual(expect.any(Number));
    const exited = await call("POST", "/bridge/basket/exit", ravi, { basket_id: basketId });
    expect(exited.status, exited.body.errorMessage).toBe(200);
  });

  it("quotes the margin placing a tradebox would block at the trader's broker", async () => {
    const one = await call<{
      required_margin: number;
      estimated: boolean;
      sold_legs_margin: number | null;
    }>("GET", `/user-strategy/strategy/margin?strategy_id=${ironFly}&no_of_lot=1`, ravi);
    expect(one.status, one.body.errorMessage).toBe(200);
    // The paper broker has its own margin call: the figure is its own, not an estimate.
    expect(one.body.data.estimated).toBe(false);
    expect(one.body.data.required_margin).toBeGreaterThan(0);
    // The iron fly's bought wings are a hedge: its sold straddle alone would block more.
    expect(one.body.data.sold_legs_margin).toBeGreaterThan(one.body.data.required_margin);
    const three = await call<{ required_margin: number }>(
      "GET",
      `/user-strategy/strategy/margin?strategy_id=${ironFly}&no_of_lot=3`,
      ravi,
    );
    expect(three.body.data.required_margin).toBeGreaterThan(one.body.data.required_margin);
    const bad = await call("GET", `/user-strategy/strategy/margin?strategy_id=${ironFly}`, ravi);
    expect(bad.status).toBe(400);
  });

  it("refuses a second live basket on the same tradebox under another key (409)", async () => {
    const second = await place(asha, ironFly, "key-heron-0002");
    expect(second.status).toBe(409);
    expect(second.body.errorMessage).toMatch(/already follow this tradebox/);
  });

  it("hides a basket from another trader (404) and needs a session (401)", async () => {
    const [basket] = await db().select().from(userBaskets);
    expect((await details(ravi, basket!.id)).status).toBe(404);
    expect((await details(ravi, basket!.id)).body).toMatchObject({ isSuccess: false });
    expect((await details("", basket!.id)).status).toBe(401);
    expect(
      (await call("POST", "/bridge/basket/exit", ravi, { basket_id: basket!.id })).status,
    ).toBe(404);
  });

  it("says what is wrong with a bad body (400) and an unknown tradebox (404)", async () => {
    const bad = await call("POST", "/bridge/basket/place", ravi, { strategy_id: ironFly });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toMatch(/no_of_lot/);
    const unknown = await place(ravi, "00000000-0000-4000-8000-000000000000", "key-unknown-1");
    expect(unknown.status).toBe(404);
  });

  it("turns a rejection mid-basket into ERROR, and a retry re-sends only the failed leg", async () => {
    const strategyId = await publishedTradebox("Egret Iron Fly", ironFlyLegs());
    // The two BUY hedges go first; the third order (the first SELL) is rejected.
    let sent = 0;
    const broker = deps.brokers.strikeline_broker;
    const original = broker.placeOrder.bind(broker);
    broker.placeOrder = async (session, order) => {
      sent += 1;
      if (sent === 3)
        deps.paperBroker.faults.configure({
          rejectNext: { count: 1, reason: "RMS: margin shortfall" },
        });
      return original(session, order);
    };
    const placed = await place(ravi, strategyId, "key-egret-0001");
    broker.placeOrder = original;
    expect(placed.body.data.status).toBe("ERROR");
    const errored = (await details(ravi, placed.body.data.basket_id)).data!;
    expect(errored.basket_info).toMatchObject({
      status: "ERROR",
      errored_from: "ENTERING",
      error_msg: "RMS: margin shortfall",
    });
    const rejected = errored.signals.filter((s) => s.rejected_quantity > 0);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.status).toBe("REJECTED");
    const ordersBefore = errored.signals.flatMap((s) => s.order_snap_list).length;

    // The next day the refused legs' contract has expired: a retry is refused, nothing is sent.
    const today = clock.now();
    clock.set(indiaInstant("2026-11-24", "10:00"));
    try {
      const nextDay = await loginAs(app, deps.config, deps.market, {
        clientId: "RAVI1",
        name: "Ravi",
      });
      const stale = await call("POST", "/bridge/basket/retry", nextDay.token, {
        basket_id: placed.body.data.basket_id,
      });
      expect(stale.status).toBe(409);
      expect(stale.body.errorMessage).toMatch(/^NIFTY 23100 (CE|PE) 23 Nov 2026 has expired$/);
      // The basket still reads (its expired legs block no margin), with no order added.
      const unchanged = (await details(nextDay.token, placed.body.data.basket_id)).data!;
      expect(unchanged.signals.flatMap((s) => s.order_snap_list)).toHaveLength(ordersBefore);
    } finally {
      clock.set(today);
    }

    const retried = await call<{ status: string }>("POST", "/bridge/basket/retry", ravi, {
      basket_id: placed.body.data.basket_id,
    });
    expect(retried.body.data.status).toBe("TRACKING");
    const after = (await details(ravi, placed.body.data.basket_id)).data!;
    expect(after.signals.flatMap((s) => s.order_snap_list)).toHaveLength(ordersBefore + 1);
    expect(after.signals.every((s) => s.net_quantity !== 0 && s.rejected_quantity === 0)).toBe(
      true,
    );
    expect(
      (await call("POST", "/bridge/basket/retry", ravi, { basket_id: placed.body.data.basket_id }))
        .status,
    ).toBe(409);
  });

  it("lists live baskets as active strategies and exited ones as history", async () => {
    const active = await call<unknown[]>("GET", "/user-strategy/strategy/active", asha);
    expect(active.body.is_success).toBe(true);
    const items = active.body.data.map((item) => activeStrategyWireSchema.parse(item));
    expect(items.map((i) => [i.strategy_name, i.basket_management_type])).toEqual([
      ["Heron Iron Fly", "ANALYST_MANAGED"],
    ]);
    const basketId = items[0]!.id;

    const exited = await call<{ status: string }>("POST", "/bridge/basket/exit", asha, {
      basket_id: basketId,
    });
    expect(exited.body.data.status).toBe("EXITED");
    expect(
      (await call<unknown[]>("GET", "/user-strategy/strategy/active", asha)).body.data,
    ).toEqual([]);
    const history = await call<unknown[]>("GET", "/user-strategy/strategy/history", asha);
    const closed = activeStrategyWireSchema.parse(history.body.data[0]);
    expect(closed).toMatchObject({ id: basketId, status: "EXITED", required_margin: 0 });
    expect(closed.exit_time).not.toBeNull();
    expect(closed.pnl).toBe(closed.realised_pnl);
  });

  it("adjusts a basket to the analyst's new legs: only the changed legs trade", async () => {
    const strategyId = await publishedTradebox("Ibis Iron Fly", ironFlyLegs());
    const placed = await place(asha, strategyId, "key-ibis-0001");
    const basketId = placed.body.data.basket_id;
    const legs = ironFlyLegs();
    legs[0] = { ...legs[0]!, strike: 23200 };
    await analyst(`/tradeboxes/${strategyId}/adjust`, { legs });
    const waiting = (await details(asha, basketId)).data!;
    expect(waiting.basket_info.analyst_basket_status).toBe("ADJUSTED");

    const preview = await call<{ exit_legs: { quantity: number }[]; enter_legs: unknown[] }>(
      "GET",
      `/user-strategy/basket/adjustment?basket_id=${basketId}`,
      asha,
    );
    expect(preview.body.data.exit_legs).toHaveLength(1);
    expect(preview.body.data.enter_legs).toHaveLength(1);

    const adjusted = await call<{ status: string }>("POST", "/bridge/basket/adjust", asha, {
      basket_id: basketId,
    });
    expect(adjusted.body.data.status).toBe("TRACKING");
    const after = (await details(asha, basketId)).data!;
    expect(after.basket_info.analyst_basket_status).toBe("OPEN");
    expect(after.signals.filter((s) => s.net_quantity !== 0)).toHaveLength(4);
    expect(after.signals.filter((s) => s.status === "CLOSED")).toHaveLength(1);
    expect(
      (await call("POST", "/bridge/basket/adjust", asha, { basket_id: basketId })).status,
    ).toBe(409);
  });

  it("publishes BasketUpdated and SignalUpdated to the basket's owner only", () => {
    const ravisBaskets = new Set(
      events.filter((e) => e.type === "BasketUpdated" && e.userId !== ashaId).map((e) => e.data.id),
    );
    const ashas = events.filter((e) => e.userId === ashaId);
    expect(ashas.some((e) => e.type === "SignalUpdated")).toBe(true);
    for (const event of ashas) {
      const basketId = event.type === "BasketUpdated" ? event.data.id : event.data.basket_id;
      expect(ravisBaskets.has(basketId)).toBe(false);
    }
  });

  it("settles a basket from the broker's order updates when resting orders fill", async () => {
    const strategyId = await publishedTradebox("Crane Iron Fly", ironFlyLegs());
    deps.paperBroker.faults.configure({ fillDelayMs: 30_000 });
    const placed = await place(asha, strategyId, "key-crane-0001");
    deps.paperBroker.faults.reset();
    expect(placed.body.data.status).toBe("ENTERING");
    const seen = events.length;
    clock.advance(31_000);
    await deps.paperBroker.matchRestingOrders();
    await expect
      .poll(async () => (await details(asha, placed.body.data.basket_id)).data!.basket_info.status)
      .toBe("TRACKING");
    const fresh = events.slice(seen).filter((e) => e.userId === ashaId);
    expect(fresh.filter((e) => e.type === "SignalUpdated")).not.toHaveLength(0);
    expect(fresh.some((e) => e.type === "BasketUpdated")).toBe(true);
  });

  it("refuses to place a tradebox whose legs have expired (409, the contract named), sending nothing", async () => {
    const before = clock.now();
    // The day after the legs' expiry (Mon 23 Nov 2026), before the analyst has rolled them.
    clock.set(indiaInstant("2026-11-24", "10:00"));
    try {
      const meera = await loginAs(app, deps.config, deps.market, {
        clientId: "MEERA1",
        name: "Meera",
      });
      const ordersBefore = (await db().select().from(userOrders)).length;
      const refused = await place(meera.token, ironFly, "key-expired-0001");
      expect(refused).toEqual({
        status: 409,
        body: { is_success: false, errorMessage: "NIFTY 23100 CE 23 Nov 2026 has expired" },
      });
      expect(await db().select().from(userOrders)).toHaveLength(ordersBefore);
    } finally {
      clock.set(before);
    }
  });

  it("settles a basket when a resting order fills later, and after a restart", async () => {
    const strategyId = await publishedTradebox("Stork Iron Fly", ironFlyLegs());
    deps.paperBroker.faults.configure({ fillDelayMs: 60_000 });
    const placed = await place(ravi, strategyId, "key-stork-0001");
    expect(placed.body.data.status).toBe("ENTERING");
    const basketId = placed.body.data.basket_id;
    const pending = (await details(ravi, basketId)).data!;
    expect(pending.signals.every((s) => s.pending_quantity === 65)).toBe(true);

    // The running engine stops listening (the process went down); the fills happen meanwhile.
    deps.baskets.stop();
    deps.paperBroker.faults.reset();
    clock.advance(61_000);
    await deps.paperBroker.matchRestingOrders();
    expect((await details(ravi, basketId)).data!.basket_info.status).toBe("ENTERING");

    const restarted = createBasketEngine({
      db: db(),
      brokers: deps.brokers,
      brokerSessions: deps.brokerSessions,
      events: deps.events,
      logger: deps.logger,
      market: deps.market,
    });
    const seen = events.length;
    expect(await new BasketReconciler(restarted).runOnce()).toBe(1);
    const settled = (await details(ravi, basketId)).data!;
    expect(settled.basket_info.status).toBe("TRACKING");
    expect(settled.signals.every((s) => s.pending_quantity === 0)).toBe(true);
    expect(
      events.slice(seen).some((e) => e.type === "SignalUpdated" && e.data.basket_id === basketId),
    ).toBe(true);
    restarted.stop();
  });
});
