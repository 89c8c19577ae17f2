import { describe, expect, it } from "vitest";
import { maximumLoss, maximumProfit } from "./bounds";
import { expiryPayoffFunction } from "./piecewise-linear";
import { riskFigures } from "./risk-figures";
import { januaryContext, optionLeg, TEST_EXPIRY } from "./test-legs";
import { todayPayoffSeries, todayProfitAt } from "./today-payoff";
import { NO_WHAT_IF, whatIfContext } from "./what-if";
import { contextOf, daysToExpiry, whatIfView, type WhatIfModel } from "./what-if-view";

const legs = [optionLeg("SELL", "call", 24000, 380), optionLeg("SELL", "put", 24000, 250)];
const market = januaryContext(legs);
const payoff = expiryPayoffFunction(legs);
const model: WhatIfModel = {
  legs,
  valuationTime: market.valuationTime.toISOString(),
  underlyingPrice: market.underlyingPrice,
  volatilityByToken: market.volatilityByToken,
  maximumProfit: maximumProfit(payoff),
  maximumLoss: maximumLoss(payoff),
  expiryDate: TEST_EXPIRY,
};
const prices = [23500, 24000, 24500];

describe("the profile's what-if", () => {
  it("is the page's own T+0 curve, P&L and risk when nothing moves", () => {
    const context = contextOf(model);
    const view = whatIfView(model, prices, NO_WHAT_IF);
    expect(view.underlyingPrice).toBe(24100);
    expect(view.profit).toBe(todayProfitAt(legs, context));
    expect(view.today).toEqual(todayPayoffSeries(legs, context, prices).map((p) => p.profit));
    expect(view.risk).toEqual(riskFigures(legs, context, model));
  });

  it("values everything in the moved market: the index 2% down, 5 days on, volatility 3 points up", () => {
    const whatIf = { underlyingMovePercent: -2, daysForward: 5, volatilityShiftPoints: 3 };
    const moved = whatIfContext(contextOf(model), whatIf);
    const view = whatIfView(model, prices, whatIf);
    expect(view.underlyingPrice).toBeCloseTo(24100 * 0.98, 9);
    expect(view.profit).toBe(todayProfitAt(legs, moved));
    expect(view.today).toEqual(todayPayoffSeries(legs, moved, prices).map((p) => p.profit));
    // A short straddle loses when the index moves and volatility rises.
    expect(view.profit).toBeLessThan(whatIfView(model, prices, NO_WHAT_IF).profit);
  });

  it("lets the date move up to the nearest expiry's close: 20 days from Wed 7 Jan 08:00 to Tue 27 Jan", () => {
    expect(daysToExpiry(model)).toBe(20);
    expect(daysToExpiry({ ...model, valuationTime: "2026-01-28T04:00:00.000Z" })).toBe(0);
  });
});
