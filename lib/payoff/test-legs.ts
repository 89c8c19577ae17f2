import { isWeekend } from "../market/calendar-date";
import type { FuturePayoffLeg, OptionPayoffLeg } from "./legs";
import type { ValuationContext } from "./valuation-context";

/** Test fixtures: NIFTY legs (lot 65) expiring Tue 27 Jan 2026. */
export const TEST_EXPIRY = "2026-01-27";
let nextToken = 1000;

export function optionLeg(
  side: "BUY" | "SELL",
  type: "call" | "put",
  strike: number,
  premium: number,
  quantity = 65,
  expiryDate = TEST_EXPIRY,
): OptionPayoffLeg {
  return {
    token: nextToken++,
    underlyingToken: 3727,
    instrumentType: type,
    strikePrice: strike,
    quantity,
    transactionType: side,
    expiryDate,
    entryPrice: premium,
  };
}

export function futureLeg(side: "BUY" | "SELL", price: number, quantity = 65): FuturePayoffLeg {
  return {
    token: nextToken++,
    underlyingToken: 3727,
    instrumentType: "fut",
    quantity,
    transactionType: side,
    expiryDate: TEST_EXPIRY,
    entryPrice: price,
  };
}

/**
 * The market both T+0 test files value in: Wed 7 Jan 2026 before the open, T = 15/252 to
 * TEST_EXPIRY counting weekdays (the hand-computed figures count Republic Day, 26 Jan, as a
 * session), spot 24100, January future 24150, σ 14% for the given legs.
 */
export function januaryContext(legs: readonly { token: number }[]): ValuationContext {
  return {
    valuationTime: new Date("2026-01-07T08:00:00+05:30"),
    isTradingDay: (date) => !isWeekend(date),
    underlyingPrice: 24100,
    forwardByExpiry: { [TEST_EXPIRY]: 24150 },
    volatilityByToken: Object.fromEntries(legs.map((leg) => [leg.token, 0.14])),
  };
}
