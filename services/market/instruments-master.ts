import { addDays, type IsoDate } from "../../lib/market/calendar-date";
import { expiriesBetween, type Expiry } from "../../lib/market/expiry-calendar";
import { UNDERLYINGS, UNDERLYING_TOKENS, type UnderlyingToken } from "../../lib/market/underlyings";
import { findInstrument } from "./instrument-lookup";
import type { Instrument } from "./instrument";

/** How many expiries NSE lists at a time: NIFTY's next weeklies and every index's next monthlies. */
export const LISTED_WEEKLY_EXPIRIES = 4;
export const LISTED_MONTHLY_EXPIRIES = 3;
/** Strikes listed around the reference price: ±20%. */
export const DEFAULT_STRIKE_BAND = 0.2;

export interface ListingOptions {
  /** The trading date of the listing: contracts expiring on or after it. */
  date: IsoDate;
  /** The index level each underlying's strike band is centred on. */
  referencePrices: Readonly<Record<UnderlyingToken, number>>;
  /** Half-width of the strike band as a fraction of the reference price (default 0.2). */
  band?: number;
}

/** Three monthlies ahead are always within four months of any date. */
const LOOK_AHEAD_DAYS = 4 * 31;

/**
 * The expiries listed on `date` (expiring on or after it), oldest first: the underlying's next
 * LISTED_WEEKLY_EXPIRIES expiries of any kind when it has weeklies (NIFTY), plus its next
 * LISTED_MONTHLY_EXPIRIES monthlies. Dates come from lib/market/expiry-calendar.ts, holiday
 * shifts included.
 */
export function listedExpiries(token: UnderlyingToken, date: IsoDate): Expiry[] {
  const ahead = expiriesBetween(token, date, addDays(date, LOOK_AHEAD_DAYS));
  const weeklies = UNDERLYINGS[token].cycles.includes("weekly")
    ? ahead.slice(0, LISTED_WEEKLY_EXPIRIES)
    : [];
  const monthlies = ahead.filter((expiry) => expiry.monthly).slice(0, LISTED_MONTHLY_EXPIRIES);
  return ahead.filter((expiry) => weeklies.includes(expiry) || monthlies.includes(expiry));
}

/**
 * Strikes listed around a reference price P with step s (UNDERLYINGS[token].strikeStep) and band b:
 *   every multiple of s in [P·(1 − b), P·(1 + b)], ascending.
 */
export function strikeBand(token: UnderlyingToken, referencePrice: number, band: number): number[] {
  const step = UNDERLYINGS[token].strikeStep;
  const lowest = Math.max(step, Math.ceil((referencePrice * (1 - band)) / step) * step);
  const highest = Math.floor((referencePrice * (1 + band)) / step) * step;
  const strikes: number[] = [];
  for (let strike = lowest; strike <= highest; strike += step) strikes.push(strike);
  return strikes;
}

function contractsOfExpiry(token: UnderlyingToken, expiry: Expiry, strikes: number[]) {
  const keys = [
    ...(expiry.monthly ? [{ type: "fut" as const, strike: null }] : []),
    ...strikes.flatMap((strike) => [
      { type: "call" as const, strike },
      { type: "put" as const, strike },
    ]),
  ];
  return keys.map((key) => findInstrument({ underlyingToken: token, expiry: expiry.date, ...key }));
}

/**
 * The instruments master on a date: for each underlying (NIFTY, BANKNIFTY, FINNIFTY) and each of
 * its listed expiries, the monthly future (monthly expiries only) and a call and a put at every
 * strike of the band around its reference price. Ordered by underlying, expiry, future first,
 * then strike with the call before the put. Contracts outside this list are still known by
 * token (instrumentByToken).
 */
export function listedInstruments(options: ListingOptions): Instrument[] {
  const band = options.band ?? DEFAULT_STRIKE_BAND;
  return UNDERLYING_TOKENS.flatMap((token) => {
    const strikes = strikeBand(token, options.referencePrices[token], band);
    return listedExpiries(token, options.date)
      .flatMap((expiry) => contractsOfExpiry(token, expiry, strikes))
      .filter((instrument): instrument is Instrument => instrument !== undefined);
  });
}
