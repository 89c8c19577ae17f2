import { firstDayOfMonth, lastDayOfMonth, type IsoDate } from "../../lib/market/calendar-date";
import { expiriesBetween, type Expiry } from "../../lib/market/expiry-calendar";
import { UNDERLYINGS, contractSpecFor, type UnderlyingToken } from "../../lib/market/underlyings";
import { prettyNameOf, tradingSymbolOf } from "./contract-symbols";
import type { Instrument } from "./instrument";
import {
  MAX_STRIKE,
  decodeInstrumentToken,
  encodeInstrumentToken,
  type ContractKey,
} from "./instrument-tokens";
import { parseTradingSymbol } from "./trading-symbol-parser";

/** Calendar answers, memoised: they are pure and a listing asks the same ones thousands of times. */
function memoised<T>(compute: (token: UnderlyingToken, date: IsoDate) => T) {
  const cache = new Map<string, T>();
  return (token: UnderlyingToken, date: IsoDate): T => {
    const key = `${token}:${date}`;
    if (!cache.has(key)) cache.set(key, compute(token, date));
    return cache.get(key) as T;
  };
}

/** Expiries in [from, to], none before the expiry rules the library keeps (2025). */
function expiriesWithin(token: UnderlyingToken, from: IsoDate, to: IsoDate): Expiry[] {
  try {
    return expiriesBetween(token, from, to);
  } catch {
    return [];
  }
}

/** The expiry of the underlying's contracts on exactly `date`, if there is one. */
const expiryOn = memoised((token, date) =>
  expiriesWithin(token, date, date).find((expiry) => expiry.date === date),
);

/** The monthly expiry of the month `date` is in. */
const monthlyExpiryOf = memoised((token, date) =>
  expiriesWithin(token, firstDayOfMonth(date), lastDayOfMonth(date)).find((e) => e.monthly),
);

function strikeIsListable(key: ContractKey): boolean {
  if (key.type === "fut") return key.strike === null;
  const { strike } = key;
  const step = UNDERLYINGS[key.underlyingToken].strikeStep;
  if (strike === null || !Number.isInteger(strike)) return false;
  return strike > 0 && strike <= MAX_STRIKE && strike % step === 0;
}

/**
 * The instrument of a contract, or undefined when the exchange never lists it: the expiry must be
 * one of the underlying's (holiday-adjusted) expiry dates, futures only on monthly expiries, an
 * option's strike a positive multiple of the underlying's strike step. Lot size and freeze
 * quantity are those in force for the contract's expiry (contractSpecFor). No strike band here:
 * a contract far from the money is still a valid contract.
 */
export function contractInstrument(key: ContractKey): Instrument | undefined {
  const expiry = expiryOn(key.underlyingToken, key.expiry);
  if (!expiry || (key.type === "fut" && !expiry.monthly) || !strikeIsListable(key)) {
    return undefined;
  }
  const spec = contractSpecFor(key.underlyingToken, key.expiry);
  // Frozen: instruments are cached and shared, so no caller may change one under another.
  return Object.freeze({
    token: encodeInstrumentToken(key),
    underlyingToken: key.underlyingToken,
    type: key.type,
    strike: key.type === "fut" ? null : key.strike,
    expiry: key.expiry,
    lotSize: spec.lotSize,
    freezeQuantity: spec.freezeQuantity,
    tradingSymbol: tradingSymbolOf(key, expiry.monthly),
    prettyName: prettyNameOf(key),
  });
}

const BY_TOKEN = new Map<number, Instrument>();

/**
 * The instrument a contract token stands for, decoded from the token itself (instrument-tokens.ts),
 * so any valid contract is known, listed today or not. Undefined for anything else, including
 * the underlyings' own tokens.
 */
export function instrumentByToken(token: number): Instrument | undefined {
  const cached = BY_TOKEN.get(token);
  if (cached) return cached;
  const key = decodeInstrumentToken(token);
  const instrument = key && contractInstrument(key);
  // Only valid tokens are kept, so a stream of junk tokens cannot grow the cache.
  if (instrument) BY_TOKEN.set(token, instrument);
  return instrument;
}

/** The instrument of an NSE trading symbol (NIFTY25DEC24000CE, NIFTY2681824700CE, NIFTY26AUGFUT). */
export function instrumentBySymbol(tradingSymbol: string): Instrument | undefined {
  const parsed = parseTradingSymbol(tradingSymbol);
  if (!parsed) return undefined;
  const { underlyingToken, type, strike, month, day } = parsed;
  const monthStart = `${month}-01`;
  const expiry =
    day === null
      ? monthlyExpiryOf(underlyingToken, monthStart)?.date
      : `${month}-${String(day).padStart(2, "0")}`;
  if (!expiry) return undefined;
  const instrument = findInstrument({ underlyingToken, expiry, type, strike });
  // The symbol must be the contract's own: a weekly-format symbol for a monthly expiry is not.
  return instrument?.tradingSymbol === tradingSymbol ? instrument : undefined;
}

/** Search by contract: (underlying, expiry, type, strike) → the instrument, if listable. */
export function findInstrument(key: ContractKey): Instrument | undefined {
  try {
    const token = encodeInstrumentToken(key);
    return instrumentByToken(token);
  } catch {
    return undefined;
  }
}
