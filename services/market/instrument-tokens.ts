import { dayNumber, type IsoDate } from "../../lib/market/calendar-date";
import { isUnderlyingToken, type UnderlyingToken } from "../../lib/market/underlyings";
import type { Instrument } from "./instrument";

/** What identifies a contract: the four fields its token encodes. */
export interface ContractKey {
  underlyingToken: UnderlyingToken;
  /** ISO date (India) the contract expires, after any holiday shift. */
  expiry: IsoDate;
  type: Instrument["type"];
  /** Index points, a whole number; null for a future. */
  strike: number | null;
}

/**
 * The underlying's digit in a token. Written out (not the position in UNDERLYING_TOKENS) so that
 * reordering that list can never renumber a contract someone holds.
 */
const UNDERLYING_CODE: Readonly<Record<UnderlyingToken, number>> = { 3727: 1, 3731: 2, 4407: 3 };
const TYPE_CODE: Readonly<Record<Instrument["type"], number>> = { fut: 0, call: 1, put: 2 };
const TYPES = ["fut", "call", "put"] as const;

const UNDERLYING_UNIT = 10 ** 15;
const DATE_UNIT = 10 ** 7;
const TYPE_UNIT = 10 ** 6;
/** Strikes are whole index points below a million (NIFTY ~24,000, BANKNIFTY ~52,000). */
export const MAX_STRIKE = TYPE_UNIT - 1;

/**
 * A contract's token, readable in decimal as U YYYYMMDD T SSSSSS (16 digits):
 *   token = U·10^15 + YYYYMMDD·10^7 + T·10^6 + strike
 * U: underlying 1 NIFTY, 2 BANKNIFTY, 3 FINNIFTY; YYYYMMDD: the expiry date; T: 0 future,
 * 1 call, 2 put; strike in whole points (0 for a future). NIFTY 24000 CE expiring 29 Dec 2026
 * is 1_20261229_1_024000. Every token is ≥ 10^15, so it never meets the underlyings' own tokens
 * (3727, 3731, 4407), and ≤ 3.9999·10^15 < 2^53, a safe integer. It is a pure function of the
 * contract: the same after any restart, and decodable without a table.
 */
export function encodeInstrumentToken(key: ContractKey): number {
  const strike = key.type === "fut" ? (key.strike ?? 0) : key.strike;
  if (strike === null || !Number.isInteger(strike) || strike < 0 || strike > MAX_STRIKE) {
    throw new RangeError(`Not an encodable strike for a ${key.type}: ${String(key.strike)}`);
  }
  if ((key.type === "fut") !== (strike === 0)) {
    throw new RangeError(`A future has no strike, an option one > 0: ${String(key.strike)}`);
  }
  dayNumber(key.expiry); // throws on anything but a real ISO date
  const yyyymmdd = Number(key.expiry.replaceAll("-", ""));
  return (
    UNDERLYING_CODE[key.underlyingToken] * UNDERLYING_UNIT +
    yyyymmdd * DATE_UNIT +
    TYPE_CODE[key.type] * TYPE_UNIT +
    strike
  );
}

/**
 * The contract a token encodes, or undefined when the token is not of this scheme (an underlying
 * token, a wrong digit, an impossible date). Says nothing about whether the contract is listed:
 * see instrument-lookup.ts for that.
 */
export function decodeInstrumentToken(token: number): ContractKey | undefined {
  if (!Number.isSafeInteger(token) || token < UNDERLYING_UNIT) return undefined;
  const underlyingCode = Math.floor(token / UNDERLYING_UNIT);
  const yyyymmdd = Math.floor((token % UNDERLYING_UNIT) / DATE_UNIT);
  const typeCode = Math.floor((token % DATE_UNIT) / TYPE_UNIT);
  const strike = token % TYPE_UNIT;
  const underlyingToken = underlyingOfCode(underlyingCode);
  const type = TYPES[typeCode];
  const expiry = isoDateOf(yyyymmdd);
  if (underlyingToken === undefined || type === undefined || expiry === undefined) return undefined;
  if ((type === "fut") !== (strike === 0)) return undefined;
  return { underlyingToken, expiry, type, strike: type === "fut" ? null : strike };
}

function underlyingOfCode(code: number): UnderlyingToken | undefined {
  const entry = Object.entries(UNDERLYING_CODE).find(([, digit]) => digit === code);
  const token = Number(entry?.[0]);
  return isUnderlyingToken(token) ? token : undefined;
}

function isoDateOf(yyyymmdd: number): IsoDate | undefined {
  const digits = String(yyyymmdd).padStart(8, "0");
  const date = `${digits.slice(0, 4)}-${digits.slice(4, 6)}-${digits.slice(6, 8)}`;
  try {
    dayNumber(date);
    return date;
  } catch {
    return undefined;
  }
}
