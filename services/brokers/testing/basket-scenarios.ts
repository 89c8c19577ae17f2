import { performance } from "node:perf_hooks";
import type { Hono } from "hono";
import { afterEach, beforeEach, expect, it } from "vitest";
import type { BrokerCode } from "../../../lib/brokers";
import { basketDetailsWireSchema, type UserSignalWire } from "../../../lib/basket/user-basket-wire";
import { addDays } from "../../../lib/market/calendar-date";
import { indiaInstant } from "../../../lib/market/india-time";
import { ManualClock, type Clock } from "../../../lib/time/clock";
import { buildApp } from "../../app";
import type { BasketEngine } from "../../baskets/basket-engine";
import { BasketReconciler } from "../../baskets/reconciling/basket-reconciler";
import { createBasketEngine } from "../../baskets/create-basket-engine";
import { ExpirySettler } from "../../baskets/settlement/expiry-settler";
import { simulatedIndexClose } from "../../market/index-close";
import { basketCalls, ironFlyLegs, type LegInput } from "../../baskets/testing/basket-calls";
import { nextMonthlyExpiry } from "../../catalogue/testing/catalogue-fixture";
import type { Instrument } from "../../market/instrument";
import { instrumentByToken } from "../../market/instrument-lookup";
import { encodeInstrumentToken } from "../../market/instrument-tokens";
import { describeOnEachDatabase } from "../../testing/database-backends";
import { testAppDeps } from "../../testing/test-app-deps";
import { TEST_INSTANT } from "../../testing/test-clock";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../../testing/test-config";
import type { Broker } from "../broker";
import { ScripDirectory, type BrokerScrip } from "../real/scrip-master";
import type { FakeBrokerServer } from "./fake-broker-server";
import type { FakeExchange } from "./fake-exchange";

const ANALYST_KEY = "analyst-key-0123456789abcdef";
/**
 * A scenario waits on order updates, which a broker without a stream gives by polling: on a
 * busy machine (the whole suite on two cores) one poll and one read can take a second or more.
 */
const SCENARIO_TIMEOUT_MS = 60_000;
/** How long a basket may stay in its action before a scenario calls it stuck. */
const SETTLE_WITHIN_MS = 20_000;

/** A real broker's adapter, as the basket scenarios drive it through the whole services app. */
export interface RealBrokerUnderTest {
  code: BrokerCode;
  /** The broker's scrip for one of our contracts, named as its master names it. */
  scripOf(instrument: Instrument, index: number): BrokerScrip;
  /** Starts a fake of the broker and the adapter on it, reading `directory`. */
  start(
    directory: ScripDirectory,
    clock: Clock,
  ): Promise<{
    broker: Broker;
    /** The adapter as another process builds it: the same fake, nothing in memory. */
    another(): Broker;
    exchange: FakeExchange;
    server: FakeBrokerServer;
    close(): Promise<void>;
  }>;
  /** The query the broker's login redirect carries once the client logged in at the fake. */
  loginRedirect(exchange: FakeExchange, clientId: string): Record<string, string>;
}

/** How many settlements at expiry a leg's orders hold. */
const settlementsOf = (leg: UserSignalWire) =>
  leg.order_snap_list.filter((order) => order.purpose === "SETTLE").length;

/** The scenarios' iron fly, on next month's NIFTY. */
const ironFly = () => ironFlyLegs(nextMonthlyExpiry(3727, TEST_INSTANT));

function instrumentsOf(legs: readonly LegInput[]): Instrument[] {
  return legs.map((leg) => {
    const token = encodeInstrumentToken({
      underlyingToken: 3727,
      expiry: leg.expiry,
      type: leg.type,
      strike: leg.strike,
    });
    const instrument = instrumentByToken(token);
    if (!instrument) throw new Error(`Not a contract: ${JSON.stringify(leg)}`);
    return instrument;
  });
}

/**
 * The basket engine's own scenarios on a real broker's adapter, through the services app
 * (login, place, retry, exit), the adapter talking HTTP to a local fake of its broker: a 4-leg
 * basket (hedges first) reaches TRACKING; a rejected leg is ERROR with the broker's reason and a
 * retry sends only that leg; an exit flattens it; an expired broker session answers 401 and
 * doubles nothing.
 */
