import { expect, it } from "vitest";
import { describeOnEachDatabase } from "../testing/database-backends";
import { databaseLeases, liveLeases } from "./leases";

const LONG_MS = 60_000;
const SHORT_MS = 150;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describeOnEachDatabase("named leases between instances", (db) => {
  it("grants a free lease to one holder, refuses it to another while it lasts, renews the first", async () => {
    const leases = databaseLeases(db());
    expect(await leases.claim("a", ["order-book:x:C1"], LONG_MS)).toEqual(
      new Set(["order-book:x:C1"]),
    );
    expect(await leases.claim("b", ["order-book:x:C1"], LONG_MS)).toEqual(new Set());
    expect(await leases.claim("a", ["order-book:x:C1"], LONG_MS)).toEqual(
      new Set(["order-book:x:C1"]),
    );
    expect(await liveLeases(db())).toContainEqual({ name: "order-book:x:C1", holder: "a" });
  });

  it("hands a lease its holder stopped renewing to the next claimant once it lapses", async () => {
    const leases = databaseLeases(db());
    expect(await leases.claim("a", ["order-book:x:C2"], SHORT_MS)).toEqual(
      new Set(["order-book:x:C2"]),
    );
    expect(await leases.claim("b", ["order-book:x:C2"], LONG_MS)).toEqual(new Set());
    await pause(SHORT_MS * 2);
    expect(await leases.claim("b", ["order-book:x:C2"], LONG_MS)).toEqual(
      new Set(["order-book:x:C2"]),
    );
    // The old holder, back, does not take it back.
    expect(await leases.claim("a", ["order-book:x:C2"], LONG_MS)).toEqual(new Set());
  });

  it("hands a released lease over at once, and only the holder's release counts", async () => {
    const leases = databaseLeases(db());
    await leases.claim("a", ["order-book:x:C3", "order-book:x:C4"], LONG_MS);
    await leases.release("b", ["order-book:x:C3"]);
    expect(await leases.claim("b", ["order-book:x:C3"], LONG_MS)).toEqual(new Set());
    await leases.release("a", ["order-book:x:C3"]);
    expect(await leases.claim("b", ["order-book:x:C3"], LONG_MS)).toEqual(
      new Set(["order-book:x:C3"]),
    );
    await leases.releaseAll("a");
    expect(await leases.claim("b", ["order-book:x:C4"], LONG_MS)).toEqual(
      new Set(["order-book:x:C4"]),
    );
  });

  it("claims many names in one call, answering the ones held", async () => {
    const leases = databaseLeases(db());
    const names = Array.from({ length: 1_200 }, (_, i) => `order-book:y:C${i}`);
    await leases.claim("a", names.slice(0, 10), LONG_MS);
    const held = await leases.claim("b", names, LONG_MS);
    expect(held.size).toBe(1_190);
    expect(held.has("order-book:y:C9")).toBe(false);
    expect(held.has("order-book:y:C10")).toBe(true);
  });

  it("gives each name to exactly one of two holders claiming together, in any order", async () => {
    const leases = databaseLeases(db());
    const names = Array.from({ length: 50 }, (_, i) => `order-book:z:C${i}`);
    const rounds = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        leases.claim(i % 2 === 0 ? "a" : "b", i % 4 < 2 ? names : [...names].reverse(), LONG_MS),
      ),
    );
    const byA = rounds[0]!;
    const byB = rounds[1]!;
    for (const name of names) expect(byA.has(name) !== byB.has(name)).toBe(true);
    for (const [i, held] of rounds.entries()) {
      expect(held).toEqual(i % 2 === 0 ? byA : byB);
    }
  });
});
