import { afterEach, expect, it } from "vitest";
import { LeaseKeeper } from "../../cluster/lease-keeper";
import { databaseLeases, type LeaseStore } from "../../cluster/leases";
import { describeOnEachDatabase } from "../../testing/database-backends";
import { recordingLogger } from "../../testing/recording-logger";
import { TEST_INSTANT } from "../../testing/test-clock";
import type { BrokerOrder, BrokerSession } from "../broker";
import { OrderBookPoller } from "./order-book-poller";

const TTL_MS = 1_500;
const BEAT_MS = 250;
const POLL_MS = 100;
const SESSION: BrokerSession = { clientId: "C1", accessToken: "token" };

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function order(status: BrokerOrder["status"], filledQuantity: number): BrokerOrder {
  const at = TEST_INSTANT;
  return {
    orderId: "B-1",
    idempotencyKey: "basket:leg:1",
    clientId: SESSION.clientId,
    instrumentToken: 35_000,
    transactionType: "SELL",
    product: "NRML",
    orderType: "MARKET",
    quantity: 65,
    filledQuantity,
    averagePrice: null,
    limitPrice: null,
    status,
    statusMessage: null,
    placedAt: at,
    updatedAt: at,
  };
}

/** A store whose instance can die: from then on it reaches the database no more. */
function mortal(store: LeaseStore) {
  let dead = false;
  const gone = () => Promise.reject(new Error("instance killed"));
  const wrapped: LeaseStore = {
    claim: (...args) => (dead ? gone() : store.claim(...args)),
    release: (...args) => (dead ? gone() : store.release(...args)),
    releaseAll: (...args) => (dead ? gone() : store.releaseAll(...args)),
  };
  return { store: wrapped, kill: () => (dead = true) };
}

describeOnEachDatabase("one order-book poller per trader across instances", (db) => {
  const book = { orders: [order("OPEN", 0)] };
  const polls: { instance: string; at: number }[] = [];
  const told: { instance: string; order: BrokerOrder }[] = [];
  const running: { keeper: LeaseKeeper; poller: OrderBookPoller }[] = [];

  afterEach(async () => {
    for (const { keeper, poller } of running.splice(0)) {
      poller.close();
      await keeper.stop();
    }
    polls.length = 0;
    told.length = 0;
    book.orders = [order("OPEN", 0)];
  });

  /** One services instance: its lease keeper on the shared database, and a broker's poller. */
  function instance(name: string) {
    const life = mortal(databaseLeases(db()));
    const keeper = new LeaseKeeper({
      store: life.store,
      holder: name,
      logger: recordingLogger(),
      ttlMs: TTL_MS,
      beatMs: BEAT_MS,
    });
    const poller = new OrderBookPoller({
      intervalMs: POLL_MS,
      fetchOrders: () => {
        polls.push({ instance: name, at: performance.now() });
        return Promise.resolve(book.orders);
      },
      lease: (clientId) => keeper.hold(`order-book:nuvama:${clientId}`),
    });
    poller.subscribe(SESSION, (news) => told.push({ instance: name, order: news }));
    keeper.start();
    running.push({ keeper, poller });
    return { keeper, poller, kill: life.kill };
  }

  const pollsBy = (name: string) => polls.filter((poll) => poll.instance === name);

  it("polls the trader's book from one instance only, once per interval", async () => {
    instance("a");
    instance("b");
    const start = performance.now();
    await pause(1_200);
    const elapsed = performance.now() - start;
    const pollers = new Set(polls.map((poll) => poll.instance));
    expect(pollers.size).toBe(1);
    expect(polls.length).toBeGreaterThan(3);
    expect(polls.length).toBeLessThanOrEqual(Math.ceil(elapsed / POLL_MS));
  });

  it("hands the book to the other instance once the holder dies, and no fill is lost", async () => {
    const a = instance("a");
    await pause(400);
    instance("b");
    await pause(600);
    expect(pollsBy("a").length).toBeGreaterThan(2);
    expect(pollsBy("b")).toEqual([]);

    // a is killed (its timers stop, it reaches the database no more); the order fills meanwhile.
    a.kill();
    a.poller.close();
    const killedAt = performance.now();
    book.orders = [order("COMPLETE", 65)];
    await expect
      .poll(() => told.filter((news) => news.instance === "b").map((news) => news.order.status), {
        timeout: TTL_MS + BEAT_MS + POLL_MS + 2_000,
        interval: 25,
      })
      .toContain("COMPLETE");
    const tookOver = pollsBy("b")[0]!.at - killedAt;
    expect(tookOver).toBeLessThan(TTL_MS + BEAT_MS + POLL_MS + 1_000);
    expect(Math.max(...pollsBy("a").map((poll) => poll.at))).toBeLessThan(pollsBy("b")[0]!.at);
  });

  it("stops polling by itself when it cannot renew, before the other instance takes over", async () => {
    const a = instance("a");
    await pause(400);
    instance("b");
    await pause(300);
    a.kill(); // the database unreachable from a; its poller still runs
    await expect.poll(() => pollsBy("b").length, { timeout: TTL_MS + 3_000 }).toBeGreaterThan(0);
    expect(Math.max(...pollsBy("a").map((poll) => poll.at))).toBeLessThan(pollsBy("b")[0]!.at);
  });

  it("hands the book over at once when the holder stops cleanly", async () => {
    const a = instance("a");
    await pause(400);
    instance("b");
    await pause(300);
    a.poller.close();
    await a.keeper.stop();
    const stoppedAt = performance.now();
    await expect.poll(() => pollsBy("b").length, { timeout: TTL_MS }).toBeGreaterThan(0);
    expect(pollsBy("b")[0]!.at - stoppedAt).toBeLessThan(TTL_MS - BEAT_MS);
  });
});
