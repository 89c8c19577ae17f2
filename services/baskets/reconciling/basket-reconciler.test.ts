import { beforeAll, expect, it, vi } from "vitest";
import { eq, like } from "drizzle-orm";
import { TEST_BROKER_CODE } from "../../../lib/product";
import { ManualClock } from "../../../lib/time/clock";
import { BrokerError } from "../../brokers/broker";
import type { PaperBroker } from "../../brokers/test-broker/paper-broker";
import { nextMonthlyExpiry } from "../../catalogue/testing/catalogue-fixture";
import { basketLeases, basketNewsOwed, userBaskets, userOrders, users } from "../../db/schema";
import { paperOrders } from "../../db/paper-schema";
import { eventsOf, type RealtimeEvent } from "../../events/event-bus";
import { describeOnEachDatabase } from "../../testing/database-backends";
import { TEST_INSTANT } from "../../testing/test-clock";
import { PGLITE_BOOT_TIMEOUT_MS } from "../../testing/test-config";
import { placeBasket } from "../basket-actions";
import { claimBasketLease, releaseBasketLease } from "./basket-leases";
import { BasketReconciler } from "./basket-reconciler";
import { recordBrokerOrder } from "../basket-store";
import { createBasketEngine } from "../create-basket-engine";
import { SEND_LEASE_MS } from "../sending/leased-send";
import { UNANSWERED_SEND_HOLD_MS } from "../sending/unanswered-sends";
import { ironFlyLegs } from "../testing/basket-calls";
import { basketTestApp, type BasketTestApp } from "../testing/basket-test-app";

const NIFTY = 3727;

const ironFly = () => ironFlyLegs(nextMonthlyExpiry(NIFTY));

