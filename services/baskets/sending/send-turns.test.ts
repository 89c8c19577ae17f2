import { eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { TEST_BROKER_CODE } from "../../../lib/product";
import { buildApp } from "../../app";
import { nextMonthlyExpiry } from "../../catalogue/testing/catalogue-fixture";
import { openDatabase } from "../../db/database";
import { userBaskets, userOrders } from "../../db/schema";
import { recordingLogger } from "../../testing/recording-logger";
import { testAppDeps } from "../../testing/test-app-deps";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../../testing/test-config";
import { SendTurns } from "./send-turns";
import { basketCalls, ironFlyLegs } from "../testing/basket-calls";

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
  it("run at most their number of sends at once; those in line begin together once those before them ended", async () => {
    const turns = new SendTurns(2);
    const began: string[] = [];
    const sends = ["a", "b", "c", "d", "e"].map((name) => heldSend(name, began));
    const results = sends.map((send) => turns.take(send.run));
    await settle();
    expect(began).toEqual(["a", "b"]);
    expect(turns.queued).toBe(3);
    sends[1]!.end();
    await settle();
    // One of two still sends: the next in line wait for it, to begin side by side.
    expect(began).toEqual(["a", "b"]);
    sends[0]!.end();
    await settle();
    expect(began).toEqual(["a", "b", "c", "d"]);
    expect(turns.queued).toBe(1);
    sends[2]!.end();
    sends[3]!.end();
    await settle();
    expect(began).toEqual(["a", "b", "c", "d", "e"]);
    sends[4]!.end();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d", "e"]);
    expect(turns.queued).toBe(0);
  });

  it("let the next group in once each send of the running group has its first order out, two groups at most", async () => {
    const turns = new SendTurns(2);
    const began: string[] = [];
    const outs = new Map<string, () => void>();
    const sends = ["a", "b", "c", "d", "e", "f"].map((name) => {
      const send = heldSend(name, began);
      return {
        ...send,
        run: (firstOrderOut: () => void) => {
          outs.set(name, firstOrderOut);
          return send.run();
        },
      };
    });
    const results = sends.map((send) => turns.take(send.run));
    await settle();
    expect(began).toEqual(["a", "b"]);
    outs.get("a")!();
    await settle();
    // b's first order is not out yet: c and d wait for it, not for a's settling.
    expect(began).toEqual(["a", "b"]);
    outs.get("b")!();
    await settle();
    expect(began).toEqual(["a", "b", "c", "d"]);
    // Two groups send: a third waits for one to end, whatever its first orders.
    outs.get("c")!();
    outs.get("d")!();
    await settle();
    expect(began).toEqual(["a", "b", "c", "d"]);
    sends[0]!.end();
    sends[1]!.end();
    await settle();
    expect(began).toEqual(["a", "b", "c", "d", "e", "f"]);
    for (const send of sends.slice(2)) send.end();
    expect(await Promise.all(results)).toEqual(["a", "b", "c", "d", "e", "f"]);
  });

  it("put an exit ahead of the other sends waiting, after the exits already waiting", async () => {
    const turns = new SendTurns(1);
    const began: string[] = [];
    const first = heldSend("place-1", began);
    const running = turns.take(first.run);
    await settle();
    const waiting = [
      ["place-2", "OTHER"],
      ["exit-1", "EXIT"],
      ["place-3", "OTHER"],
      ["exit-2", "EXIT"],
    ] as const;
    const sends = waiting.map(([name, priority]) => {
      const send = heldSend(name, began);
      send.end();
      return turns.take(send.run, priority);
    });
    first.end();
    await Promise.all([running, ...sends]);
    expect(began).toEqual(["place-1", "exit-1", "exit-2", "place-2", "place-3"]);
  });

  it("start the exits waiting together, however few the sends at once", async () => {
    const turns = new SendTurns(1);
    const began: string[] = [];
    const first = heldSend("place-1", began);
    const running = turns.take(first.run);
    await settle();
    const exits = ["exit-1", "exit-2", "exit-3"].map((name) => heldSend(name, began));
    const place = heldSend("place-2", began);
    const taken = [...exits.map((exit) => turns.take(exit.run, "EXIT")), turns.take(place.run)];
    first.end();
    await settle();
    // A market move fired three stop-losses: their sends begin side by side, the place after.
    expect(began).toEqual(["place-1", "exit-1", "exit-2", "exit-3"]);
    for (const exit of exits) exit.end();
    place.end();
    await Promise.all([running, ...taken]);
    expect(began).toEqual(["place-1", "exit-1", "exit-2", "exit-3", "place-2"]);
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

  it("reach the broker a basket after another's first order, two at most; a basket in line is answered at once", async () => {
    const legs = ironFlyLegs(nextMonthlyExpiry(3727, deps.clock.now()));
    const tradebox = await calls.publishTradebox("Turns Iron Fly", 3727, legs);
    const traders = ["TURNS1", "TURNS2", "TURNS3"];
    const tokens = await Promise.all(traders.map((clientId) => calls.logIn(clientId)));
    const broker = deps.brokers[TEST_BROKER_CODE];
    const placeOrder = broker.placeOrder.bind(broker);
    const sentFor: string[] = [];
    // The broker answers no one until two traders have had their answers (ten seconds at most,
    // should they never come), so the first basket in line holds the one turn meanwhile; then
    // it takes a moment per order, as a real one does: time for others to send.
    let answered = 0;
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    const fallback = setTimeout(open, 10_000);
    const spy = vi.spyOn(broker, "placeOrder").mockImplementation(async (session, order) => {
      sentFor.push(session.clientId);
      await gate;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return placeOrder(session, order);
    });
    let answers: { status: string; basketId: string; sentBefore: number }[];
    try {
      answers = await Promise.all(
        tokens.map(async (token, i) => {
          const { body } = await calls.place(token, tradebox, `turns-key-${i}`);
          if (++answered === 2) open();
          const sentBefore = sentFor.filter((clientId) => clientId === traders[i]).length;
          return { status: body.data.status, basketId: body.data.basket_id, sentBefore };
        }),
      );
      // One turn: the first in line is answered once its broker has answered every leg; the
      // two behind it as soon as their baskets are written, before any of their orders is sent.
      expect(answers.map((a) => [a.status, a.sentBefore]).sort()).toEqual([
        ["ENTERING", 0],
        ["ENTERING", 0],
        ["TRACKING", 4],
      ]);
      await deps.baskets.idle();
    } finally {
      clearTimeout(fallback);
      spy.mockRestore();
    }
    const baskets = await deps.database.db
      .select({ status: userBaskets.status })
      .from(userBaskets)
      .where(
        inArray(
          userBaskets.id,
          answers.map((a) => a.basketId),
        ),
      );
    expect(baskets.map((b) => b.status)).toEqual(traders.map(() => "TRACKING"));
    // Four legs each. The basket in the turn sent its first order alone; the next in line began
    // once that order was out (not once the first had settled), and the third once the first
    // or the second basket's send had ended: two at most send together.
    expect(sentFor).toHaveLength(12);
    const [first] = sentFor;
    const second = sentFor.find((clientId) => clientId !== first)!;
    const third = traders.find((clientId) => clientId !== first && clientId !== second)!;
    const lastOf = (trader: string) => sentFor.lastIndexOf(trader);
    expect(sentFor.indexOf(second)).toBeGreaterThan(0);
    expect(sentFor.indexOf(third)).toBeGreaterThan(Math.min(lastOf(first!), lastOf(second)));
    for (const trader of traders) expect(sentFor.filter((c) => c === trader)).toHaveLength(4);
  });

  it("are left unsent by a stopping instance, for the reconciler, once answered", async () => {
    const legs = ironFlyLegs(nextMonthlyExpiry(3727, deps.clock.now()));
    const tradebox = await calls.publishTradebox("Turns Stop Iron Fly", 3727, legs);
    const traders = ["STOP1", "STOP2"];
    const tokens = await Promise.all(traders.map((clientId) => calls.logIn(clientId)));
    const broker = deps.brokers[TEST_BROKER_CODE];
    const placeOrder = broker.placeOrder.bind(broker);
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const spy = vi.spyOn(broker, "placeOrder").mockImplementation(async (session, order) => {
      await held;
      return placeOrder(session, order);
    });
    try {
      const first = calls.place(tokens[0]!, tradebox, "stop-key-0");
      await vi.waitFor(() => expect(spy).toHaveBeenCalled());
      const second = await calls.place(tokens[1]!, tradebox, "stop-key-1");
      expect(second.body.data.status).toBe("ENTERING");
      // The instance stops (a deploy) while the second basket waits for the first's turn.
      deps.baskets.stop();
      release();
      await first;
      await deps.baskets.idle();
      const orders = await deps.database.db
        .select({ status: userOrders.status })
        .from(userOrders)
        .where(eq(userOrders.basketId, second.body.data.basket_id));
      expect(orders.map((o) => o.status)).toEqual(legs.map(() => "TO_BE_PLACED"));
    } finally {
      spy.mockRestore();
    }
  });
});
