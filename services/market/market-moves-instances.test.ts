import { setTimeout as sleep } from "node:timers/promises";
import { afterEach, describe, expect, it } from "vitest";
import { indiaInstant } from "../../lib/market/india-time";
import { ManualClock } from "../../lib/time/clock";
import { buildApp } from "../app";
import { startServices, type RunningServices } from "../server";
import { describeOnEachDatabase } from "../testing/database-backends";
import { recordingLogger } from "../testing/recording-logger";
import { testAppDeps } from "../testing/test-app-deps";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../testing/test-config";
import {
  createThrowawayDatabase,
  TEST_DATABASE_URL,
  type ThrowawayDatabase,
} from "../testing/throwaway-postgres";
import { MARKET_MOVES_REFRESH_MS } from "./market-moves";
import type { SimulatedMarket } from "./simulated-market";

// Two instances over one database: a move made through one reaches the other's prices.
const KEY = "analyst-key-0123456789abcdef";
const NIFTY = 3727;
// A Saturday: the feed's practice market (the paper broker's) is the one the drill moves.
const SATURDAY = indiaInstant("2026-11-21", "12:00");
/** The re-read interval, and the time a read and a price call take on a loaded machine. */
const REACHED_WITHIN_MS = MARKET_MOVES_REFRESH_MS * 2;

type Fetch = (path: string, init?: RequestInit) => Response | Promise<Response>;

/** A NIFTY put a few strikes below the index on the practice market. */
function aPut(market: SimulatedMarket): number {
  const level = market.indexLevel(NIFTY);
  const puts = market
    .listedInstruments()
    .filter((i) => i.underlyingToken === NIFTY && i.type === "put" && i.strike! < level);
  return puts.sort((a, b) => b.strike! - a.strike!)[2]!.token;
}

/** The practice market's prices of `tokens` in rupees, as an instance's feed answers them. */
async function practicePrices(fetch: Fetch, tokens: number[]): Promise<number[]> {
  const response = await fetch(
    `/market-feed/marketfeed/ltp?market=practice&instrument_token=${tokens.join(",")}`,
  );
  const body = (await response.json()) as { data: Record<string, number> };
  return tokens.map((token) => body.data[String(token)]!);
}

/**
 * Moves NIFTY −400 points through `one` and waits for `two`'s feed to show it: the index 400.00
 * lower, a put dearer, within the re-read interval; then removes the move the same way.
 */
async function moveSeenByTheOther(one: Fetch, two: Fetch, put: number) {
  const [index, putPrice] = await practicePrices(two, [NIFTY, put]);
  const moved = await one("/analyst/market/move", {
    method: "POST",
    headers: { Authorization: `Bearer ${KEY}`, "Content-Type": "application/json" },
    body: JSON.stringify({ underlying_token: NIFTY, points: -400 }),
  });
  expect(moved.status).toBe(201);
  const { data } = (await moved.json()) as { data: { level: number } };
  expect(data.level).toBeCloseTo(index! - 400, 2);
  const made = performance.now();
  let seen = await practicePrices(two, [NIFTY, put]);
  while (seen[0] === index) {
    expect(performance.now() - made).toBeLessThan(REACHED_WITHIN_MS);
    await sleep(25);
    seen = await practicePrices(two, [NIFTY, put]);
  }
  expect(seen[0]).toBeCloseTo(index! - 400, 2);
  expect(seen[1]).toBeGreaterThan(putPrice! + 100);

  const cleared = await one("/analyst/market/moves", {
    method: "DELETE",
    headers: { Authorization: `Bearer ${KEY}` },
  });
  expect(cleared.status).toBe(200);
  const removed = performance.now();
  while ((await practicePrices(two, [NIFTY]))[0] !== index) {
    expect(performance.now() - removed).toBeLessThan(REACHED_WITHIN_MS);
    await sleep(25);
  }
}

describeOnEachDatabase("a market move across two apps on one database", (_db, database) => {
  it(
    "reaches the other app's practice prices within the re-read interval",
    { timeout: PGLITE_BOOT_TIMEOUT_MS },
    async () => {
      const clock = new ManualClock(SATURDAY);
      const config = testConfig({ analystApiKey: KEY });
      const [one, two] = [
        await testAppDeps(database(), { config, clock }),
        await testAppDeps(database(), { config, clock }),
      ];
      // Each app's runtime re-reads the moves (services/runtime/broker-runtime.ts).
      const stops = [one.marketMoves.start(), two.marketMoves.start()];
      try {
        const [appOne, appTwo] = [buildApp(one), buildApp(two)];
        await moveSeenByTheOther(
          (path, init) => appOne.request(path, init),
          (path, init) => appTwo.request(path, init),
          aPut(two.paperMarket),
        );
      } finally {
        await Promise.all(stops.map((stop) => stop()));
      }
    },
  );
});

describe.skipIf(!TEST_DATABASE_URL)(
  "a market move across two services instances on one PostgreSQL",
  { timeout: 120_000 },
  () => {
    let throwaway: ThrowawayDatabase | undefined;
    const running: RunningServices[] = [];
    afterEach(async () => {
      await Promise.all(running.splice(0).map((services) => services.stop()));
      await throwaway?.drop();
    });

    it("reaches the other instance's practice prices within the re-read interval", async () => {
      throwaway = await createThrowawayDatabase(TEST_DATABASE_URL!);
      const config = testConfig({
        database: { kind: "postgres", url: throwaway.url },
        analystApiKey: KEY,
      });
      const clock = new ManualClock(SATURDAY);
      for (let i = 0; i < 2; i++)
        running.push(await startServices(config, recordingLogger(), { clock }));
      const [one, two] = running as [RunningServices, RunningServices];
      await moveSeenByTheOther(
        (path, init) => fetch(`${one.url}${path}`, init),
        (path, init) => fetch(`${two.url}${path}`, init),
        aPut(two.runtime.paperMarket),
      );
    });
  },
);