describeOnEachDatabase("reconciling baskets with the broker", (db, database) => {
  let deps: BasketTestApp["deps"];
  let calls: BasketTestApp["calls"];
  const clock = new ManualClock(TEST_INSTANT);
  const events: RealtimeEvent[] = [];

  beforeAll(async () => {
    ({ deps, calls } = await basketTestApp(database(), clock));
    deps.events.subscribe((event) => events.push(event));
  }, PGLITE_BOOT_TIMEOUT_MS);

  /** A trader places one lot of a fresh iron fly under these faults, which are then lifted. */
  async function placeUnder(clientId: string, faults: Parameters<typeof calls.setFaults>[0]) {
    const token = await calls.logIn(clientId);
    const strategyId = await calls.publishTradebox(`${clientId} Iron Fly`, NIFTY, ironFly());
    await calls.setFaults(faults);
    const placed = await calls.place(token, strategyId, `key-${clientId}-0001`);
    expect(placed.status, placed.body.errorMessage).toBe(200);
    return placed.body.data.basket_id;
  }

  const basketStatus = async (basketId: string) =>
    (await db().select().from(userBaskets).where(eq(userBaskets.id, basketId)))[0]!.status;
  const ordersOf = (basketId: string) =>
    db().select().from(userOrders).where(eq(userOrders.basketId, basketId));
  const brokerOrdersOf = (basketId: string) =>
    db()
      .select()
      .from(paperOrders)
      .where(like(paperOrders.idempotencyKey, `${basketId}:%`));

  /** A trader with a published iron fly, and an engine whose paper broker places through `place`. */
  async function traderWithBroker(clientId: string, place: PaperBroker["placeOrder"]) {
    await calls.logIn(clientId);
    const strategyId = await calls.publishTradebox(`${clientId} Iron Fly`, NIFTY, ironFly());
    const [trader] = await db().select().from(users).where(eq(users.clientId, clientId));
    const broker: PaperBroker = { ...deps.paperBroker, placeOrder: place };
    const brokers = { ...deps.brokers, [TEST_BROKER_CODE]: broker };
    const engine = createBasketEngine({ ...deps, db: db(), brokers });
    const placeOneLot = () =>
      placeBasket(engine, trader!, {
        strategy_id: strategyId,
        no_of_lot: 1,
        idempotency_key: `key-${clientId}-0001`,
      });
    return { engine, placeOneLot };
  }

  it("keeps a fill when the broker's older answer about the order lands after it", async () => {
    const basketId = await placeUnder("LATE1", { fillDelayMs: 30_000 });
    const [order] = await ordersOf(basketId);
    const session = await deps.baskets.sessionOf({
      id: (await db().select().from(userBaskets).where(eq(userBaskets.id, basketId)))[0]!.userId,
      broker: "strikeline_broker",
      clientId: "LATE1",
    });
    // Read while the order rests: what a status question at restart gets before the fill.
    const stale = await deps.paperBroker.orderStatus(session, order!.brokerOrderId!);
    expect(stale.status).toBe("OPEN");
    await calls.setFaults({});
    clock.advance(31_000);
    await deps.paperBroker.matchRestingOrders();
    await expect.poll(() => basketStatus(basketId)).toBe("TRACKING");

    await recordBrokerOrder(db(), stale);
    const [after] = await db().select().from(userOrders).where(eq(userOrders.id, order!.id));
    expect(after).toMatchObject({ status: "COMPLETE", filledQuantity: order!.quantity });
  });

  it("passes over a basket this process is still sending, rather than wait for it", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sending!: () => void;
    const sent = new Promise<void>((resolve) => (sending = resolve));
    const { engine, placeOneLot } = await traderWithBroker("BUSY1", async (session, order) => {
      sending();
      await held;
      return deps.paperBroker.placeOrder(session, order);
    });
    const placing = placeOneLot();
    await sent;
    clock.advance(60_000); // stale by any reckoning
    const pass = new BasketReconciler(engine).runOnce().then(() => "passed");
    const waited = new Promise((resolve) => setTimeout(resolve, 5_000, "waited"));
    expect(await Promise.race([pass, waited])).toBe("passed");
    release();
    expect((await placing).status).toBe("TRACKING");
  });

  it("passes over a basket waiting its send turn, so neither waits for the other", async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let sending!: () => void;
    const sent = new Promise<void>((resolve) => (sending = resolve));
    const first = await traderWithBroker("TURN1", async (session, order) => {
      sending();
      await held;
      return deps.paperBroker.placeOrder(session, order);
    });
    // A second trader on the same engine: their basket waits in line behind the first's send.
    await calls.logIn("TURN2");
    const strategyId = await calls.publishTradebox("TURN2 Iron Fly", NIFTY, ironFly());
    const [second] = await db().select().from(users).where(eq(users.clientId, "TURN2"));
    const placing = first.placeOneLot();
    await sent;
    const waiting = await placeBasket(first.engine, second!, {
      strategy_id: strategyId,
      no_of_lot: 1,
      idempotency_key: "key-TURN2-0001",
    });
    expect(waiting.status).toBe("ENTERING");
    clock.advance(60_000); // both stale by any reckoning
    // Holding the waiting basket while it waited for a turn, a pass would keep its send, which
    // holds a turn, from the basket: each waiting for the other for ever.
    const pass = new BasketReconciler(first.engine).runOnce().then(() => "passed");
    const waited = new Promise((resolve) => setTimeout(resolve, 5_000, "waited"));
    expect(await Promise.race([pass, waited])).toBe("passed");
    release();
    expect((await placing).status).toBe("TRACKING");
    await first.engine.idle();
    expect(await basketStatus(waiting.basket_id)).toBe("TRACKING");
  });

  it("settles a basket whose fills no order update announced", async () => {
    const basketId = await placeUnder("DROP1", { fillDelayMs: 30_000, dropOrderUpdates: true });
    clock.advance(31_000);
    await deps.paperBroker.matchRestingOrders();
    await calls.setFaults({});
    expect(await basketStatus(basketId)).toBe("ENTERING");
    const seen = events.length;

    expect(await new BasketReconciler(deps.baskets).runOnce()).toBe(1);
    expect(await basketStatus(basketId)).toBe("TRACKING");
    const news = events.slice(seen);
    expect(news.filter((e) => e.type === "SignalUpdated")).toHaveLength(4);
    expect(news.at(-1)).toEqual(expect.objectContaining({ type: "BasketUpdated" }));
    expect(await db().select().from(basketLeases)).toEqual([]);
  });

  it("settles from status answers that do not name our key (a real broker after a restart)", async () => {
    const basketId = await placeUnder("NOKEY1", { fillDelayMs: 30_000, dropOrderUpdates: true });
    clock.advance(31_000);
    await deps.paperBroker.matchRestingOrders();
    await calls.setFaults({});
    // A broker that finds our orders by a hashed tag cannot reverse it into the key.
    const forgetful: PaperBroker = {
      ...deps.paperBroker,
      orderStatus: async (session, orderId) => ({
        ...(await deps.paperBroker.orderStatus(session, orderId)),
        idempotencyKey: "",
      }),
    };
    const brokers = { ...deps.brokers, [TEST_BROKER_CODE]: forgetful };
    const engine = createBasketEngine({ ...deps, db: db(), brokers });

    expect(await new BasketReconciler(engine).runOnce()).toBe(1);
    expect(await basketStatus(basketId)).toBe("TRACKING");
  });

  it("lets one instance at a time reconcile a basket, and another take it once the lease lapses", async () => {
    const basketId = await placeUnder("LEASE1", { fillDelayMs: 30_000, dropOrderUpdates: true });
    const other = createBasketEngine({ ...deps, db: db(), market: deps.market });
    const first = new BasketReconciler(deps.baskets, undefined, "instance-a");
    const second = new BasketReconciler(other, undefined, "instance-b");
    clock.advance(3_000);
    expect(await first.runOnce()).toBe(1);
    expect(await second.runOnce()).toBe(0);
    // The first instance dies holding the lease; the second waits for it to lapse.
    clock.advance(4_000);
    expect(await second.runOnce()).toBe(0);
    clock.advance(2_000);
    expect(await second.runOnce()).toBe(1);
    const lease = db().select().from(basketLeases).where(eq(basketLeases.basketId, basketId));
    expect((await lease).map((l) => l.holder)).toEqual(["instance-b"]);

    clock.advance(30_000);
    await deps.paperBroker.matchRestingOrders();
    await calls.setFaults({});
    expect(await second.runOnce()).toBe(1);
    expect(await basketStatus(basketId)).toBe("TRACKING");
    expect(await lease).toEqual([]);
    other.stop();
  });

  it("leaves a basket another instance is still sending to that instance", async () => {
    // The broker takes its time over the first leg: the basket looks stale meanwhile.
    let answerFirstLeg = () => {};
    const firstLegAnswered = new Promise<void>((resolve) => (answerFirstLeg = resolve));
    const paper = deps.paperBroker;
    let sends = 0;
    const { engine, placeOneLot } = await traderWithBroker("SLOW1", async (session, order) => {
      if (sends++ === 0) await firstLegAnswered;
      return paper.placeOrder(session, order);
    });
    const placing = placeOneLot();
    await vi.waitFor(() => expect(sends).toBe(1));

    // Another instance, whose broker would book every row it sends.
    let sentByOther = 0;
    const countingBroker: PaperBroker = {
      ...paper,
      placeOrder: (session, order) => {
        sentByOther += 1;
        return paper.placeOrder(session, order);
      },
    };
    const brokers = { ...deps.brokers, [TEST_BROKER_CODE]: countingBroker };
    const other = createBasketEngine({ ...deps, db: db(), brokers });
    clock.advance(3_000);
    expect(await new BasketReconciler(other).runOnce()).toBe(0);
    expect(sentByOther).toBe(0);

    answerFirstLeg();
    const placed = await placing;
    expect(await basketStatus(placed.basket_id)).toBe("TRACKING");
    expect(await brokerOrdersOf(placed.basket_id)).toHaveLength(4);
    const lease = db()
      .select()
      .from(basketLeases)
      .where(eq(basketLeases.basketId, placed.basket_id));
    expect(await lease).toEqual([]);
    engine.stop();
    other.stop();
  });

  it("stops a send whose lease another instance took; that instance holds the leg in flight and sends the rest once", async () => {
    // This instance's broker takes its time over the first leg, long enough for its lease to lapse.
    let answerFirstLeg = () => {};
    const firstLegAnswered = new Promise<void>((resolve) => (answerFirstLeg = resolve));
    const paper = deps.paperBroker;
    let sentHere = 0;
    const { engine, placeOneLot } = await traderWithBroker("LAPSE1", async (session, order) => {
      if (sentHere++ === 0) await firstLegAnswered;
      return paper.placeOrder(session, order);
    });
    const placing = placeOneLot();
    await vi.waitFor(() => expect(sentHere).toBe(1));

    // Another instance takes the basket over and is itself slow over its first send.
    let answerOther = () => {};
    const otherAnswered = new Promise<void>((resolve) => (answerOther = resolve));
    let sentByOther = 0;
    const slowBroker: PaperBroker = {
      ...paper,
      placeOrder: async (session, order) => {
        if (sentByOther++ === 0) await otherAnswered;
        return paper.placeOrder(session, order);
      },
    };
    const other = createBasketEngine({
      ...deps,
      db: db(),
      brokers: { ...deps.brokers, [TEST_BROKER_CODE]: slowBroker },
    });
    clock.advance(SEND_LEASE_MS + 1_000);
    const reconciling = new BasketReconciler(other).runOnce();
    await vi.waitFor(() => expect(sentByOther).toBe(1));

    // The first leg's answer arrives here: the next leg finds the basket taken and stops.
    answerFirstLeg();
    const placed = await placing;
    expect(sentHere).toBe(1);

    // The other instance searched for the leg whose send was in flight here, and never sent it:
    // at a broker without idempotency that second send would be a second order.
    answerOther();
    expect(await reconciling).toBe(1);
    expect(sentByOther).toBe(1);
    clock.advance(3_000);
    expect(await new BasketReconciler(other).runOnce()).toBe(1);
    expect(await basketStatus(placed.basket_id)).toBe("TRACKING");
    expect(await brokerOrdersOf(placed.basket_id)).toHaveLength(4);
    expect(sentByOther).toBe(3);
    engine.stop();
    other.stop();
  });

  it("grants a basket's lease to one holder at a time, even to a claim that raced the candidates", async () => {
    const basketId = await placeUnder("CLAIM1", {});
    const now = clock.now();
    const until = (ms: number) => new Date(now.getTime() + ms);
    const claim = (holder: string, at: Date) =>
      claimBasketLease(db(), {
        basketId,
        holder,
        now: at,
        expiresAt: new Date(at.getTime() + 5_000),
      });
    expect(await claim("instance-a", now)).toBe(true);
    expect(await claim("instance-b", now)).toBe(false);
    expect(await claim("instance-a", now)).toBe(true);
    expect(await claim("instance-b", until(5_001))).toBe(true);
    expect(await claim("instance-a", until(5_001))).toBe(false);
    await releaseBasketLease(db(), basketId, "instance-b");
  });

  it.each([
    { lost: "no answer", clientId: "MUTE1", failure: () => new Error("socket hang up") },
    {
      lost: "an answer it cannot read",
      clientId: "GARBLED1",
      failure: () => new BrokerError("BAD_RESPONSE", "Test Broker answered in an unexpected form"),
    },
  ])(
    "holds an order the broker took with $lost and booked late, searching its book until it shows: never a second order",
    async ({ clientId, failure }) => {
      // The broker books the hedges but shows them only 10 s later, and their answers are lost:
      // the engine cannot know whether the orders exist.
      const paper = deps.paperBroker;
      const { engine, placeOneLot } = await traderWithBroker(clientId, async (session, order) => {
        await paper.placeOrder(session, order).catch(() => undefined);
        throw failure();
      });
      await calls.setFaults({ lateBookMs: 10_000 });
      const placed = await placeOneLot();
      await calls.setFaults({});
      engine.stop();
      const basketId = placed.basket_id;
      expect(placed.status).toBe("ENTERING");
      // The unanswered hedges hold the SELLs back, unsent; the hedges are held, sent once.
      const sent = await brokerOrdersOf(basketId);
      expect(sent.map((o) => o.transactionType)).toEqual(["BUY", "BUY"]);
      const waiting = (await ordersOf(basketId)).filter((o) => o.status === "TO_BE_PLACED");
      expect(waiting.map((o) => [o.transactionType, o.sends])).toEqual(
        expect.arrayContaining([
          ["BUY", 1],
          ["BUY", 1],
          ["SELL", 0],
          ["SELL", 0],
        ]),
      );

      // A restarted instance (a new engine: nothing in memory) finds the hedges held: it only
      // searches the book, which does not show them yet, and sends nothing.
      clock.advance(3_000);
      const restarted = createBasketEngine({ ...deps, db: db() });
      expect(await new BasketReconciler(restarted).runOnce()).toBe(1);
      expect(await basketStatus(basketId)).toBe("ENTERING");
      expect(await brokerOrdersOf(basketId)).toHaveLength(2);

      // Once the broker shows them, the search finds them and the SELLs go.
      clock.advance(8_000);
      expect(await new BasketReconciler(restarted).runOnce()).toBe(1);
      expect(await basketStatus(basketId)).toBe("TRACKING");
      const ours = await ordersOf(basketId);
      const theirs = await brokerOrdersOf(basketId);
      expect(theirs).toHaveLength(4);
      expect(ours).toHaveLength(4);
      for (const order of ours) {
        const at = theirs.find((o) => o.idempotencyKey === order.idempotencyKey);
        expect(order.status).toBe("COMPLETE");
        expect(at).toMatchObject({ status: "COMPLETE", filledQuantity: order.filledQuantity });
      }
      restarted.stop();
    },
  );

  it("holds the SELLs back after a crash when a BUY of the action was refused before it", async () => {
    // The first hedge is refused; the process dies while its second order is on the way.
    let sends = 0;
    const paper = deps.paperBroker;
    const { engine: dead, placeOneLot } = await traderWithBroker("HALT1", (session, order) =>
      ++sends === 1 ? paper.placeOrder(session, order) : new Promise(() => {}),
    );
    await calls.setFaults({ rejectNext: { count: 1 } });
    void placeOneLot();
    const refused = () => db().select().from(userOrders).where(eq(userOrders.status, "REJECTED"));
    await expect.poll(async () => (await refused()).length).toBe(1);
    // The second hedge is on its way (noted, then sent) when the process dies: not before.
    await expect.poll(() => sends).toBe(2);
    dead.stop();
    await calls.setFaults({});
    const basketId = (await refused())[0]!.basketId;

    // The dead process's lease on the basket lapses; then it is stale and anyone's. The second
    // hedge was on its way when the process died: held, searched for, not sent again yet.
    clock.advance(SEND_LEASE_MS + 1_000);
    expect(await new BasketReconciler(deps.baskets).runOnce()).toBe(1);
    expect(await basketStatus(basketId)).toBe("ENTERING");
    expect(await brokerOrdersOf(basketId)).toHaveLength(1);
    // The hold passes with no sign of it at the broker: it goes, and the SELLs stay held back.
    clock.advance(UNANSWERED_SEND_HOLD_MS);
    expect(await new BasketReconciler(deps.baskets).runOnce()).toBe(1);
    expect(await basketStatus(basketId)).toBe("ERROR");
    const sent = await brokerOrdersOf(basketId);
    expect(sent.map((o) => o.transactionType)).toEqual(["BUY", "BUY"]);
    const sells = (await ordersOf(basketId)).filter((o) => o.transactionType === "SELL");
    expect(sells.map((o) => o.status)).toEqual(["CANCELLED", "CANCELLED"]);
  });
  it("tells the trader every leg again after a crash between saving a leg and publishing it", async () => {
    const { engine: dead, placeOneLot } = await traderWithBroker("MUTE2", (session, order) =>
      deps.paperBroker.placeOrder(session, order),
    );
    // The process dies publishing its first answer: that leg is saved, the trader never hears.
    dead.deps.events = { ...deps.events, publish: () => new Promise(() => {}) };
    void placeOneLot();
    const [trader] = await db().select().from(users).where(eq(users.clientId, "MUTE2"));
    const basketOf = async () =>
      (await db().select().from(userBaskets).where(eq(userBaskets.userId, trader!.id)))[0];
    await expect.poll(basketOf).toBeDefined();
    const basket = await basketOf();
    await expect.poll(async () => (await brokerOrdersOf(basket!.id)).length).toBe(1);
    dead.stop();
    const seen = events.length;

    clock.advance(SEND_LEASE_MS + 1_000); // the dead process's lease lapses
    expect(await new BasketReconciler(deps.baskets).runOnce()).toBe(1);
    expect(await basketStatus(basket!.id)).toBe("TRACKING");
    const heard = events.slice(seen).filter((e) => e.userId === trader!.id);
    const lastOfLeg = new Map(
      heard.flatMap((e) => (e.type === "SignalUpdated" ? [[e.data.id, e.data.status]] : [])),
    );
    expect([...lastOfLeg.values()]).toEqual(["OPEN", "OPEN", "OPEN", "OPEN"]);
    expect(heard.at(-1)).toEqual(expect.objectContaining({ type: "BasketUpdated" }));
  });

  it("tells the trader a settled basket again after a crash between saving it and telling it", async () => {
    const { engine: dead, placeOneLot } = await traderWithBroker("MUTE3", (session, order) =>
      deps.paperBroker.placeOrder(session, order),
    );
    // The process dies as it announces the basket TRACKING: saved, never told.
    const statusOf = async (userId: string) =>
      (await db().select().from(userBaskets).where(eq(userBaskets.userId, userId)))[0]?.status;
    let silenced = 0;
    dead.deps.events = {
      ...deps.events,
      publish: async (news) => {
        const [first] = eventsOf(news);
        if (first && (await statusOf(first.userId)) === "TRACKING") {
          silenced += 1;
          return new Promise(() => {});
        }
        return deps.events.publish(news);
      },
    };
    const seen = events.length;
    void placeOneLot();
    const [trader] = await db().select().from(users).where(eq(users.clientId, "MUTE3"));
    await expect.poll(() => statusOf(trader!.id)).toBe("TRACKING");
    await expect.poll(() => silenced).toBeGreaterThan(0);
    const heardOf = () => events.slice(seen).filter((e) => e.userId === trader!.id);
    const heardLegs = () =>
      new Map(
        heardOf().flatMap((e) => (e.type === "SignalUpdated" ? [[e.data.id, e.data.status]] : [])),
      );
    expect([...heardLegs().values()]).not.toEqual(["OPEN", "OPEN", "OPEN", "OPEN"]);
    dead.stop();

    const reconciler = new BasketReconciler(deps.baskets);
    expect(await reconciler.runOnce()).toBe(0); // not yet overdue: the instance may still tell it
    clock.advance(SEND_LEASE_MS + 1_000); // the dead process's lease lapses
    expect(await reconciler.runOnce()).toBe(1);
    expect(heardOf().at(-1)).toEqual(expect.objectContaining({ type: "BasketUpdated" }));
    expect([...heardLegs().values()]).toEqual(["OPEN", "OPEN", "OPEN", "OPEN"]);
    expect(await db().select().from(basketNewsOwed)).toEqual([]);
    expect(await reconciler.runOnce()).toBe(0);
  });

  it("gives an order its broker never answers up after three sends, and tells the trader", async () => {
    // The broker never books it and never answers: each send times out.
    let sends = 0;
    const { engine, placeOneLot } = await traderWithBroker("NEVER1", async () => {
      sends += 1;
      throw new BrokerError("TIMEOUT", "Test Broker did not answer in time");
    });
    const placed = await placeOneLot();
    expect(placed.status).toBe("ENTERING");
    expect(sends).toBe(2); // both hedges, once each; the SELLs wait behind them
    for (let pass = 0; pass < 2; pass += 1) {
      clock.advance(31_000); // the hold passes: each hedge is sent again, after a search
      expect(await new BasketReconciler(engine).runOnce()).toBe(1);
    }
    expect(sends).toBe(6);
    clock.advance(31_000);
    expect(await new BasketReconciler(engine).runOnce()).toBe(1);
    expect(sends).toBe(6);
    expect(await basketStatus(placed.basket_id)).toBe("ERROR");
    const hedges = (await ordersOf(placed.basket_id)).filter((o) => o.transactionType === "BUY");
    expect(hedges.map((o) => o.status)).toEqual(["REJECTED", "REJECTED"]);
    expect(hedges[0]!.statusMessage).toContain("did not answer this order after 3 sends");
    expect(await brokerOrdersOf(placed.basket_id)).toHaveLength(0);
    engine.stop();
  });
});
