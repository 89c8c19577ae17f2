import { eq } from "drizzle-orm";
import { beforeAll, expect, it } from "vitest";
import { paise } from "../../../lib/money/paise";
import { brokerByCode } from "../../../lib/brokers";
import { PRODUCT_NAME, TEST_BROKER_CODE } from "../../../lib/product";
import { ManualClock } from "../../../lib/time/clock";
import type { BrokerOrder } from "../../brokers/broker";
import type { PaperBroker } from "../../brokers/test-broker/paper-broker";
import { nextMonthlyExpiry } from "../../catalogue/testing/catalogue-fixture";
import { userOrders, users } from "../../db/schema";
import { describeOnEachDatabase } from "../../testing/database-backends";
import { TEST_INSTANT } from "../../testing/test-clock";
import { PGLITE_BOOT_TIMEOUT_MS } from "../../testing/test-config";
import { placeBasket } from "../basket-actions";
import { BasketError } from "../basket-error";
import { createBasketEngine } from "../create-basket-engine";
import { ironFlyLegs } from "../testing/basket-calls";
import { ANALYST_KEY, basketTestApp, type BasketTestApp } from "../testing/basket-test-app";

const NIFTY = 3727;

describeOnEachDatabase("a broker whose fill prices read 100× off", (db, database) => {
  let deps: BasketTestApp["deps"];
  let calls: BasketTestApp["calls"];
  const clock = new ManualClock(TEST_INSTANT);

  beforeAll(async () => {
    ({ deps, calls } = await basketTestApp(database(), clock));
  }, PGLITE_BOOT_TIMEOUT_MS);

  /** The paper broker, every price it reports multiplied by 100 (its unit misread). */
  function misreadingBroker(): PaperBroker {
    const paper = deps.paperBroker;
    const hundredfold = (order: BrokerOrder): BrokerOrder => ({
      ...order,
      averagePrice: order.averagePrice === null ? null : paise(order.averagePrice * 100),
    });
    return {
      ...paper,
      placeOrder: async (session, order) => hundredfold(await paper.placeOrder(session, order)),
      orderStatus: async (session, id) => hundredfold(await paper.orderStatus(session, id)),
      findOrder: async (session, order) => {
        const found = await paper.findOrder(session, order);
        return found && hundredfold(found);
      },
    };
  }

  it("keeps the price out of P&L, stops new orders through the broker, and an operator lifts it", async () => {
    await calls.logIn("UNIT1");
    await calls.logIn("UNIT2");
    const strategyId = await calls.publishTradebox(
      "Unit Iron Fly",
      NIFTY,
      ironFlyLegs(nextMonthlyExpiry(NIFTY)),
    );
    const traderOf = async (clientId: string) =>
      (await db().select().from(users).where(eq(users.clientId, clientId)))[0]!;
    const brokers = { ...deps.brokers, [TEST_BROKER_CODE]: misreadingBroker() };
    const engine = createBasketEngine({ ...deps, db: db(), brokers });
    await calls.setFaults({ dropOrderUpdates: true }); // the misread prices are all it hears
    const placeFor = async (clientId: string, key: string) =>
      placeBasket(engine, await traderOf(clientId), {
        strategy_id: strategyId,
        no_of_lot: 1,
        idempotency_key: key,
      });

    const placed = await placeFor("UNIT1", "key-unit-1");
    await calls.setFaults({});
    const orders = await db()
      .select()
      .from(userOrders)
      .where(eq(userOrders.basketId, placed.basket_id));
    // Every leg accepted at the broker, none with the misread price: no fill enters P&L.
    expect(orders).toHaveLength(4);
    for (const order of orders) {
      expect(order.status).toBe("PENDING");
      expect(order.brokerOrderId).not.toBeNull();
      expect(order.averagePricePaise).toBeNull();
      expect(order.quotePaise).toBeGreaterThan(0);
    }
    expect(placed.status).toBe("ENTERING");
    const errors = deps.logger.entries.filter((entry) => entry.level === "error");
    expect(errors.map((entry) => entry.message)).toContain("Orders through a broker stopped");

    // Another trader on the same broker: refused before anything is written or sent.
    const refused = await placeFor("UNIT2", "key-unit-2").catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(BasketError);
    const name = brokerByCode(TEST_BROKER_CODE)!.name;
    expect((refused as BasketError).message).toMatch(
      new RegExp(
        `^${PRODUCT_NAME} has stopped new orders through ${name}: ${name} reported a fill at ` +
          `₹[\\d,.]+ for a contract quoted at ₹[\\d,.]+ when the order was sent`,
      ),
    );

    const halts = await calls.call<{ broker: string }[]>(
      "GET",
      "/analyst/brokers/halts",
      ANALYST_KEY,
    );
    expect(halts.body.data.map((halt) => halt.broker)).toEqual([TEST_BROKER_CODE]);
    const lifted = await calls.call(
      "DELETE",
      `/analyst/brokers/${TEST_BROKER_CODE}/halt`,
      ANALYST_KEY,
    );
    expect(lifted.status).toBe(200);
    clock.advance(3_000);
    const healthy = createBasketEngine({ ...deps, db: db() });
    const again = await placeBasket(healthy, await traderOf("UNIT2"), {
      strategy_id: strategyId,
      no_of_lot: 1,
      idempotency_key: "key-unit-3",
    });
    expect(again.status).toBe("TRACKING");
    engine.stop();
    healthy.stop();
  });
});
