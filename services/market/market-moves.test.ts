import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { indiaInstant } from "../../lib/market/india-time";
import { ManualClock } from "../../lib/time/clock";
import type { Db } from "../db/database";
import { marketMoves } from "../db/schema";
import { describeOnEachDatabase } from "../testing/database-backends";
import { recordingLogger } from "../testing/recording-logger";
import {
  MARKET_MOVES_REFRESH_MS,
  MarketMoveRefused,
  marketMoveRequestSchema,
  MarketMoves,
} from "./market-moves";
import { SimulatedMarket } from "./simulated-market";

const NIFTY = 3727;
// A Saturday: NSE is shut, the paper broker's market walks in practice, NSE's stands still.
const SATURDAY = indiaInstant("2026-11-21", "12:00");

/** One instance's markets and its moves over `db`, its clock stopped at `at`. */
function instance(db: Db, at: Date = SATURDAY) {
  const clock = new ManualClock(at);
  const market = new SimulatedMarket({ seed: 42, clock });
  const paperMarket = new SimulatedMarket({ seed: 42, clock, practice: true });
  const logger = recordingLogger();
  const moves = new MarketMoves({ db, market, paperMarket, clock, logger });
  return { clock, market, paperMarket, moves, logger };
}

const seededTwin = (practice: boolean) =>
  new SimulatedMarket({ seed: 42, clock: new ManualClock(SATURDAY), practice });

describeOnEachDatabase("market moves", (db) => {
  const emptied = () => db().delete(marketMoves);

  it("stores a move at the clock's now and moves both markets at once, from then on", async () => {
    await emptied();
    const one = instance(db());
    const { move, level } = await one.moves.move(NIFTY, -400);
    expect(move).toMatchObject({ underlyingToken: NIFTY, shiftPaise: -40_000, at: SATURDAY });
    expect(await db().select().from(marketMoves)).toEqual([move]);
    const practice = seededTwin(true);
    const nse = seededTwin(false);
    expect(level).toBe(Math.round((practice.indexLevel(NIFTY, SATURDAY) - 400) * 100) / 100);
    expect(one.paperMarket.priceAt(NIFTY, SATURDAY)).toBe(
      practice.priceAt(NIFTY, SATURDAY)! - 40_000,
    );
    expect(one.market.priceAt(NIFTY, SATURDAY)).toBe(nse.priceAt(NIFTY, SATURDAY)! - 40_000);
    const before = new Date(SATURDAY.getTime() - 1);
    expect(one.paperMarket.priceAt(NIFTY, before)).toBe(practice.priceAt(NIFTY, before));
  });

  it("lists the moves oldest first, and removes them all: the seeded walk again", async () => {
    await emptied();
    const one = instance(db());
    await one.moves.move(NIFTY, -400);
    one.clock.advanceMinutes(5);
    await one.moves.move(3731, 250.5);
    expect(
      (await one.moves.list()).map((m) => [m.underlyingToken, m.shiftPaise, m.at.getTime()]),
    ).toEqual([
      [NIFTY, -40_000, SATURDAY.getTime()],
      [3731, 25_050, SATURDAY.getTime() + 5 * 60_000],
    ]);
    expect(await one.moves.clear()).toBe(2);
    expect(await one.moves.list()).toEqual([]);
    const now = one.clock.now();
    expect(one.paperMarket.priceAt(NIFTY, now)).toBe(seededTwin(true).priceAt(NIFTY, now));
    expect(await one.moves.clear()).toBe(0);
  });

  it("refuses a move below 1% of the index's level, counting the moves already made", async () => {
    await emptied();
    const one = instance(db());
    const level = one.paperMarket.indexLevel(NIFTY, SATURDAY);
    await one.moves.move(NIFTY, -Math.round(level * 0.5));
    const refused = await one.moves.move(NIFTY, -Math.round(level * 0.6)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(MarketMoveRefused);
    expect((refused as Error).message).toMatch(
      /^points: -\d+ would take NIFTY to -\d+\.\d\d; it may be moved down to \d+\.\d\d at most \(1% of its level\)$/,
    );
    expect(await one.moves.list()).toHaveLength(1);
  });

  it("reaches another instance's markets at its next re-read, within the interval", async () => {
    await emptied();
    const [one, two] = [instance(db()), instance(db())];
    const seeded = two.paperMarket.priceAt(NIFTY, SATURDAY)!;
    await two.moves.refresh();
    const stop = two.moves.start();
    try {
      const made = performance.now();
      await one.moves.move(NIFTY, -400);
      while (two.paperMarket.priceAt(NIFTY, SATURDAY) === seeded) {
        expect(performance.now() - made).toBeLessThan(MARKET_MOVES_REFRESH_MS * 2);
        await sleep(20);
      }
      expect(two.paperMarket.priceAt(NIFTY, SATURDAY)).toBe(seeded - 40_000);
      expect(two.market.priceAt(NIFTY, SATURDAY)).toBe(one.market.priceAt(NIFTY, SATURDAY));
      // A removal reaches it the same way.
      await one.moves.clear();
      const cleared = performance.now();
      while (two.paperMarket.priceAt(NIFTY, SATURDAY) !== seeded) {
        expect(performance.now() - cleared).toBeLessThan(MARKET_MOVES_REFRESH_MS * 2);
        await sleep(20);
      }
    } finally {
      await stop();
    }
  });

  it("ignores a row that names no simulated index", async () => {
    await emptied();
    await db()
      .insert(marketMoves)
      .values({ underlyingToken: 9999 as typeof NIFTY, shiftPaise: 100, at: SATURDAY });
    const one = instance(db());
    expect(await one.moves.refresh()).toEqual([]);
    await emptied();
  });
});

describe("a move's request", () => {
  const problems = (body: unknown) => {
    const parsed = marketMoveRequestSchema.safeParse(body);
    return parsed.success
      ? []
      : parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
  };

  it("takes an index of UNDERLYING_TOKENS and non-zero points with 2 decimals at most", () => {
    expect(problems({ underlying_token: 3727, points: -400 })).toEqual([]);
    expect(problems({ underlying_token: 4407, points: 12.35 })).toEqual([]);
    expect(problems({ underlying_token: 3731, points: 1.15 })).toEqual([]);
    expect(problems({ underlying_token: 1234, points: 10 })).toEqual([
      "underlying_token: must be one of 3727 (NIFTY), 3731 (BANKNIFTY), 4407 (FINNIFTY)",
    ]);
    expect(problems({ underlying_token: 3727, points: 0 })).toEqual(["points: must not be 0"]);
    expect(problems({ underlying_token: 3727, points: 1.234 })).toEqual([
      "points: at most 2 decimals",
    ]);
    expect(problems({ underlying_token: 3727, points: "-400" })).toEqual([
      "points: must be a number of index points",
    ]);
    expect(problems({ underlying_token: 3727, points: 200_000 })).toEqual([
      "points: must be within ±100000",
    ]);
    expect(problems({ underlying_token: 3727 })).toEqual([
      "points: must be a number of index points",
    ]);
  });
});
