import { afterAll, beforeAll, expect, it } from "vitest";
import { basketDetailsWireSchema } from "../../lib/basket/user-basket-wire";
import { indiaInstant } from "../../lib/market/india-time";
import { parseRupees } from "../../lib/money/parse-rupees";
import { statementWireSchema } from "../../lib/statement/statement-wire";
import { ManualClock } from "../../lib/time/clock";
import { basketTestApp, type BasketTestApp } from "../baskets/testing/basket-test-app";
import { ironFlyLegs } from "../baskets/testing/basket-calls";
import { nextMonthlyExpiry } from "../catalogue/testing/catalogue-fixture";
import { describeOnEachDatabase } from "../testing/database-backends";

const PLACED = indiaInstant("2026-11-20", "10:00");

describeOnEachDatabase("the statement for the tax return", (_db, database) => {
  const clock = new ManualClock(PLACED);
  let t: BasketTestApp;
  let token: string;
  let basketId: string;

  beforeAll(async () => {
    t = await basketTestApp(database(), clock);
    token = await t.calls.logIn("STATEMENT1");
    const expiry = nextMonthlyExpiry(3727, clock.now());
    const tradebox = await t.calls.publishTradebox("Statement Fly", 3727, ironFlyLegs(expiry));
    const placed = await t.calls.place(token, tradebox, "statement-key-1");
    basketId = placed.body.data.basket_id;
    await t.deps.baskets.idle();
    clock.advance(20 * 60_000);
    await t.calls.exit(token, basketId);
    await t.deps.baskets.idle();
  });
  afterAll(() => t.deps.baskets.stop());

  const statement = async (fy?: string) => {
    const answer = await t.calls.call(
      "GET",
      `/user-strategy/statement${fy ? `?fy=${fy}` : ""}`,
      token,
    );
    return answer;
  };

  it("lists a basket closed in the year with History's gross, charges and net, leg by leg", async () => {
    const answer = await statement("2026-27");
    expect(answer.status).toBe(200);
    const year = statementWireSchema.parse(answer.body.data);
    expect(year).toMatchObject({ financial_year: "2026-27", from: "2026-04-01", to: "2027-03-31" });
    const details = basketDetailsWireSchema.parse(
      (await t.calls.call("GET", `/user-strategy/basket/details?basket_id=${basketId}`, token)).body
        .data,
    );
    const [basket] = year.baskets;
    expect(year.baskets).toHaveLength(1);
    expect(basket).toMatchObject({
      basket_id: basketId,
      strategy_name: "Statement Fly",
      gross_pnl: details.basket_info.realised_pnl,
      charges: details.basket_info.charges,
      fees: details.basket_info.fees,
    });
    const paiseOf = parseRupees;
    expect(paiseOf(basket!.net_pnl)).toBe(
      paiseOf(basket!.gross_pnl) - paiseOf(basket!.charges.total) - paiseOf(basket!.fees),
    );
    // Each leg bought and sold its whole quantity; its realised P&L is sold − bought.
    expect(basket!.legs).toHaveLength(details.signals.length);
    for (const leg of basket!.legs) {
      expect(leg.bought_quantity).toBe(leg.sold_quantity);
      const traded = (price: number | null, quantity: number) => paiseOf(price!) * quantity;
      expect(paiseOf(leg.realised_pnl)).toBe(
        traded(leg.avg_sell_price, leg.sold_quantity) -
          traded(leg.avg_buy_price, leg.bought_quantity),
      );
      expect(paiseOf(leg.turnover)).toBe(Math.abs(paiseOf(leg.realised_pnl)));
      expect(leg.first_trade! <= leg.last_trade!).toBe(true);
    }
    const legSum = (field: "realised_pnl" | "turnover") =>
      basket!.legs.reduce((sum, leg) => sum + paiseOf(leg[field]), 0);
    expect(paiseOf(basket!.gross_pnl)).toBe(legSum("realised_pnl"));
    expect(paiseOf(basket!.turnover)).toBe(legSum("turnover"));
    // The year's totals are this one basket's.
    expect(year.totals).toEqual({
      baskets: 1,
      realised_pnl: basket!.gross_pnl,
      turnover: basket!.turnover,
      charges: basket!.charges,
      fees: basket!.fees,
      net_pnl: basket!.net_pnl,
    });
  });

  it("leaves out the baskets of other years, and is this year's when none is named", async () => {
    const before = statementWireSchema.parse((await statement("2025-26")).body.data);
    expect(before.baskets).toEqual([]);
    expect(before.totals).toMatchObject({ baskets: 0, realised_pnl: 0, turnover: 0, net_pnl: 0 });
    const current = statementWireSchema.parse((await statement()).body.data);
    expect(current.financial_year).toBe("2026-27");
    expect(current.baskets.map((basket) => basket.basket_id)).toEqual([basketId]);
  });

  it("lists a practice basket, marked, and leaves it out of the totals", async () => {
    const before = statementWireSchema.parse((await statement("2026-27")).body.data);
    // The evening: NSE is shut, so the paper broker trades on its practice market.
    clock.set(indiaInstant("2026-11-20", "20:00"));
    const expiry = nextMonthlyExpiry(3727, clock.now());
    const tradebox = await t.calls.publishTradebox("Evening Fly", 3727, ironFlyLegs(expiry));
    const placed = await t.calls.place(token, tradebox, "statement-key-2");
    expect(placed.status).toBe(200);
    await t.deps.baskets.idle();
    clock.advance(10 * 60_000);
    await t.calls.exit(token, placed.body.data.basket_id);
    await t.deps.baskets.idle();
    const after = statementWireSchema.parse((await statement("2026-27")).body.data);
    expect(after.baskets.map((basket) => [basket.strategy_name, basket.is_practice])).toEqual([
      ["Statement Fly", false],
      ["Evening Fly", true],
    ]);
    expect(after.totals).toEqual(before.totals);
  });

  it("refuses what is not a financial year, naming how to write one", async () => {
    const answer = await statement("2026-28");
    expect(answer.status).toBe(400);
    expect(answer.body.errorMessage).toBe("Not a financial year: 2026-28 (write it as 2026-27)");
  });
});
