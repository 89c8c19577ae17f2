import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketDetailsWireSchema } from "../../lib/basket/user-basket-wire";
import { indiaInstant } from "../../lib/market/india-time";
import { ManualClock } from "../../lib/time/clock";
import { buildApp } from "../app";
import { nextMonthlyExpiry } from "../catalogue/testing/catalogue-fixture";
import { openDatabase } from "../db/database";
import { recordingLogger } from "../testing/recording-logger";
import { testAppDeps } from "../testing/test-app-deps";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../testing/test-config";
import { basketCalls, ironFlyLegs } from "./testing/basket-calls";

const ANALYST_KEY = "analyst-key-0123456789abcdef";
const SATURDAY_EVENING = indiaInstant("2026-11-28", "20:25");
const MONDAY_MORNING = indiaInstant("2026-11-30", "10:00");

/** A services app on its own in-memory database, its clock at Saturday evening. */
async function servicesAt(practiceMarket: boolean) {
  const database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
  await database.migrate();
  const clock = new ManualClock(SATURDAY_EVENING);
  const config = testConfig({ analystApiKey: ANALYST_KEY, practiceMarket });
  const app = buildApp(await testAppDeps(database, { config, clock }));
  const calls = basketCalls((path, init) => app.request(path, init), ANALYST_KEY);
  const details = async (token: string, basketId: string) => {
    const answer = await calls.call(
      "GET",
      `/user-strategy/basket/details?basket_id=${basketId}`,
      token,
    );
    return basketDetailsWireSchema.parse(answer.body.data).basket_info;
  };
  /** A tradebox the analyst publishes now, placed at once by the trader: its basket id. */
  const placeNew = async (token: string, name: string) => {
    const legs = ironFlyLegs(nextMonthlyExpiry(3727, clock.now()));
    const tradebox = await calls.publishTradebox(name, 3727, legs);
    const placed = await calls.place(token, tradebox, `key-${name}`);
    expect(placed.status).toBe(200);
    return placed.body.data.basket_id;
  };
  return { database, clock, calls, details, placeNew };
}

describe("the paper broker's practice session", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  let on: Awaited<ReturnType<typeof servicesAt>>;
  let off: Awaited<ReturnType<typeof servicesAt>>;

  beforeAll(async () => {
    [on, off] = await Promise.all([servicesAt(true), servicesAt(false)]);
  }, PGLITE_BOOT_TIMEOUT_MS);
  afterAll(() => Promise.all([on.database.close(), off.database.close()]));

  it("fills a basket placed while NSE is shut, marks it practice, and moves its P&L", async () => {
    const token = await on.calls.logIn("PRAC01");
    const basketId = await on.placeNew(token, "Weekend Fly");
    const placed = await on.details(token, basketId);
    expect(placed).toMatchObject({ status: "TRACKING", is_practice: true });
    on.clock.advanceMinutes(3);
    expect((await on.details(token, basketId)).pnl).not.toBe(placed.pnl);
  });

  it("places a basket in NSE's session as a live one", async () => {
    on.clock.set(MONDAY_MORNING);
    const token = await on.calls.logIn("LIVE01");
    const basketId = await on.placeNew(token, "Monday Fly");
    expect(await on.details(token, basketId)).toMatchObject({ is_practice: false });
    on.clock.set(SATURDAY_EVENING);
  });

  it("switched off, fills at the standing close: no practice mark, no moves", async () => {
    const token = await off.calls.logIn("SHUT01");
    const basketId = await off.placeNew(token, "Closed Fly");
    const placed = await off.details(token, basketId);
    expect(placed).toMatchObject({ status: "TRACKING", is_practice: false });
    off.clock.advanceMinutes(3);
    expect((await off.details(token, basketId)).pnl).toBe(placed.pnl);
  });
});
