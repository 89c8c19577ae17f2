import { UNDERLYINGS, UNDERLYING_TOKENS, type UnderlyingToken } from "../../lib/market/underlyings";
import type { Instrument } from "./instrument";
import { MONTH_NAMES, WEEKLY_MONTH_CODES } from "./contract-symbols";

/** What a trading symbol says, before the calendar turns a month into an expiry date. */
export interface ParsedTradingSymbol {
  underlyingToken: UnderlyingToken;
  type: Instrument["type"];
  /** null for a future. */
  strike: number | null;
  /** "YYYY-MM" of the expiry. */
  month: string;
  /** The expiry's day for a weekly symbol; null for a monthly one (the month's monthly expiry). */
  day: number | null;
}

const SYMBOLS = UNDERLYING_TOKENS.map((token) => UNDERLYINGS[token].symbol).join("|");
/** SYMBOL YY (MON | M DD) (strike CE|PE | FUT). */
const PATTERN = new RegExp(
  `^(${SYMBOLS})(\\d{2})(?:(${MONTH_NAMES.join("|")})|([${WEEKLY_MONTH_CODES.join("")}])(\\d{2}))` +
    `(?:([1-9]\\d*)(CE|PE)|FUT)$`,
);

/**
 * Reads an NSE trading symbol (the formats of tradingSymbolOf): NIFTY26AUGFUT,
 * NIFTY25DEC24000CE, NIFTY2681824700CE. Undefined when it matches none of them (a weekly future
 * does not exist).
 */
export function parseTradingSymbol(tradingSymbol: string): ParsedTradingSymbol | undefined {
  const match = PATTERN.exec(tradingSymbol);
  if (!match) return undefined;
  const [, symbol, yy, monthName, monthCode, day, strike, suffix] = match;
  const underlyingToken = UNDERLYING_TOKENS.find((t) => UNDERLYINGS[t].symbol === symbol);
  if (underlyingToken === undefined || (monthCode !== undefined && strike === undefined)) {
    return undefined;
  }
  const monthIndex =
    monthName !== undefined
      ? MONTH_NAMES.findIndex((name) => name === monthName)
      : WEEKLY_MONTH_CODES.indexOf(monthCode ?? "");
  return {
    underlyingToken,
    type: strike === undefined ? "fut" : suffix === "CE" ? "call" : "put",
    strike: strike === undefined ? null : Number(strike),
    month: `20${yy}-${String(monthIndex + 1).padStart(2, "0")}`,
    day: day === undefined ? null : Number(day),
  };
}
