import { eq } from "drizzle-orm";
import { afterEach, beforeAll, expect, it, vi } from "vitest";
import { TEST_BROKER_CODE } from "../../../lib/product";
import type { BrokerOrder } from "../../brokers/broker";
import type { PaperBroker } from "../../brokers/test-broker/paper-broker";
import { nextMonthlyExpiry } from "../../catalogue/testing/catalogue-fixture";
import { users } from "../../db/schema";
import { describeOnEachDatabase } from "../../testing/database-backends";
import { PGLITE_BOOT_TIMEOUT_MS } from "../../testing/test-config";
import { placeBasket } from "../basket-actions";
import type { BasketEngine } from "../basket-engine";
import { createBasketEngine } from "../create-basket-engine";
import { ironFlyLegs } from "../testing/basket-calls";
import { basketTestApp, type BasketTestApp } from "../testing/basket-test-app";

const NIFTY = 3727;

describeOnEachDatabase(
  "the first order through a broker, looked for by its tag",
  (db, database) => {
    let deps: BasketTestApp["deps"];
    let calls: BasketTestApp["calls"];
    let strategyId: string;
    let engine: BasketEngine | undefined;

    beforeAll(async () => {
      ({ deps, calls } = await basketTestApp(database()));
      strategyId = await calls.publishTradebox(
        "Tag Iron Fly",
        NIFTY,
        ironFlyLegs(nextMonthlyExpiry(NIFTY)),
      );
    }, PGLITE_BOOT_TIMEOUT_MS);

    afterEach(async () => {
      engine?.stop();
      await engine?.halts.lift(TEST_BROKER_CODE);
    });

    /** Places one lot for `clientId` on an engine whose broker's tag search answers `found`. */
    async function placeWith(
      clientId: string,
      found: (order: BrokerOrder | undefined) => BrokerOrder | undefined,
    ) {
      await calls.logIn(clientId);
      const [trader] = await db().select().from(users).where(eq(users.clientId, clientId));
      const paper = deps.paperBroker;
      const broker: PaperBroker = {
        ...paper,
        findOrder: async (session, order) => found(await paper.findOrder(session, order)),
      };
      engine = createBasketEngine({
        ...deps,
        db: db(),
        brokers: { ...deps.brokers, [TEST_BROKER_CODE]: broker },
        tagEchoCheckAfterMs: [5, 5, 5],
      });
      await placeBasket(engine, trader!, {
        strategy_id: strategyId,
        no_of_lot: 1,
        idempotency_key: `key-${clientId}`,
      });
      return engine;
    }

    it("lets the broker trade on when its book shows the order under our tag", async () => {
      const checked = await placeWith("ECHO1", (order) => order);
      await new Promise((resolve) => setTimeout(resolve, 100));
      expect(await checked.halts.reasonFor(TEST_BROKER_CODE)).toBeNull();
    });

    it("stops the broker when its book never shows our tag", async () => {
      const checked = await placeWith("ECHO2", () => undefined);
      await vi.waitFor(async () =>
        expect(await checked.halts.reasonFor(TEST_BROKER_CODE)).toMatch(
          /order book does not show our tag on order .+, so an order whose answer is lost could be sent twice$/,
        ),
      );
    });

    it("stops the broker when its book shows another order under our tag", async () => {
      const checked = await placeWith(
        "ECHO3",
        (order) => order && { ...order, orderId: "other-1" },
      );
      await vi.waitFor(async () =>
        expect(await checked.halts.reasonFor(TEST_BROKER_CODE)).toMatch(
          /order book shows another order \(other-1\) under the tag of order /,
        ),
      );
    });
  },
);
