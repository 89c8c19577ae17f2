import type { Hono } from "hono";
import { beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ManualClock } from "../../../lib/time/clock";
import { buildApp } from "../../app";
import type { BrokerOrder } from "../../brokers/broker";
import { nextMonthlyExpiry } from "../../catalogue/testing/catalogue-fixture";
import { userOrders, users } from "../../db/schema";
import type { RealtimeEvent } from "../../events/event-bus";
import { describeOnEachDatabase } from "../../testing/database-backends";
import { testAppDeps } from "../../testing/test-app-deps";
import { TEST_INSTANT } from "../../testing/test-clock";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../../testing/test-config";
import { basketCalls, ironFlyLegs } from "../testing/basket-calls";

const ANALYST_KEY = "analyst-key-0123456789abcdef";
const NIFTY = 3727;

describeOnEachDatabase("a broker's news of an order already final", (db, database) => {
  let deps: Awaited<ReturnType<typeof testAppDeps>>;
  let calls: ReturnType<typeof basketCalls>;

  beforeAll(async () => {
    deps = await testAppDeps(database(), {
      config: testConfig({ analystApiKey: ANALYST_KEY }),
      clock: new ManualClock(TEST_INSTANT),
    });
    const app: Hono = buildApp(deps);
    calls = basketCalls((path, init) => app.request(path, init), ANALYST_KEY);
  }, PGLITE_BOOT_TIMEOUT_MS);

  it("is told again by the broker (an update repeated, a late OPEN): nothing changes, nothing is published", async () => {
    const token = await calls.logIn("ECHO1");
    const strategyId = await calls.publishTradebox(
      "Echo Iron Fly",
      NIFTY,
      ironFlyLegs(nextMonthlyExpiry(NIFTY)),
    );
    const placed = await calls.place(token, strategyId, "key-echo-0001");
    expect(placed.body.data?.status, placed.body.errorMessage).toBe("TRACKING");
    const [trader] = await db().select().from(users).where(eq(users.clientId, "ECHO1"));
    const before = await db()
      .select()
      .from(userOrders)
      .where(eq(userOrders.basketId, placed.body.data!.basket_id));
    expect(before.every((order) => order.status === "COMPLETE")).toBe(true);

    const heard: RealtimeEvent[] = [];
    const unsubscribe = deps.events.subscribe((event) => void heard.push(event));
    try {
      for (const order of before) {
        const told: BrokerOrder = {
          orderId: order.brokerOrderId!,
          idempotencyKey: order.idempotencyKey,
          clientId: "ECHO1",
          instrumentToken: order.instrumentToken,
          transactionType: order.transactionType,
          product: "NRML",
          orderType: "MARKET",
          quantity: order.quantity,
          limitPrice: null,
          status: "COMPLETE",
          filledQuantity: order.filledQuantity,
          averagePrice: order.averagePricePaise,
          statusMessage: null,
          placedAt: order.createdAt,
          updatedAt: new Date(order.updatedAt.getTime() + 60_000),
        };
        // The same fill told twice, and an OPEN that arrives after it.
        await deps.baskets.onBrokerOrder(trader!, told);
        await deps.baskets.onBrokerOrder(trader!, { ...told, status: "OPEN", filledQuantity: 0 });
      }
    } finally {
      unsubscribe();
    }
    expect(heard).toEqual([]);
    const after = await db()
      .select()
      .from(userOrders)
      .where(eq(userOrders.basketId, placed.body.data!.basket_id));
    expect(after).toEqual(before);
  });
});
