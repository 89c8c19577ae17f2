import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_BROKER_CODE } from "../../lib/product";
import { buildApp } from "../app";
import { nextMonthlyExpiry } from "../catalogue/testing/catalogue-fixture";
import { openDatabase } from "../db/database";
import { recordingLogger } from "../testing/recording-logger";
import { testAppDeps } from "../testing/test-app-deps";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../testing/test-config";
import { SendTurns } from "./send-turns";
import { basketCalls, ironFlyLegs } from "./testing/basket-calls";

/** A send the test ends when it chooses, noting when it began. */
function heldSend(name: string, began: string[]) {
  let end!: () => void;
  const ended = new Promise<void>((resolve) => (end = resolve));
  return {
    run: async () => {
      began.push(name);
      await ended;
      return name;
    },
    end,
  };
}

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe("send turns", () => {
  it("run at most their number of sends at once; the rest begin in arrival order", async () => {
    const turns = new SendTurns(2);
    const began: string[] = [];
    const sends = ["a", "b", "c", "d"].map((name) => heldSend(name, began));
    const results = sends.map((send) => turns.take(send.run));
    await settle();
    expect(began).toEqual(["a", "b"]);
    expect(turns.queued).toBe(2);
    sends[1]!.end();
    await settle();
    expect(began).toEqual(["a", "b", "c"]);
    sends[0]!.end();
    sends[2]!.end();
    sends[3]!.end();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d"]);
    expect(turns.queued).toBe(0);
  });

  it("pass the turn on when a send fails, and give its failure to its caller", async () => {
    const turns = new SendTurns(1);
    const failing = turns.take(() => Promise.reject(new Error("broker down")));
    const next = turns.take(async () => "sent");
    await expect(failing).rejects.toThrow("broker down");
    await expect(next).resolves.toBe("sent");
  });

  it("refuse a number of sends below one", () => {
    expect(() => new SendTurns(0)).toThrow("Sends at once must be a whole number of 1 or more");
    expect(() => new SendTurns(1.5)).toThrow(RangeError);
  });
});

describe("baskets placed together", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  const ANALYST_KEY = "analyst-key-0123456789abcdef";
  const database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
  afterAll(() => database.close());

  let deps: Awaited<ReturnType<typeof testAppDeps>>;
  let calls: ReturnType<typeof basketCalls>;
  beforeAll(async () => {
    await database.migrate();
    const config = testConfig({ analystApiKey: ANALYST_KEY, basketSendsAtOnce: 1 });
    deps = await testAppDeps(database, { config });
    const app = buildApp(deps);
    calls = basketCalls((path, init) => app.request(path, init), ANALYST_KEY);
  }, PGLITE_BOOT_TIMEOUT_MS);

  it("reach the broker one basket after another, each whole, never leg by leg in turn", async () => {
    const legs = ironFlyLegs(nextMonthlyExpiry(3727, deps.clock.now()));
    const tradebox = await calls.publishTradebox("Turns Iron Fly", 3727, legs);
    const traders = ["TURNS1", "TURNS2", "TURNS3"];
    const tokens = await Promise.all(traders.map((clientId) => calls.logIn(clientId)));
    const broker = deps.brokers[TEST_BROKER_CODE];
    const placeOrder = broker.placeOrder.bind(broker);
    const sentFor: string[] = [];
    // A broker that takes a moment to answer, as a real one does: time for others to send.
    const spy = vi.spyOn(broker, "placeOrder").mockImplementation(async (session, order) => {
      sentFor.push(session.clientId);
      await new Promise((resolve) => setTimeout(resolve, 5));
      return placeOrder(session, order);
    });
    try {
      const placed = await Promise.all(
        tokens.map((token, i) => calls.place(token, tradebox, `turns-key-${i}`)),
      );
      expect(placed.map((answer) => answer.body.data.status)).toEqual(
        traders.map(() => "TRACKING"),
      );
    } finally {
      spy.mockRestore();
    }
    // Four legs each; whichever basket went first, its four orders went before the next's.
    expect(sentFor).toHaveLength(12);
    const runs = sentFor.filter((clientId, i) => clientId !== sentFor[i - 1]);
    expect(runs).toHaveLength(3);
    expect(new Set(runs)).toEqual(new Set(traders));
  });
});
