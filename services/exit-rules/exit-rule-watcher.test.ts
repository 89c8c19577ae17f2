import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { basketDetailsWireSchema } from "../../lib/basket/user-basket-wire";
import { indiaInstant } from "../../lib/market/india-time";
import { parseRupees } from "../../lib/money/parse-rupees";
import { ManualClock } from "../../lib/time/clock";
import { createBasketEngine } from "../baskets/create-basket-engine";
import { basketTestApp, type BasketTestApp } from "../baskets/testing/basket-test-app";
import { ironFlyLegs, type LegInput } from "../baskets/testing/basket-calls";
import { nextMonthlyExpiry } from "../catalogue/testing/catalogue-fixture";
import { userOrders } from "../db/schema";
import { describeOnEachDatabase } from "../testing/database-backends";
import { ExitRuleWatcher } from "./exit-rule-watcher";
import { SteeredPrices } from "./testing/steered-prices";
import { ACCESS_TOKEN_TTL_MS } from "../brokers/test-broker/login-tokens";

const TEN_AM = indiaInstant("2026-11-20", "10:00");

describeOnEachDatabase("exit rules carried out by the services", (db, database) => {
  const clock = new ManualClock(TEN_AM);
  let t: BasketTestApp;
  let prices: SteeredPrices;
  let watcher: ExitRuleWatcher;
  let tradeboxes = 0;

  beforeAll(async () => {
    t = await basketTestApp(database(), clock);
    prices = new SteeredPrices({ brokers: t.deps.brokers, clock });
  });
  afterAll(() => watcher.stop());

  /** A trader holding a fresh iron fly (legs as given): their token and the basket's id. */
  async function holding(clientId: string, legs?: (expiry: string) => LegInput[]) {
    clock.set(TEN_AM);
    prices.clear();
    prices.market = "live";
    // A watcher of its own: the prices another test's watcher saw stay with it.
    await watcher?.stop();
    // Reads of changes look no further back than the last read: a change they miss, a test finds.
    watcher = new ExitRuleWatcher({
      engine: t.deps.baskets,
      prices,
      alerts: t.deps.alerts,
      changesOverlapMs: 0,
    });
    const token = await t.calls.logIn(clientId);
    const expiry = nextMonthlyExpiry(3727, clock.now());
    tradeboxes += 1;
    const tradebox = await t.calls.publishTradebox(
      `Rules Fly ${tradeboxes}`,
      3727,
      (legs ?? ironFlyLegs)(expiry),
    );
    const placed = await t.calls.place(token, tradebox, `rules-${clientId}-${tradeboxes}`);
    expect(placed.status).toBe(200);
    return { token, basketId: placed.body.data.basket_id };
  }

  async function details(token: string, basketId: string) {
    const answer = await t.calls.call(
      "GET",
      `/user-strategy/basket/details?basket_id=${basketId}`,
      token,
    );
    return basketDetailsWireSchema.parse(answer.body.data);
  }

  /** The short call leg, priced `above` rupees over its entry: a loss of that much per unit. */
  async function shortCallUp(token: string, basketId: string, above: number) {
    const leg = (await details(token, basketId)).signals.find(
      (s) => s.transaction_type === "SELL" && s.ins_type === "call",
    )!;
    prices.steer(leg.instrument_token, parseRupees(leg.avg_entry_price! + above));
    return leg;
  }

  const exitOrders = (basketId: string) =>
    db()
      .select()
      .from(userOrders)
      .where(and(eq(userOrders.basketId, basketId), eq(userOrders.purpose, "EXIT")));

  async function pass(on?: ExitRuleWatcher) {
    on ??= watcher;
    await on.runOnce();
    await on.idle();
    await t.deps.baskets.idle();
  }

  it("exits the basket once its P&L crosses the stop-loss, saying what crossed what and when", async () => {
    const { token, basketId } = await holding("RULES1");
    const set = await t.calls.setExitRules(token, basketId, {
      stop_loss: { value: 500, unit: "RUPEES" },
    });
    expect(set.status).toBe(200);
    await pass();
    expect((await details(token, basketId)).basket_info.status).toBe("TRACKING");

    await shortCallUp(token, basketId, 200);
    clock.advance(13_000);
    await pass();
    const info = (await details(token, basketId)).basket_info;
    expect(info.status).toBe("EXITED");
    expect(info.exit_reason).toMatch(
      /^Exited by stop-loss: P&L -₹[\d,]+\.\d\d crossed -₹500\.00 at 10:00:13$/,
    );
    expect(info.exit_rules?.fired).toBe(info.exit_reason);
    // One exit order per leg (each below the freeze quantity), and no more on later passes.
    expect(await exitOrders(basketId)).toHaveLength(4);
    await pass();
    expect(await exitOrders(basketId)).toHaveLength(4);
  });

  it("arms rules set after its first read, and disarms rules removed, reading only what changed", async () => {
    const { token, basketId } = await holding("RULES9");
    await pass();
    expect(watcher.size).toBe(0);
    await t.calls.setExitRules(token, basketId, { stop_loss: { value: 500, unit: "RUPEES" } });
    clock.advance(1_000);
    await pass();
    expect(watcher.size).toBe(1);

    const removed = await t.calls.call("DELETE", "/bridge/basket/exit-rules", token, {
      basket_id: basketId,
    });
    expect(removed.status).toBe(200);
    clock.advance(1_000);
    await pass();
    expect(watcher.size).toBe(0);
    await shortCallUp(token, basketId, 200);
    await pass();
    expect((await details(token, basketId)).basket_info.status).toBe("TRACKING");
    expect(await exitOrders(basketId)).toHaveLength(0);

    await t.calls.setExitRules(token, basketId, { stop_loss: { value: 500, unit: "RUPEES" } });
    clock.advance(1_000);
    await pass();
    await pass();
    expect((await details(token, basketId)).basket_info.status).toBe("EXITED");
  });

  it("never acts on a stale price or while the market is shut, and says why it waits", async () => {
    const { token, basketId } = await holding("RULES2");
    await t.calls.setExitRules(token, basketId, { stop_loss: { value: 500, unit: "RUPEES" } });
    const leg = await shortCallUp(token, basketId, 200);
    prices.steer(leg.instrument_token, parseRupees(leg.avg_entry_price! + 200), 20_000);
    await pass();
    let info = (await details(token, basketId)).basket_info;
    expect(info.status).toBe("TRACKING");
    expect(info.exit_rules?.waiting).toMatchObject({
      kind: "STALE_PRICE",
      message: "Waiting for a fresh price: exit rules never act on a stale one",
    });

    prices.market = "closed";
    await pass();
    info = (await details(token, basketId)).basket_info;
    expect(info.exit_rules?.waiting?.kind).toBe("MARKET_SHUT");
    expect(await exitOrders(basketId)).toHaveLength(0);

    // The first fresh price in an open market acts.
    prices.market = "live";
    prices.steer(leg.instrument_token, parseRupees(leg.avg_entry_price! + 200));
    await pass();
    info = (await details(token, basketId)).basket_info;
    expect(info.status).toBe("EXITED");
    expect(info.exit_rules?.waiting).toBeNull();
  });

  it("exits only the leg whose analyst's stop-loss its price crossed", async () => {
    const withStop = (expiry: string) =>
      ironFlyLegs(expiry).map((leg, i) => (i === 0 ? { ...leg, stop_loss: 5000 } : leg));
    const { token, basketId } = await holding("RULES3", withStop);
    const before = await details(token, basketId);
    const stopped = before.signals.find((s) => s.stop_loss === 5000)!;
    prices.steer(stopped.instrument_token, parseRupees(5000.5));
    await pass();
    const after = await details(token, basketId);
    expect(after.basket_info.status).toBe("TRACKING");
    const exited = after.signals.find((s) => s.id === stopped.id)!;
    expect(exited.net_quantity).toBe(0);
    expect(exited.exit_reason).toMatch(
      /^Exited by the analyst's stop-loss: NIFTY 23100 CE .* ₹5,000\.50 crossed ₹5,000\.00 at 10:00:00$/,
    );
    expect(after.signals.filter((s) => s.net_quantity !== 0)).toHaveLength(3);
    expect(await exitOrders(basketId)).toHaveLength(1);
    // The leg is not exited twice; the basket's rules-free legs go on.
    await pass();
    expect(await exitOrders(basketId)).toHaveLength(1);
  });

  it("fires a timed exit at its time of day", async () => {
    const { token, basketId } = await holding("RULES4");
    await t.calls.setExitRules(token, basketId, {
      timed_exit: { kind: "TIME_OF_DAY", time: "10:30" },
    });
    clock.set(indiaInstant("2026-11-20", "10:29"));
    await pass();
    expect((await details(token, basketId)).basket_info.status).toBe("TRACKING");
    clock.set(indiaInstant("2026-11-20", "10:30"));
    await pass();
    const info = (await details(token, basketId)).basket_info;
    expect(info.status).toBe("EXITED");
    expect(info.exit_reason).toBe("Exited by timed exit: at 10:30 at 10:30:00");
  });

  it("trails from the best P&L it kept, across a restart onto another engine", async () => {
    const { token, basketId } = await holding("RULES5");
    const leg = (await details(token, basketId)).signals.find(
      (s) => s.transaction_type === "SELL" && s.ins_type === "call",
    )!;
    const entry = leg.avg_entry_price!;
    const units = -leg.net_quantity;
    await t.calls.setExitRules(token, basketId, {
      trailing_stop: { activate_at: 100, give_back: 50 },
    });
    // The short call falls well below its entry: the basket gains, past the trail's start.
    prices.steer(leg.instrument_token, parseRupees(entry - 20));
    await pass();
    const best = (await details(token, basketId)).basket_info.exit_rules?.trailing_stop?.best_pnl;
    expect(best).toBeGreaterThan(100);

    // A fresh engine and watcher on the same database (a restarted instance).
    const engine = createBasketEngine({
      db: db(),
      brokers: t.deps.brokers,
      brokerSessions: t.deps.brokerSessions,
      events: t.deps.events,
      logger: t.deps.logger,
      market: t.deps.market,
      paperMarket: t.deps.paperMarket,
    });
    const restarted = new ExitRuleWatcher({ engine, prices });
    // Given back a little under the trail: nothing; then past it.
    prices.steer(leg.instrument_token, parseRupees(entry - 20 + 40 / units));
    await pass(restarted);
    expect((await details(token, basketId)).basket_info.status).toBe("TRACKING");
    prices.steer(leg.instrument_token, parseRupees(entry - 20 + 60 / units + 0.05));
    await pass(restarted);
    await engine.idle();
    const info = (await details(token, basketId)).basket_info;
    expect(info.status).toBe("EXITED");
    expect(info.exit_reason).toMatch(
      /^Exited by trailing stop: P&L ₹[\d,.]+ gave back ₹[\d,.]+ from ₹/,
    );
    await restarted.stop();
  });

  it("writes one set of exit orders when two instances' watchers fire at once", async () => {
    const { token, basketId } = await holding("RULES6");
    await t.calls.setExitRules(token, basketId, { stop_loss: { value: 500, unit: "RUPEES" } });
    await shortCallUp(token, basketId, 200);
    const other = await basketTestApp(database(), clock);
    const otherWatcher = new ExitRuleWatcher({ engine: other.deps.baskets, prices });
    await Promise.all([pass(), pass(otherWatcher), other.deps.baskets.idle()]);
    await otherWatcher.stop();
    expect((await details(token, basketId)).basket_info.status).toBe("EXITED");
    expect(await exitOrders(basketId)).toHaveLength(4);
  });

  it("asks the trader to log in once their broker session lapses, and acts after they do", async () => {
    const { token, basketId } = await holding("RULES8");
    await t.calls.setExitRules(token, basketId, { stop_loss: { value: 500, unit: "RUPEES" } });
    const told: string[] = [];
    const alerts = {
      legsExited: () => undefined,
      rulesWaiting: (_: unknown, wait: string, __: Date, broker: string) =>
        told.push(`${wait} ${broker}`),
    };
    await watcher.stop();
    watcher = new ExitRuleWatcher({ engine: t.deps.baskets, prices, alerts, changesOverlapMs: 0 });
    // The paper session's day is over; the market still moves (a practice evening).
    clock.advance(ACCESS_TOKEN_TTL_MS + 60_000);
    const leg = await shortCallUp(token, basketId, 200).catch(() => undefined);
    expect(leg).toBeUndefined(); // the trader's own calls are refused too
    await pass();
    expect(told).toEqual([expect.stringMatching(/^NO_SESSION /)]);
    const rows = await exitOrders(basketId);
    expect(rows).toHaveLength(0);

    const again = await t.calls.logIn("RULES8");
    await shortCallUp(again, basketId, 200);
    await pass();
    await pass();
    const info = (await details(again, basketId)).basket_info;
    expect(info.status).toBe("EXITED");
    expect(info.exit_rules?.waiting).toBeNull();
  });

  it("refuses rules it cannot act on, naming why, and keeps the basket's as they were", async () => {
    const { token, basketId } = await holding("RULES7");
    const over = await t.calls.setExitRules(token, basketId, {
      stop_loss: { value: 101, unit: "PERCENT_OF_MARGIN" },
    });
    expect(over).toMatchObject({
      status: 400,
      body: { errorMessage: "A percentage of margin is at most 100" },
    });
    const bad = await t.calls.setExitRules(token, basketId, {
      target: { value: -5, unit: "RUPEES" },
    });
    expect(bad.status).toBe(400);
    const percent = await t.calls.setExitRules(token, basketId, {
      stop_loss: { value: 2, unit: "PERCENT_OF_MARGIN" },
    });
    expect(percent.status).toBe(200);
    const info = (await details(token, basketId)).basket_info;
    // 2% of the margin the basket blocks, to the paisa.
    const margin = parseRupees(info.required_margin);
    expect(parseRupees(info.exit_rules!.stop_loss!.pnl_at)).toBe(-Math.round(margin * 0.02));
    await t.calls.exit(token, basketId);
    await t.deps.baskets.idle();
    const late = await t.calls.setExitRules(token, basketId, {
      target: { value: 100, unit: "RUPEES" },
    });
    expect(late.status).toBe(409);
  });
});
