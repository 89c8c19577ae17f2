import { afterAll, beforeAll, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { indiaInstant } from "../../lib/market/india-time";
import { TEST_BROKER_CODE } from "../../lib/product";
import { paise, subtractPaise, sumPaise, type Paise } from "../../lib/money/paise";
import {
  tradeboxProfileWireSchema,
  type TradeboxProfileWire,
} from "../../lib/tradebox/tradebox-profile-wire";
import { ManualClock } from "../../lib/time/clock";
import { basketCharges } from "../baskets/basket-charges";
import { loadBasketStates } from "../baskets/basket-store";
import { ironFlyLegs } from "../baskets/testing/basket-calls";
import { basketTestApp, type BasketTestApp } from "../baskets/testing/basket-test-app";
import { nextMonthlyExpiry } from "../catalogue/testing/catalogue-fixture";
import { basketSignals, strategies, strategyBaskets } from "../db/schema";
import { describeOnEachDatabase } from "../testing/database-backends";
import { FollowerResultsRefresher } from "./follower-results-refresher";
import {
  analystLegs,
  currentVersion,
  insertClosedBasket,
  type ClosedLeg,
} from "./testing/closed-basket-rows";

const OPENED = indiaInstant("2026-11-20", "10:00");
const MARGIN = paise(1_00_000_00);
const RUPEE = 100;
const MINUTE = 60_000;

describeOnEachDatabase("followers' results on the profile", (db, database) => {
  const clock = new ManualClock(OPENED);
  let t: BasketTestApp;
  let strategyId: string;
  let analystBasketId: string;
  let sell: { instrumentToken: number; price: Paise };
  let buy: { instrumentToken: number; price: Paise };
  let clients = 0;
  const refresher = () =>
    new FollowerResultsRefresher({ db: db(), now: () => clock.now(), logger: t.deps.logger });

  /** A closed basket at a real broker (Nuvama) on the tradebox, entered `slip` paise worse. */
  const closeAtBroker = (
    legs: ClosedLeg[],
    overrides: { exitedAt?: Date; margin?: Paise | null; practice?: boolean } = {},
  ) =>
    insertClosedBasket(db(), {
      strategyId,
      analystBasketId,
      broker: overrides.practice ? TEST_BROKER_CODE : "nuvama",
      clientId: `FOLLOWER${(clients += 1)}`,
      placedAt: new Date(clock.now().getTime() - 30 * MINUTE),
      exitedAt: overrides.exitedAt ?? clock.now(),
      margin: overrides.margin === undefined ? MARGIN : overrides.margin,
      practice: overrides.practice,
      legs,
    });

  /**
   * Basket i: the SELL leg entered i paise under the analyst's price and the BUY leg 2i over
   * (both worse), and the SELL leg kept (i − 5) × ₹10 a unit: nets far apart, in i's order.
   */
  const basketLegs = (i: number): ClosedLeg[] => [
    {
      instrumentToken: sell.instrumentToken,
      side: "SELL",
      units: 75,
      entryPrice: paise(sell.price - i),
      exitPrice: paise(sell.price - i - (i - 5) * 10 * RUPEE),
    },
    {
      instrumentToken: buy.instrumentToken,
      side: "BUY",
      units: 75,
      entryPrice: paise(buy.price + 2 * i),
      exitPrice: paise(buy.price + 2 * i),
    },
  ];

  /** A basket's net as History has it: sold − bought, less its contract notes (no fees here). */
  async function netOf(basketId: string, broker: string): Promise<Paise> {
    const [state] = await loadBasketStates(db(), [basketId]);
    const legs = basketLegs(0).length;
    const realised = state!.signals.slice(0, legs).map((signal) => {
      const orders = state!.orders.filter((order) => order.signalId === signal.id);
      const value = (side: string) =>
        sumPaise(
          orders
            .filter((order) => order.transactionType === side)
            .map((order) => paise(order.averagePricePaise! * order.filledQuantity)),
        );
      return subtractPaise(value("SELL"), value("BUY"));
    });
    return subtractPaise(sumPaise(realised), basketCharges(state!.orders, broker).total);
  }

  /** The tradebox's profile as a visitor reads it. */
  async function profile(sid = strategyId): Promise<TradeboxProfileWire> {
    const answer = await t.calls.call("GET", `/user-strategy/strategy/profile?sid=${sid}`);
    expect(answer.status).toBe(200);
    return tradeboxProfileWireSchema.parse(answer.body.data);
  }

  const percentOf = (net: Paise, margin: Paise) => (net / margin) * 100;
  const rounded = (percent: number) => Math.round(percent * 100) / 100;

  beforeAll(async () => {
    t = await basketTestApp(database(), clock);
    const expiry = nextMonthlyExpiry(3727, clock.now());
    strategyId = await t.calls.publishTradebox("Followed Fly", 3727, ironFlyLegs(expiry));
    analystBasketId = (await currentVersion(db(), strategyId)).id;
    const legs = await analystLegs(db(), analystBasketId);
    sell = legs.find((leg) => leg.side === "SELL")!;
    buy = legs.find((leg) => leg.side === "BUY")!;
    clock.advance(60 * MINUTE);
  });
  afterAll(() => t.deps.baskets.stop());

  it("has none before a follower's basket has closed", async () => {
    expect(await refresher().runOnce()).toBe(0);
    expect((await profile()).followers).toBeNull();
  });

  let nets: Paise[] = [];

  it("gives the median and 10th–90th percentile of net return on margin, and the median leg's slippage", async () => {
    const ids = [];
    for (let i = 0; i <= 10; i++) ids.push(await closeAtBroker(basketLegs(i)));
    nets = await Promise.all(ids.map((id) => netOf(id, "nuvama")));
    expect(await refresher().runOnce()).toBe(1);
    const [three] = (await profile()).followers!.broker;
    const returns = nets.map((net) => percentOf(net, MARGIN)).sort((a, b) => a - b);
    // 11 baskets: the median is the 6th return, the 10th percentile the 2nd, the 90th the 10th.
    expect(three).toEqual({
      months: 3,
      closed_baskets: 11,
      net_return_on_margin: {
        median: rounded(returns[5]!),
        p10: rounded(returns[1]!),
        p90: rounded(returns[9]!),
      },
      // 22 legs: slippages 0…10 and 0, 2 … 20 paise; the middle two are 6 and 7, so 6.5 → 6
      // (half to even).
      entry_slippage_per_leg: { median: 0.06, legs: 22 },
    });
    // Nothing of who: no ids, no single basket's figures.
    expect(JSON.stringify((await profile()).followers)).not.toMatch(
      /FOLLOWER|[0-9a-f]{8}-[0-9a-f]{4}/,
    );
  });

  it("is worked out again at most hourly, a basket closing or not", async () => {
    await closeAtBroker(basketLegs(3));
    clock.advance(30 * MINUTE);
    expect(await refresher().runOnce()).toBe(0);
    expect((await profile()).followers!.broker[0]!.closed_baskets).toBe(11);
    clock.advance(31 * MINUTE);
    expect(await refresher().runOnce()).toBe(1);
    expect((await profile()).followers!.broker[0]!.closed_baskets).toBe(12);
    // Nothing closed since: not worked out again, however old (until a day has passed).
    clock.advance(2 * 60 * MINUTE);
    expect(await refresher().runOnce()).toBe(0);
  });

  it("keeps one instance's results when two work them out at once", async () => {
    await closeAtBroker(basketLegs(4));
    clock.advance(61 * MINUTE);
    const kept = await Promise.all([refresher().runOnce(), refresher().runOnce()]);
    expect(kept.sort()).toEqual([0, 1]);
    expect((await profile()).followers!.broker[0]!.closed_baskets).toBe(13);
  });

  it("counts each period's closes, and takes the tradebox's margin for a basket placed without one", async () => {
    const fiveMonthsAgo = new Date(clock.now().getTime() - 150 * 24 * 60 * MINUTE);
    await closeAtBroker(basketLegs(7), { exitedAt: fiveMonthsAgo, margin: null });
    clock.advance(24 * 60 * MINUTE);
    expect(await refresher().runOnce()).toBe(1);
    const periods = (await profile()).followers!.broker;
    expect(periods.map((period) => [period.months, period.closed_baskets])).toEqual([
      [3, 13],
      [6, 14],
      [9, 14],
    ]);
    const [row] = await db()
      .select({ margin: strategies.marginRequiredPaise })
      .from(strategies)
      .where(eq(strategies.id, strategyId));
    // The old basket's return is on the tradebox's margin now; with it, 14 returns.
    const oldNet = nets[7]!; // the same legs as basket 7, at the same broker
    const all = [...nets, nets[3]!, nets[4]!, oldNet].map((net, i) =>
      percentOf(net, i === 13 ? paise(row!.margin) : MARGIN),
    );
    all.sort((a, b) => a - b);
    // PERCENTILE.INC over 14: ranks 6.5, 1.3 and 11.7 (counted from 0).
    const interpolate = (rank: number) => {
      const [low, high] = [all[Math.floor(rank)]!, all[Math.ceil(rank)]!];
      return rounded(low + (rank - Math.floor(rank)) * (high - low));
    };
    expect(periods[1]!.net_return_on_margin).toEqual({
      median: interpolate(6.5),
      p10: interpolate(1.3),
      p90: interpolate(11.7),
    });
  });

  it("reports the paper and practice baskets apart, each figure only from 10 closed", async () => {
    for (let i = 0; i < 9; i++) await closeAtBroker(basketLegs(i), { practice: true });
    clock.advance(61 * MINUTE);
    await refresher().runOnce();
    const [paperBefore] = (await profile()).followers!.paper;
    expect(paperBefore).toEqual({
      months: 3,
      closed_baskets: 9,
      net_return_on_margin: null,
      entry_slippage_per_leg: null,
    });
    // The tenth: a practice trader's round trip on the paper broker, through the engine.
    const token = await t.calls.logIn("PAPER1");
    const placed = await t.calls.place(token, strategyId, "followed-key-1");
    expect(placed.status).toBe(200);
    await t.deps.baskets.idle();
    clock.advance(10 * MINUTE);
    await t.calls.exit(token, placed.body.data.basket_id);
    await t.deps.baskets.idle();
    clock.advance(61 * MINUTE);
    await refresher().runOnce();
    const followers = (await profile()).followers!;
    expect(followers.paper[0]!.closed_baskets).toBe(10);
    expect(followers.paper[0]!.net_return_on_margin).not.toBeNull();
    expect(followers.paper[0]!.entry_slippage_per_leg?.legs).toBe(9 * 2 + 4);
    // The real brokers' figures are untouched by them.
    expect(followers.broker[0]!.closed_baskets).toBe(13);
  });

  it("measures a leg against the analyst's version it entered under", async () => {
    const second = await t.calls.publishTradebox(
      "Adjusted Fly",
      3727,
      ironFlyLegs(nextMonthlyExpiry(3727, clock.now())),
    );
    const first = await currentVersion(db(), second);
    const [leg] = (await analystLegs(db(), first.id)).filter((l) => l.side === "SELL");
    // The first version was published three hours ago; the second, an hour ago, prices the same
    // contract ₹5 higher.
    await db()
      .update(strategyBaskets)
      .set({ createdAt: new Date(clock.now().getTime() - 180 * MINUTE) })
      .where(eq(strategyBaskets.id, first.id));
    const republished = new Date(clock.now().getTime() - 60 * MINUTE);
    const [v2] = await db()
      .insert(strategyBaskets)
      .values({ strategyId: second, version: first.version + 1, createdAt: republished })
      .returning({ id: strategyBaskets.id });
    await db()
      .insert(basketSignals)
      .values({
        basketId: v2!.id,
        position: 0,
        instrumentToken: leg!.instrumentToken,
        transactionType: "SELL",
        quantity: 1,
        multiplier: 1,
        pricePaise: paise(leg!.price + 5 * RUPEE),
      });
    const sold = (entryPrice: number, placedAt: Date) =>
      insertClosedBasket(db(), {
        strategyId: second,
        analystBasketId: first.id,
        broker: "nuvama",
        clientId: `ADJUSTED${(clients += 1)}`,
        placedAt,
        exitedAt: clock.now(),
        margin: MARGIN,
        legs: [
          {
            instrumentToken: leg!.instrumentToken,
            side: "SELL",
            units: 75,
            entryPrice: paise(entryPrice),
            exitPrice: paise(entryPrice),
          },
        ],
      });
    const before = new Date(republished.getTime() - 10 * MINUTE);
    const after = new Date(republished.getTime() + 10 * MINUTE);
    // Five sold at the first version's price (no slippage), five ₹1 under the second's.
    for (let i = 0; i < 5; i++) await sold(leg!.price, before);
    for (let i = 0; i < 5; i++) await sold(leg!.price + 4 * RUPEE, after);
    await refresher().runOnce();
    const { followers } = await profile(second);
    // Against the first version alone, the five later legs would be ₹4 better: median −₹2.
    expect(followers!.broker[0]!.entry_slippage_per_leg).toEqual({ median: 0.5, legs: 10 });
  });
});
