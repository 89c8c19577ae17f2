import { describe, expect, it } from "vitest";
import { recordingLogger } from "../testing/recording-logger";
import { LeaseKeeper } from "./lease-keeper";
import type { LeaseStore } from "./leases";

/** One database's leases in memory, on a stated clock, that can be made to fail. */
function memoryStore(now: () => number) {
  const rows = new Map<string, { holder: string; expiresAt: number }>();
  let down = false;
  const store: LeaseStore = {
    claim: async (holder, names, ttlMs) => {
      if (down) throw new Error("connection lost");
      const held = new Set<string>();
      for (const name of names) {
        const row = rows.get(name);
        if (row && row.holder !== holder && row.expiresAt >= now()) continue;
        rows.set(name, { holder, expiresAt: now() + ttlMs });
        held.add(name);
      }
      return held;
    },
    release: async (holder, names) => {
      if (down) throw new Error("connection lost");
      for (const name of names) if (rows.get(name)?.holder === holder) rows.delete(name);
    },
    releaseAll: async (holder) => {
      if (down) throw new Error("connection lost");
      for (const [name, row] of rows) if (row.holder === holder) rows.delete(name);
    },
  };
  return { store, rows, fail: () => (down = true) };
}

function keepers() {
  let at = 1_000;
  const clock = { now: () => at, advance: (ms: number) => (at += ms) };
  const memory = memoryStore(clock.now);
  const keeper = (holder: string) =>
    new LeaseKeeper({
      store: memory.store,
      holder,
      logger: recordingLogger(),
      ttlMs: 5_000,
      beatMs: 1_000,
      now: clock.now,
    });
  return { clock, memory, a: keeper("a"), b: keeper("b") };
}

describe("LeaseKeeper", () => {
  it("holds a wanted lease once a beat claims it, and never while another instance does", async () => {
    const { a, b } = keepers();
    const onA = a.hold("order-book:x:C1");
    const onB = b.hold("order-book:x:C1");
    expect(onA.held()).toBe(false);
    await a.beat();
    await b.beat();
    expect([onA.held(), onB.held()]).toEqual([true, false]);
  });

  it("stops holding a beat before the lease would lapse when renewals fail", async () => {
    const { a, clock, memory } = keepers();
    const lease = a.hold("order-book:x:C1");
    await a.beat();
    memory.fail();
    clock.advance(3_900);
    await a.beat();
    expect(lease.held()).toBe(true);
    clock.advance(200);
    expect(lease.held()).toBe(false);
  });

  it("lets the other instance take a lease its holder stopped renewing once it lapses", async () => {
    const { a, b, clock } = keepers();
    const onA = a.hold("order-book:x:C1");
    const onB = b.hold("order-book:x:C1");
    await a.beat();
    // a dies: no beat of its own any more.
    clock.advance(4_000);
    await b.beat();
    expect(onB.held()).toBe(false);
    expect(onA.held()).toBe(false);
    clock.advance(1_001);
    await b.beat();
    expect(onB.held()).toBe(true);
  });

  it("lets go when its last user releases, and at stop, so the other takes over at once", async () => {
    const { a, b, memory } = keepers();
    const first = a.hold("order-book:x:C1");
    const second = a.hold("order-book:x:C1");
    a.hold("order-book:x:C2");
    const onB = b.hold("order-book:x:C1");
    const otherOnB = b.hold("order-book:x:C2");
    await a.beat();
    first.release();
    await b.beat();
    expect(onB.held()).toBe(false);
    second.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    await b.beat();
    expect(onB.held()).toBe(true);
    await a.stop();
    await b.beat();
    expect(otherOnB.held()).toBe(true);
    expect([...memory.rows.values()].map((row) => row.holder)).toEqual(["b", "b"]);
  });
});
