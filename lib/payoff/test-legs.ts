import type { FuturePayoffLeg, OptionPayoffLeg } from "./legs";

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
