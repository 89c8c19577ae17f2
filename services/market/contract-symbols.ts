import { UNDERLYINGS } from "../../lib/market/underlyings";
import type { ContractKey } from "./instrument-tokens";

/** Month abbreviations of monthly symbols and pretty names, January first. */
export const MONTH_NAMES = [
  "JAN",
  "FEB",
  "MAR",
  "APR",
  "MAY",
  "JUN",
  "JUL",
  "AUG",
  "SEP",
  "OCT",
  "NOV",
  "DEC",
] as const;

/** Weekly symbols' one-character month codes: 1-9 for January-September, then O, N, D. */
export const WEEKLY_MONTH_CODES = ["1", "2", "3", "4", "5", "6", "7", "8", "9", "O", "N", "D"];

function dateParts(expiry: string): { yy: string; month: number; day: number } {
  return {
    yy: expiry.slice(2, 4),
    month: Number(expiry.slice(5, 7)) - 1,
    day: Number(expiry.slice(8, 10)),
  };
}

function optionSuffix(key: ContractKey): string {
  return key.type === "call" ? "CE" : "PE";
}

/**
 * NSE trading symbol (MARKET-FACTS.md). `monthly`: the contract expires on its month's monthly
 * expiry (a NIFTY weekly that is the month's last expiry is the monthly contract).
 *   future:          SYMBOL + YY + MON + "FUT"                 NIFTY26AUGFUT
 *   monthly option:  SYMBOL + YY + MON + strike + CE|PE        NIFTY25DEC24000CE
 *   weekly option:   SYMBOL + YY + M + DD + strike + CE|PE     NIFTY2681824700CE (18 Aug 2026)
 * M is the weekly month code (1-9, O, N, D); DD the expiry's day, after any holiday shift.
 */
export function tradingSymbolOf(key: ContractKey, monthly: boolean): string {
  const { symbol } = UNDERLYINGS[key.underlyingToken];
  const { yy, month, day } = dateParts(key.expiry);
  if (key.type === "fut") return `${symbol}${yy}${MONTH_NAMES[month]}FUT`;
  const expiryPart = monthly
    ? `${yy}${MONTH_NAMES[month]}`
    : `${yy}${WEEKLY_MONTH_CODES[month]}${String(day).padStart(2, "0")}`;
  return `${symbol}${expiryPart}${key.strike}${optionSuffix(key)}`;
}

/**
 * Display name: SYMBOL strike CE|PE D MON for an option ('NIFTY 24000 CE 30 DEC'), SYMBOL FUT
 * D MON for a future ('NIFTY FUT 25 AUG'). D is the expiry's day without a leading zero.
 */
export function prettyNameOf(key: ContractKey): string {
  const { month, day } = dateParts(key.expiry);
  return `${contractWithoutExpiry(key)} ${day} ${MONTH_NAMES[month]}`;
}

/** The contract before its expiry, as every display name starts: 'NIFTY 24000 CE', 'NIFTY FUT'. */
export function contractWithoutExpiry(key: ContractKey): string {
  const { symbol } = UNDERLYINGS[key.underlyingToken];
  return `${symbol} ${key.type === "fut" ? "FUT" : `${key.strike} ${optionSuffix(key)}`}`;
}