export function describeBasketsOnRealBroker(name: string, underTest: RealBrokerUnderTest) {
  describeOnEachDatabase(`${name}: baskets through the broker's API`, (_db, database) => {
    let app: Hono;
    let deps: Awaited<ReturnType<typeof testAppDeps>>;
    let exchange: FakeExchange;
    let anotherAdapter: () => Broker;
    let server: FakeBrokerServer;
    let close: () => Promise<void>;
    let stopEngine: () => void;
    let settler: ExpirySettler;
    let clock: ManualClock;
    let directory: ScripDirectory;
    let calls: ReturnType<typeof basketCalls>;
    let strategyId: string;
    let clients = 0;

    beforeEach(async () => {
      const legs = ironFly();
      directory = new ScripDirectory(name, instrumentsOf(legs).map(underTest.scripOf));
      clock = new ManualClock(TEST_INSTANT);
      const started = await underTest.start(directory, clock);
      ({ exchange, server, close } = started);
      anotherAdapter = () => started.another();
      deps = await testAppDeps(database(), {
        config: testConfig({ analystApiKey: ANALYST_KEY }),
        clock,
        realBroker: { broker: started.broker, listing: directory },
      });
      app = buildApp(deps);
      stopEngine = () => deps.baskets.stop();
      settler = new ExpirySettler(deps.baskets, simulatedIndexClose(deps.paperMarket));
      calls = basketCalls((path, init) => app.request(path, init), ANALYST_KEY);
      strategyId = await calls.publishTradebox(`${name} Iron Fly ${++clients}`, 3727, legs);
    }, PGLITE_BOOT_TIMEOUT_MS);

    afterEach(async () => {
      // The engine's order-update subscriptions poll the fake's book every few milliseconds:
      // stopped first, or they would poll the next test's broker-less port for ever.
      stopEngine();
      await close();
      expect(server.violations).toEqual([]);
    });

    /** Logs a client in the way the web app's callback does: the broker's redirect, whole. */
    async function logIn(clientId: string): Promise<string> {
      const answer = await calls.call<{ token: string }>(
        "POST",
        "/bridge/login/verify",
        undefined,
        {
          broker: underTest.code,
          request_token: "",
          params: underTest.loginRedirect(exchange, clientId),
        },
      );
      expect(answer.status, answer.body.errorMessage).toBe(200);
      return answer.body.data.token;
    }

    /** The basket with its legs, as Track reads it. */
    async function legsOf(token: string, basketId: string) {
      const answer = await calls.call(
        "GET",
        `/user-strategy/basket/details?basket_id=${basketId}`,
        token,
      );
      expect(answer.status, answer.body.errorMessage).toBe(200);
      const { basket_info: info, signals } = basketDetailsWireSchema.parse(answer.body.data);
      return { info, status: info.status, signals };
    }

    async function basketStatus(token: string, basketId: string) {
      return (await legsOf(token, basketId)).info;
    }

    /**
     * The basket once it leaves its action (order updates arrive by polling the broker), or as
     * it stands after SETTLE_WITHIN_MS of wall time: bounded by time, not by reads, so a slow
     * machine's slow reads do not use up the test's own timeout first.
     */
    async function settled(token: string, basketId: string) {
      const deadline = performance.now() + SETTLE_WITHIN_MS;
      while (performance.now() < deadline) {
        const info = await basketStatus(token, basketId);
        if (!["ENTERING", "EXITING", "ADJUSTING"].includes(info.status)) return info;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return basketStatus(token, basketId);
    }

    /**
     * The broker books both hedges late and loses their answers; `takeOver` is the instance that
     * carries the basket on (the sender itself, or another one after the sender was stopped).
     */
    async function bookedLate(clientId: string, takeOver: () => BasketEngine) {
      const token = await logIn(clientId);
      exchange.bookLate(10_000, 2, clientId);
      const placed = await calls.place(token, strategyId, `scenario-late-${clientId}`);
      expect(placed.status, placed.body.errorMessage).toBe(200);
      const basketId = placed.body.data.basket_id;
      // Both hedges booked, neither answered nor in the book: the SELLs wait behind them.
      expect((await basketStatus(token, basketId)).status).toBe("ENTERING");
      expect(exchange.orders.map((o) => o.side)).toEqual(["BUY", "BUY"]);
      const engine = takeOver();
      const reconciler = new BasketReconciler(engine);
      // Inside the hold: the book is searched, nothing sent, however often it is asked.
      for (const step of [3_000, 3_000, 3_000]) {
        clock.advance(step);
        await reconciler.runOnce();
        expect(exchange.orders).toHaveLength(2);
      }
      // The broker shows them: found by their tags, and the SELLs go. Passes come until the
      // basket settles, as the reconciler's own do every second: on a busy machine one pass's
      // book read may fail, and the next one finds the orders.
      clock.advance(2_000);
      const deadline = performance.now() + SETTLE_WITHIN_MS;
      let status = "ENTERING";
      while (status !== "TRACKING" && performance.now() < deadline) {
        await reconciler.runOnce();
        status = (await basketStatus(token, basketId)).status;
        if (status !== "TRACKING") await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(status).toBe("TRACKING");
      expect(exchange.orders.map((o) => o.side)).toEqual(["BUY", "BUY", "SELL", "SELL"]);
      expect(exchange.orders.every((o) => o.status === "COMPLETE")).toBe(true);
      engine.stop();
    }

    /**
     * Another instance (or this one restarted): a new engine and a new adapter (nothing of the
     * sender's memory) on the same database and the same broker.
     */
    const anotherInstance = () =>
      createBasketEngine({
        ...deps,
        db: deps.database.db,
        brokers: { ...deps.brokers, [underTest.code]: anotherAdapter() },
      });

    it(
      "a broker that books late: the reconciler searches during the hold and sends each leg once",
      () => bookedLate("LATE1", () => deps.baskets),
      SCENARIO_TIMEOUT_MS,
    );

    it(
      "a broker that books late, the services restarted mid-send: each leg once",
      async () => {
        await bookedLate("LATE2", () => {
          stopEngine(); // the sender dies once its sends went unanswered
          return anotherInstance();
        });
      },
      SCENARIO_TIMEOUT_MS,
    );

    it(
      "a broker that books late, a second instance takes the basket over: each leg once",
      async () => {
        const second = anotherInstance();
        await bookedLate("LATE3", () => {
          stopEngine(); // the sender is stopped after the timeout, as a killed one is
          return second;
        });
      },
      SCENARIO_TIMEOUT_MS,
    );

    it(
      "places a 4-leg basket, hedges first, to TRACKING",
      async () => {
        const token = await logIn("SCN1");
        const quote = await calls.call<{ required_margin: number; estimated: boolean }>(
          "GET",
          `/user-strategy/strategy/margin?strategy_id=${strategyId}&no_of_lot=1`,
          token,
        );
        expect(quote.status, quote.body.errorMessage).toBe(200);
        expect(quote.body.data.required_margin).toBeGreaterThan(0);
        const placed = await calls.place(token, strategyId, "scenario-place-1");
        expect(placed.status, placed.body.errorMessage).toBe(200);
        const tracking = await settled(token, placed.body.data.basket_id);
        expect(tracking.status).toBe("TRACKING");
        // The broker's basket margin, or our estimate where the broker has no margin call.
        expect(tracking.required_margin).toBeGreaterThan(0);
        expect(exchange.orders.map((o) => o.side)).toEqual(["BUY", "BUY", "SELL", "SELL"]);
        expect(exchange.orders.every((o) => o.status === "COMPLETE")).toBe(true);
      },
      SCENARIO_TIMEOUT_MS,
    );

    it(
      "shows a rejected leg's reason, and a retry sends only that leg",
      async () => {
        const token = await logIn("SCN2");
        exchange.fillNext(2);
        exchange.rejectNext("RMS: margin shortfall");
        const placed = await calls.place(token, strategyId, "scenario-reject-1");
        const basketId = placed.body.data.basket_id;
        const errored = await settled(token, basketId);
        expect(errored).toMatchObject({ status: "ERROR", errored_from: "ENTERING" });
        expect(errored.error_msg).toContain("RMS: margin shortfall");
        const sent = exchange.orders.length;

        const retried = await calls.retry(token, basketId);
        expect(retried.status, retried.body.errorMessage).toBe(200);
        expect((await settled(token, basketId)).status).toBe("TRACKING");
        expect(exchange.orders.length).toBe(sent + 1);
        expect(exchange.orders.at(-1)?.side).toBe("SELL");
      },
      SCENARIO_TIMEOUT_MS,
    );

    it(
      "exits a basket: every position flat at the broker",
      async () => {
        const token = await logIn("SCN3");
        const placed = await calls.place(token, strategyId, "scenario-exit-1");
        const basketId = placed.body.data.basket_id;
        await settled(token, basketId);
        const exited = await calls.exit(token, basketId);
        expect(exited.status, exited.body.errorMessage).toBe(200);
        expect((await settled(token, basketId)).status).toBe("EXITED");
        expect(exchange.positionsOf("SCN3").every((p) => p.netQuantity === 0)).toBe(true);
      },
      SCENARIO_TIMEOUT_MS,
    );

    it(
      "settles legs held to expiry as the broker's book shows them, not one closed outside",
      async () => {
        const held = await logIn("SCN5");
        const heldBasket = (await calls.place(held, strategyId, "scenario-expiry-5")).body.data;
        const later = await logIn("SCN6");
        const laterBasket = (await calls.place(later, strategyId, "scenario-expiry-6")).body.data;
        expect((await settled(held, heldBasket.basket_id)).status).toBe("TRACKING");
        expect((await settled(later, laterBasket.basket_id)).status).toBe("TRACKING");
        // SCN5 sells its first hedge at the broker itself, outside Strikeline.
        const hedge = exchange.ordersOf("SCN5")[0]!;
        exchange.place({ ...hedge, tag: "", side: "SELL", limitPrice: null });
        const closedOutside = directory.byToken(hedge.brokerToken)!.instrumentToken;
        const sent = exchange.orders.length;
        const expiry = nextMonthlyExpiry(3727, TEST_INSTANT);

        // SCN6's broker session ends before the close: its book cannot be read that evening.
        exchange.expireSessions("SCN6");

        // The expiry's evening: the broker still lists what was held; nothing is sent.
        clock.set(indiaInstant(expiry, "15:45"));
        expect(await settler.runOnce()).toBe(1);
        // A month on, the app's own session has lapsed: the trader logs in again to look.
        const evening = await legsOf(await logIn("SCN5"), heldBasket.basket_id);
        expect(evening.status).toBe("TRACKING");
        for (const leg of evening.signals) {
          const outside = leg.instrument_token === closedOutside;
          expect(settlementsOf(leg)).toBe(outside ? 0 : 1);
          expect(leg.status === "CLOSED").toBe(!outside);
        }
        expect(exchange.orders).toHaveLength(sent);

        // The next morning SCN6 logs in; the broker has booked the settlement overnight and the
        // contracts have left its book.
        clock.set(indiaInstant(addDays(expiry, 1), "09:30"));
        exchange.settlementBooked = () => true;
        const again = await logIn("SCN6");
        expect(await settler.runOnce()).toBe(2);
        const morning = await legsOf(again, laterBasket.basket_id);
        expect(morning.status).toBe("EXITED");
        expect(morning.signals.map(settlementsOf)).toEqual([1, 1, 1, 1]);
        expect(morning.signals.every((leg) => leg.status === "CLOSED")).toBe(true);
        expect(exchange.orders).toHaveLength(sent);
      },
      SCENARIO_TIMEOUT_MS,
    );

    it(
      "answers 401 when the broker session expired mid-basket, and doubles nothing",
      async () => {
        const token = await logIn("SCN4");
        const placed = await calls.place(token, strategyId, "scenario-expiry-1");
        const basketId = placed.body.data.basket_id;
        await settled(token, basketId);
        exchange.expireSessions();
        const refused = await calls.exit(token, basketId);
        expect(refused.status).toBe(401);
        expect(exchange.orders).toHaveLength(4);

        const again = await logIn("SCN4");
        const exited = await calls.exit(again, basketId);
        expect(exited.status, exited.body.errorMessage).toBe(200);
        expect((await settled(again, basketId)).status).toBe("EXITED");
        expect(exchange.orders).toHaveLength(8);
      },
      SCENARIO_TIMEOUT_MS,
    );
  });
}
