import { paise, type Paise } from "../money/paise";
import type { IsoDate } from "./calendar-date";
import type { UnderlyingToken } from "./underlyings";

/** The exchange's closing value of an index on an expiry day, in paise. */
export type IndexClose = (underlying: UnderlyingToken, expiry: IsoDate) => Paise;

/** What settling a contract needs to know of it. */
export interface SettledContract {
  type: "call" | "put" | "fut";
  /** Index points; null for a future. */
  strike: number | null;
}

/**
 * The index's closing value on the expiry day as the exchange publishes it (two decimals), in
 * paise: index options and futures settle in cash against it (NSE's final settlement price).
 */
export function indexCloseInPaise(level: number): Paise {
  return paise(Math.round(level * 100));
}

/**
 * A contract's final settlement price per unit, in paise: a future at the close; an option at its
 * intrinsic value (a call: close − strike, a put: strike − close), nothing when out of the money.
 */
export function settlementPrice(contract: SettledContract, close: Paise): Paise {
  if (contract.type === "fut" || contract.strike === null) return close;
  const strike = Math.round(contract.strike * 100);
  const intrinsic = contract.type === "call" ? close - strike : strike - close;
  return paise(Math.max(0, intrinsic));
}
