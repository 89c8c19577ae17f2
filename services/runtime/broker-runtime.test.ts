import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { TEST_BROKER_CODE } from "../../lib/product";
import { openDatabase } from "../db/database";
import { ManualClock } from "../../lib/time/clock";
import { recordingLogger } from "../testing/recording-logger";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../testing/test-config";
import { startBrokerRuntime } from "./broker-runtime";

const MATCH_EVERY_MS = 5;
const MATCH_FAILED = "Paper order matching failed";

async function runtimeOnFreshDatabase() {
  const logger = recordingLogger();
  const database = openDatabase({ kind: "pglite", dataDir: "memory://" }, logger);
  await database.migrate();
  const runtime = startBrokerRuntime({
    config: testConfig(),
    db: database.db,
    logger,
    clock: new ManualClock(new Date("2026-01-13T04:30:00Z")),
    matchIntervalMs: MATCH_EVERY_MS,
    marketMovesRefreshMs: MATCH_EVERY_MS,
  });
  return { logger, database, runtime };
}

const failures = (logger: ReturnType<typeof recordingLogger>, message = MATCH_FAILED) =>
  logger.entries.filter((entry) => entry.message === message).length;
const MOVES_READ_FAILED = "Market moves re-read failed";

describe("startBrokerRuntime", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  it("puts the paper broker on the configured market in the registry", async () => {
    const { database, runtime } = await runtimeOnFreshDatabase();
    try {
      expect(runtime.market.seed).toBe(testConfig().marketSeed);
      expect(runtime.brokers[TEST_BROKER_CODE]).toBe(runtime.paperBroker);
      const prices = await runtime.brokers[TEST_BROKER_CODE].lastTradedPrices([3727]);
      expect(prices.get(3727)).toBe(runtime.market.lastTradedPrice(3727));
    } finally {
      await runtime.stop();
      await database.close();
    }
  });

  // The control: a matcher left running hits the closed database on its next tick.
  it("keeps matching until stopped", async () => {
    const { logger, database, runtime } = await runtimeOnFreshDatabase();
    await database.close();
    await sleep(MATCH_EVERY_MS * 20);
    await runtime.stop();
    expect(failures(logger)).toBeGreaterThan(0);
  });

  it("stops the matcher: no run after stop(), and a second stop() is harmless", async () => {
    const { logger, database, runtime } = await runtimeOnFreshDatabase();
    await sleep(MATCH_EVERY_MS * 4);
    await runtime.stop();
    await database.close();
    await sleep(MATCH_EVERY_MS * 20);
    expect(failures(logger)).toBe(0);
    await expect(runtime.stop()).resolves.toBeUndefined();
  });

  it("re-reads the market moves until stopped, and not after", async () => {
    const running = await runtimeOnFreshDatabase();
    await running.runtime.mastersRestored;
    // In a session NSE's market and the paper broker's are one: a move moves both.
    const seeded = running.runtime.market.lastTradedPrice(3727)!;
    await running.runtime.marketMoves.move(3727, -400);
    expect(running.runtime.paperMarket.lastTradedPrice(3727)).toBe(seeded - 40_000);
    await running.database.close();
    await sleep(MATCH_EVERY_MS * 20);
    await running.runtime.stop();
    expect(failures(running.logger, MOVES_READ_FAILED)).toBeGreaterThan(0);
    expect(running.runtime.market.lastTradedPrice(3727)).toBe(seeded - 40_000);

    const { logger, database, runtime } = await runtimeOnFreshDatabase();
    await runtime.stop();
    await database.close();
    await sleep(MATCH_EVERY_MS * 20);
    expect(failures(logger, MOVES_READ_FAILED)).toBe(0);
  });
});
