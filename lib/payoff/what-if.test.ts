import { describe, expect, it } from "vitest";
import { MIN_IMPLIED_VOLATILITY } from "../pricing/conventions";
import { positionGreeks } from "./position-greeks";
import { januaryContext, optionLeg } from "./test-legs";
import { todayProfitAt } from "./today-payoff";
import { NO_WHAT_IF, whatIfContext } from "./what-if";

// A short straddle in the January market of today-payoff.test.ts (Wed 7 Jan 2026, 08:00 IST,
// S = 24100, F = 24150, σ = 14%): each what-if's repriced P&L is checked against the analytic
// greeks, an independent route to the same sensitivity.
const legs = [optionLeg("SELL", "call", 24000, 380), optionLeg("SELL", "put", 24000, 250)];
const context = januaryContext(legs);
const greeks = positionGreeks(legs, context);
const profitIn = (whatIf: Partial<typeof NO_WHAT_IF>) =>
  todayProfitAt(legs, whatIfContext(context, { ...NO_WHAT_IF, ...whatIf }));
const now = todayProfitAt(legs, context);

describe("what-if valuation", () => {
  it("changes nothing when nothing moves", () => {
    expect(profitIn({})).toBe(now);
  });

  it("moves the P&L by delta·ΔS + ½·gamma·ΔS² when the index moves 0.2%", () => {
    const move = context.underlyingPrice * 0.002;
    const taylor = greeks.delta * move + 0.5 * greeks.gamma * move * move;
    expect(profitIn({ underlyingMovePercent: 0.2 }) - now).toBeCloseTo(taylor, 0);
    expect(profitIn({ underlyingMovePercent: -0.2 }) - now).toBeCloseTo(
      -greeks.delta * move + 0.5 * greeks.gamma * move * move,
      0,
    );
  });

  it("moves the P&L by vega per point when implied volatility rises half a point", () => {
    const change = profitIn({ volatilityShiftPoints: 0.5 }) - now;
    expect(change / (0.5 * greeks.vegaPerPercent)).toBeCloseTo(1, 2);
  });

  it("moves the P&L by theta when one trading session passes, and by nothing over a weekend day", () => {
    // Wednesday to Thursday: one session; the 252-session clock counts sessions, not days.
    const oneSession = profitIn({ daysForward: 1 }) - now;
    expect(oneSession / greeks.thetaPerDay).toBeCloseTo(1, 1);
    // Saturday 08:00, Sunday 08:00 and Monday 08:00 (before the open): no session in between.
    const saturday = profitIn({ daysForward: 3 });
    expect(profitIn({ daysForward: 4 })).toBe(saturday);
    expect(profitIn({ daysForward: 5 })).toBe(saturday);
    expect(profitIn({ daysForward: 6 })).not.toBe(saturday);
  });

  it("keeps every volatility above the model's floor however far it is shifted down", () => {
    const shifted = whatIfContext(context, { ...NO_WHAT_IF, volatilityShiftPoints: -50 });
    for (const sigma of Object.values(shifted.volatilityByToken)) {
      expect(sigma).toBe(MIN_IMPLIED_VOLATILITY);
    }
  });

  it("moves the forwards with the index, keeping the basis in percent", () => {
    const moved = whatIfContext(context, { ...NO_WHAT_IF, underlyingMovePercent: 5 });
    expect(moved.underlyingPrice).toBeCloseTo(24100 * 1.05, 9);
    expect(Object.values(moved.forwardByExpiry!)).toEqual([24150 * 1.05]);
  });

  it("refuses an index at or below zero and time running backwards", () => {
    expect(() => whatIfContext(context, { ...NO_WHAT_IF, underlyingMovePercent: -100 })).toThrow(
      RangeError,
    );
    expect(() => whatIfContext(context, { ...NO_WHAT_IF, daysForward: -1 })).toThrow(RangeError);
  });
});
