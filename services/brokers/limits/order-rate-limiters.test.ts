import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { afterAll, describe, expect, it } from "vitest";
import { BROKER_CODES, type BrokerCode } from "../../../lib/brokers";
import { systemClock } from "../../../lib/time/clock";
import { consoleLogger } from "../../logger";
import { OrderRateLimiters } from "./order-rate-limiters";
import {
  EXCHANGE_ORDERS_PER_CLIENT,
  ORDER_RATE_RULES,
  type OrderRateRule,
} from "./order-rate-limits";
import { RedisRateWindowStore } from "./redis-rate-window-store";
import { MemoryRateWindowStore, type RateWindowStore } from "./rate-window-store";
import { SteppedClock, VirtualClock } from "./testing/virtual-clock";
import { TEST_REDIS_URL } from "../../testing/test-redis-url";

/** The times at which a client's `count` orders may go, one after another. */
async function clientSends(
  limiters: OrderRateLimiters,
  clock: VirtualClock,
  client: string,
  count: number,
) {
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    await limiters.clientSend("aliceblue", client);
    times.push(clock.now());
  }
  return times;
}

describe("order limits per client, as the exchange sets them", () => {
  it("hold every broker of the catalogue to at most 10 orders a second per client", () => {
    expect(Object.keys(ORDER_RATE_RULES).sort()).toEqual([...BROKER_CODES].sort());
    for (const code of BROKER_CODES) {
      expect(ORDER_RATE_RULES[code].perClient).toContainEqual(EXCHANGE_ORDERS_PER_CLIENT);
    }
  });

  it("name for each broker the page and section of docs/ that gives its source", () => {
    for (const code of BROKER_CODES) {
      const [file, anchor] = ORDER_RATE_RULES[code].source.split("#");
      const page = readFileSync(new URL(`../../../${file}`, import.meta.url), "utf8");
      const slugs = [...page.matchAll(/^#+ (.+)$/gm)].map(([, title]) =>
        title!
          .toLowerCase()
          .replace(/[^a-z0-9 -]/g, "")
          .replace(/ /g, "-"),
      );
      expect(slugs, `${code}: ${file}`).toContain(anchor);
    }
  });

  it("let two clients of one broker each send 10 orders in one second without waiting for each other; an 11th waits", async () => {
    const clock = new VirtualClock();
    const limiters = new OrderRateLimiters(new MemoryRateWindowStore(), clock);
    const zeros = Array<number>(10).fill(0);
    expect(await clientSends(limiters, clock, "A1", 10)).toEqual(zeros);
    expect(await clientSends(limiters, clock, "B2", 10)).toEqual(zeros);
    expect(clock.sleeps).toEqual([]);
    expect(await clientSends(limiters, clock, "A1", 1)).toEqual([1_000]);
    expect(clock.sleeps).toEqual([1_000]);
  });
});

describe("a broker's shared budget per app key", () => {
  /** A broker that sets an app-key budget of 10 orders a second for all its clients. */
  const budgeted: Record<BrokerCode, OrderRateRule> = {
    ...ORDER_RATE_RULES,
    aliceblue: {
      perClient: [EXCHANGE_ORDERS_PER_CLIENT],
      perAppKey: [{ orders: 10, perMs: 1_000 }],
      source: "docs/brokers/aliceblue.md",
    },
  };

  it("serves baskets in turn: a basket that does not fit waits whole, never half sent", async () => {
    const clock = new SteppedClock();
    const limiters = new OrderRateLimiters(new MemoryRateWindowStore(), clock, budgeted);
    const sent: { basket: number; at: number }[] = [];
    const basket = async (index: number) => {
      const turn = await limiters.basketTurn("aliceblue", 4);
      for (let leg = 0; leg < 4; leg++) {
        await limiters.clientSend("aliceblue", `C${index}`);
        await turn.sending();
        sent.push({ basket: index, at: clock.now() });
      }
      await turn.finish();
    };
    await clock.run(Promise.all([basket(1), basket(2), basket(3), basket(4)]));
    const timesOf = (index: number) => sent.filter((s) => s.basket === index).map((s) => s.at);
    expect(timesOf(1)).toEqual([0, 0, 0, 0]);
    expect(timesOf(2)).toEqual([0, 0, 0, 0]);
    // Two slots were left at 0: the third basket waited for room for all four, and the fourth
    // came after it.
    expect(timesOf(3)).toEqual([1_000, 1_000, 1_000, 1_000]);
    expect(timesOf(4)).toEqual([1_000, 1_000, 1_000, 1_000]);
    // Never more than 10 in any second.
    for (const { at } of sent) {
      expect(sent.filter((s) => s.at >= at && s.at < at + 1_000).length).toBeLessThanOrEqual(10);
    }
  });

  it("gives back what a basket did not send", async () => {
    const clock = new VirtualClock();
    const limiters = new OrderRateLimiters(new MemoryRateWindowStore(), clock, budgeted);
    const first = await limiters.basketTurn("aliceblue", 8);
    await first.sending();
    await first.finish(); // seven held back (a refused hedge), returned
    const second = await limiters.basketTurn("aliceblue", 9);
    expect(clock.now()).toBe(0);
    await second.finish();
  });

  it("has no budget, and no wait, at a broker that sets none", async () => {
    const clock = new VirtualClock();
    const limiters = new OrderRateLimiters(new MemoryRateWindowStore(), clock);
    for (let i = 0; i < 5; i++) await limiters.basketTurn("aliceblue", 4);
    expect(clock.sleeps).toEqual([]);
  });
});

describe.skipIf(!TEST_REDIS_URL)("order limits across instances (Redis)", () => {
  const stores: RedisRateWindowStore[] = [];
  afterAll(async () => Promise.all(stores.map((store) => store.close())));
  const connect = async (): Promise<RateWindowStore> => {
    const store = new RedisRateWindowStore(TEST_REDIS_URL!, consoleLogger);
    stores.push(store);
    return store;
  };

  it("hold one client to 10 a second whichever instance sends, and never hold another", async () => {
    const clock = new VirtualClock();
    // Real epoch time: the Redis windows of earlier runs lie in the past.
    clock.ms = systemClock.now().getTime();
    const start = clock.ms;
    const one = new OrderRateLimiters(await connect(), clock);
    const two = new OrderRateLimiters(await connect(), clock);
    const client = `R${randomUUID()}`;
    const other = `R${randomUUID()}`;
    for (let i = 0; i < 5; i++) await one.clientSend("aliceblue", client);
    for (let i = 0; i < 5; i++) await two.clientSend("aliceblue", client);
    for (let i = 0; i < 10; i++) await two.clientSend("aliceblue", other);
    expect(clock.now()).toBe(start);
    await one.clientSend("aliceblue", client);
    expect(clock.now()).toBe(start + 1_000);
  });
});
