import { beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { ManualClock } from "../../../lib/time/clock";
import { nextMonthlyExpiry } from "../../catalogue/testing/catalogue-fixture";
import { userBaskets, userOrders, users } from "../../db/schema";
import { describeOnEachDatabase } from "../../testing/database-backends";
import { TEST_INSTANT } from "../../testing/test-clock";
import { PGLITE_BOOT_TIMEOUT_MS } from "../../testing/test-config";
import { ironFlyLegs } from "../testing/basket-calls";
import { basketTestApp, type BasketTestApp } from "../testing/basket-test-app";

const NIFTY = 3727;

// An instance that took a trader's order-book poller over (issue 28) reads orders another
// instance placed: its adapter names them by a tag it cannot turn back into our key.
describeOnEachDatabase("order news named by the broker's order id only", (db, database) => {
  let deps: BasketTestApp["deps"];
  let calls: BasketTestApp["calls"];
  const clock = new ManualClock(TEST_INSTANT);

  beforeAll(async () => {
    ({ deps, calls } = await basketTestApp(database(), clock));
  }, PGLITE_BOOT_TIMEOUT_MS);

  /** A trader's basket resting at the broker, its updates dropped until `fill`, and the trader. */
  async function restingBasket(clientId: string) {
    const token = await calls.logIn(clientId);
    const legs = ironFlyLegs(nextMonthlyExpiry(NIFTY));
    const strategyId = await calls.publishTradebox(`${clientId} Iron Fly`, NIFTY, legs);
    await calls.setFaults({ fillDelayMs: 30_000, dropOrderUpdates: true });
    const placed = await calls.place(token, strategyId, `key-${clientId}-0001`);
    expect(placed.status, placed.body.errorMessage).toBe(200);
    const [trader] = await db().select().from(users).where(eq(users.clientId, clientId));
    return { basketId: placed.body.data.basket_id, trader: trader! };
  }

  /** The resting orders fill, no update told; then the broker tells updates again. */
  async function fill() {
    clock.advance(31_000);
    await deps.paperBroker.matchRestingOrders();
    await calls.setFaults({});
  }

  const ordersOf = (basketId: string) =>
    db().select().from(userOrders).where(eq(userOrders.basketId, basketId));

  it("records a fill told under a key we do not know, found by its order id", async () => {
    const { basketId, trader } = await restingBasket("TAKEN1");
    await fill();
    const session = await deps.baskets.sessionOf(trader);
    for (const row of await ordersOf(basketId)) {
      const filled = await deps.paperBroker.orderStatus(session, row.brokerOrderId!);
      await deps.baskets.onBrokerOrder(trader, { ...filled, idempotencyKey: "Hf00dfeed" });
    }
    expect((await ordersOf(basketId)).map((row) => row.status)).toEqual(Array(4).fill("COMPLETE"));
    const [basket] = await db().select().from(userBaskets).where(eq(userBaskets.id, basketId));
    expect(basket!.status).toBe("TRACKING");
  });

  it("never records another trader's order under this one's news", async () => {
    const { basketId } = await restingBasket("OWNER1");
    const { trader: stranger } = await restingBasket("STRANGER1");
    await fill();
    const [row] = await ordersOf(basketId);
    const owner = await db().select().from(users).where(eq(users.clientId, "OWNER1"));
    const filled = await deps.paperBroker.orderStatus(
      await deps.baskets.sessionOf(owner[0]!),
      row!.brokerOrderId!,
    );
    await deps.baskets.onBrokerOrder(stranger, { ...filled, idempotencyKey: "" });
    const [after] = await db().select().from(userOrders).where(eq(userOrders.id, row!.id));
    expect(after!.status).toBe("PENDING");
  });
});
