import { describe, expect, it } from "vitest";
import { isWeekend } from "../market/calendar-date";
import { entryImpliedVolatilities } from "./entry-volatilities";
import { futureLeg, januaryContext, optionLeg } from "./test-legs";
import { todayProfitAt } from "./today-payoff";

// The January market of test-legs: Black-76 at F = 24150, K = 24000, σ 14%, T = 15/252 gives a
// call of 406.906005475062 and a put of 257.485241349755 (mpmath).
const at = new Date("2026-01-07T08:00:00+05:30");
const market = {
  at,
  underlyingPrice: 24100,
  forwardByExpiry: { "2026-01-27": 24150 },
  isTradingDay: (date: string) => !isWeekend(date),
};

describe("entryImpliedVolatilities", () => {
  it("recovers each option's σ from its entry price", () => {
    const call = optionLeg("BUY", "call", 24000, 406.906005475062);
    const put = optionLeg("SELL", "put", 24000, 257.485241349755);
    const sigma = entryImpliedVolatilities([call, put, futureLeg("BUY", 24150)], market);
    expect(sigma?.[call.token]).toBeCloseTo(0.14, 10);
    expect(sigma?.[put.token]).toBeCloseTo(0.14, 10);
  });

  it("makes the T+0 engine give back the entry prices: no profit at entry", () => {
    const legs = [
      optionLeg("BUY", "call", 24000, 406.906005475062),
      optionLeg("SELL", "put", 24000, 257.485241349755),
    ];
    const volatilityByToken = entryImpliedVolatilities(legs, market)!;
    const context = { ...januaryContext(legs), volatilityByToken };
    expect(todayProfitAt(legs, context)).toBe(0);
  });

  it("gives null when a price carries no volatility (below intrinsic)", () => {
    const deepInTheMoney = optionLeg("BUY", "call", 23000, 900); // intrinsic ≈ 1150
    expect(entryImpliedVolatilities([deepInTheMoney], market)).toBeNull();
  });

  it("needs nothing for futures", () => {
    expect(entryImpliedVolatilities([futureLeg("SELL", 24150)], market)).toEqual({});
  });
});
