/**
 * The underlyings a tradebox trades, by the product's own token (spec §4: 3727 Nifty,
 * 3731 Bank Nifty, 4407 Finance Nifty). Contract specifications change with NSE circulars, so
 * each one is dated: `contractSpecFor(token, expiry)` picks the row in force for a contract.
 * Source: ../shared/design/MARKET-FACTS.md (NSE circulars, gathered November 2026).
 */
export const UNDERLYING_TOKENS = [3727, 3731, 4407] as const;
export type UnderlyingToken = (typeof UNDERLYING_TOKENS)[number];

export type ExpiryCycle = "weekly" | "monthly";

export interface Underlying {
  token: UnderlyingToken;
  /** Exchange symbol, as in trading symbols (NIFTY25DEC24000CE). */
  symbol: "NIFTY" | "BANKNIFTY" | "FINNIFTY";
  /** Spec §4 display name. */
  name: string;
  /** Gap between listed strikes, in index points. */
  strikeStep: number;
  /** Option cycles listed on NSE today. */
  cycles: readonly ExpiryCycle[];
}

export interface ContractSpec {
  /** First contract expiry (inclusive, ISO date) this row applies to. */
  from: string;
  lotSize: number;
  /** Largest quantity the exchange accepts in one order; bigger orders are sliced. */
  freezeQuantity: number;
}

export const UNDERLYINGS: Readonly<Record<UnderlyingToken, Underlying>> = {
  3727: {
    token: 3727,
    symbol: "NIFTY",
    name: "Nifty",
    strikeStep: 50,
    cycles: ["weekly", "monthly"],
  },
  3731: {
    token: 3731,
    symbol: "BANKNIFTY",
    name: "Bank Nifty",
    strikeStep: 100,
    cycles: ["monthly"],
  },
  4407: {
    token: 4407,
    symbol: "FINNIFTY",
    name: "Finance Nifty",
    strikeStep: 50,
    cycles: ["monthly"],
  },
};

/**
 * Dated contract specifications, oldest first. The current rows are from the circulars; the
 * first row of each only prices historical contracts (backtests) and is the pre-change figure.
 */
export const CONTRACT_SPECS: Readonly<Record<UnderlyingToken, readonly ContractSpec[]>> = {
  3727: [
    { from: "2024-11-20", lotSize: 75, freezeQuantity: 1800 },
    { from: "2026-01-01", lotSize: 65, freezeQuantity: 1800 },
  ],
  3731: [
    { from: "2024-11-20", lotSize: 35, freezeQuantity: 900 },
    { from: "2025-11-01", lotSize: 35, freezeQuantity: 600 },
    { from: "2026-01-01", lotSize: 30, freezeQuantity: 600 },
  ],
  4407: [
    { from: "2024-11-20", lotSize: 65, freezeQuantity: 1800 },
    { from: "2025-12-01", lotSize: 65, freezeQuantity: 1200 },
    { from: "2026-01-01", lotSize: 60, freezeQuantity: 1200 },
  ],
};

export function isUnderlyingToken(token: number): token is UnderlyingToken {
  return (UNDERLYING_TOKENS as readonly number[]).includes(token);
}

/** The contract specification in force for a contract expiring on `expiry` (ISO date). */
export function contractSpecFor(token: UnderlyingToken, expiry: string): ContractSpec {
  const rows = CONTRACT_SPECS[token];
  const row = [...rows].reverse().find((r) => r.from <= expiry);
  if (!row)
    throw new Error(
      `No contract specification for ${UNDERLYINGS[token].symbol} expiring ${expiry}`,
    );
  return row;
}
