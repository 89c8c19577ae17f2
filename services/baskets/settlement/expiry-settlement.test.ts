import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { basketDetailsWireSchema } from "../../../lib/basket/user-basket-wire";
import { contractNoteCharges, type ExercisedOption } from "../../../lib/charges/contract-note";
import { chargesFromWire } from "../../../lib/charges/charges-wire";
import { brokerByCode } from "../../../lib/brokers";
import { indiaInstant } from "../../../lib/market/india-time";
import { paise } from "../../../lib/money/paise";
import { parseRupees } from "../../../lib/money/parse-rupees";
import { TEST_BROKER_CODE } from "../../../lib/product";
import { ManualClock } from "../../../lib/time/clock";
import { buildApp } from "../../app";
import { settleExpiredPositions } from "../../brokers/test-broker/expiry-settlement";
import { nextMonthlyExpiry } from "../../catalogue/testing/catalogue-fixture";
import { openDatabase } from "../../db/database";
import { paperAccounts, paperPositions } from "../../db/paper-schema";
import { simulatedIndexClose } from "../../market/index-close";
import { recordingLogger } from "../../testing/recording-logger";
import { testAppDeps } from "../../testing/test-app-deps";
import { PGLITE_BOOT_TIMEOUT_MS, testConfig } from "../../testing/test-config";
import { executedOrdersOf } from "../../../lib/charges/executed-orders";
import { ExpirySettler } from "./expiry-settler";
import { basketCalls, ironFlyLegs } from "../testing/basket-calls";

const ANALYST_KEY = "analyst-key-0123456789abcdef";
const CLIENT = "EXPIRY01";

describe("a basket held to expiry", { timeout: PGLITE_BOOT_TIMEOUT_MS }, () => {
  const expiry = nextMonthlyExpiry(3727, indiaInstant("2026-12-01", "10:00"));
  const database = openDatabase({ kind: "pglite", dataDir: "memory://" }, recordingLogger());
  const clock = new ManualClock(indiaInstant(expiry, "14:30"));
  let deps: Awaited<ReturnType<typeof testAppDeps>>;
  let calls: ReturnType<typeof basketCalls>;
  let settler: ExpirySettler;
  let token: string;
  let basketId: string;

  const details = async () => {
    const answer = await calls.call(
      "GET",
      `/user-strategy/basket/details?basket_id=${basketId}`,
      token,
    );
    const { basket_info: info, signals } = basketDetailsWireSchema.parse(answer.body.data);
    return { ...info, signals };
  };
  /** The index's close that day as NSE would publish it (two decimals), in rupees. */
  const indexClose = () =>
    Math.round(deps.paperMarket.indexLevel(3727, indiaInstant(expiry, "15:30")) * 100) / 100;

  beforeAll(async () => {
    await database.migrate();
    const config = testConfig({ analystApiKey: ANALYST_KEY, practiceMarket: false });
    deps = await testAppDeps(database, { config, clock });
    const app = buildApp(deps);
    calls = basketCalls((path, init) => app.request(path, init), ANALYST_KEY);
    settler = new ExpirySettler(deps.baskets, simulatedIndexClose(deps.paperMarket));
    token = await calls.logIn(CLIENT);
    const tradebox = await calls.publishTradebox("Expiry Fly", 3727, ironFlyLegs(expiry));
    const placed = await calls.place(token, tradebox, "expiry-fly");
    expect(placed.status).toBe(200);
    basketId = placed.body.data.basket_id;
  }, PGLITE_BOOT_TIMEOUT_MS);
  afterAll(() => database.close());

  it("is left alone until the exchange's close on its expiry day", async () => {
    expect(await details()).toMatchObject({ status: "TRACKING" });
    clock.set(indiaInstant(expiry, "15:29"));
    expect(await settler.runOnce()).toBe(0);
    expect(
      await settleExpiredPositions(
        database.db,
        deps.paperMarket,
        simulatedIndexClose(deps.paperMarket),
      ),
    ).toBe(0);
    expect(await details()).toMatchObject({ status: "TRACKING" });
  });

  it("settles every leg at its intrinsic value against the index close, and exits", async () => {
    clock.set(indiaInstant(expiry, "15:45"));
    expect(await settler.runOnce()).toBe(1);
    const basket = await details();
    expect(basket.status).toBe("EXITED");
    const close = indexClose();
    for (const signal of basket.signals) {
      expect(signal.status).toBe("CLOSED");
      const settlement = signal.order_snap_list.filter((order) => order.purpose === "SETTLE");
      expect(settlement).toHaveLength(1);
      const strike = signal.strike_price!;
      const intrinsic = Math.max(0, signal.ins_type === "call" ? close - strike : strike - close);
      expect(settlement[0]).toMatchObject({
        status: "COMPLETE",
        transaction_type: signal.transaction_type === "BUY" ? "SELL" : "BUY",
        filled_quantity: signal.buy_quantity,
        average_price: Math.round(intrinsic * 100) / 100,
      });
      expect(settlement[0]!.status_message).toContain("Nifty closed at");
    }
  });

  it("charges STT on the long legs exercised in the money, and nothing to trade the settlement", async () => {
    const basket = await details();
    const close = indexClose();
    const exercised: ExercisedOption[] = basket.signals
      .filter((signal) => signal.transaction_type === "BUY")
      .map((signal) => {
        const strike = signal.strike_price!;
        const intrinsic = Math.max(0, signal.ins_type === "call" ? close - strike : strike - close);
        return {
          tradeDate: expiry,
          intrinsicValue: paise(Math.round(intrinsic * 100) * signal.buy_quantity),
        };
      })
      .filter((option) => option.intrinsicValue > 0);
    const brokerage = brokerByCode(TEST_BROKER_CODE)!.optionsBrokerage.perExecutedOrder;
    const traded = executedOrdersOf(basket.signals);
    const expected = contractNoteCharges(traded, brokerage, exercised);
    // The seeded market closes the index past the bought call's strike: one long is exercised.
    expect(exercised).toHaveLength(1);
    expect(expected.stt).toBeGreaterThan(contractNoteCharges(traded, brokerage).stt);
    expect(chargesFromWire(basket.charges!)).toEqual(expected);
    // Only the four entry orders were traded: four brokerages, whatever was settled.
    expect(expected.brokerage).toBe(parseRupees(brokerage * 4));
  });

  it("settles once, however often it runs", async () => {
    expect(await settler.runOnce()).toBe(0);
    const basket = await details();
    const settlements = basket.signals
      .flatMap((s) => s.order_snap_list)
      .filter((o) => o.purpose === "SETTLE");
    expect(settlements).toHaveLength(4);
  });

  it("closes the paper broker's positions at the same prices and frees their margin", async () => {
    const closeOf = simulatedIndexClose(deps.paperMarket);
    expect(await settleExpiredPositions(database.db, deps.paperMarket, closeOf)).toBe(4);
    const positions = await database.db
      .select()
      .from(paperPositions)
      .where(eq(paperPositions.clientId, CLIENT));
    expect(positions.map((p) => p.netQuantity)).toEqual([0, 0, 0, 0]);
    const basket = await details();
    const realised = basket.signals.reduce((sum, s) => sum + parseRupees(s.realised_pnl), 0);
    expect(positions.reduce((sum, p) => sum + p.realisedPnlPaise, 0)).toBe(realised);
    const [account] = await database.db
      .select()
      .from(paperAccounts)
      .where(eq(paperAccounts.clientId, CLIENT));
    expect(account!.blockedMarginPaise).toBe(0);
    expect(await settleExpiredPositions(database.db, deps.paperMarket, closeOf)).toBe(0);
  });
});
