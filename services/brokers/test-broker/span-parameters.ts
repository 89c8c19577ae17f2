import type { UnderlyingToken } from "../../../lib/market/underlyings";

/** The knobs of the paper broker's SPAN-like margin for one underlying (docs/paper-broker.md). */
export interface SpanParameters {
  /** Price scan range: the largest move of the index the grid covers, as a fraction of it. */
  priceScanRange: number;
  /** Volatility scan range: every option's σ moved up and down by this (0.04 = 4 vol points). */
  volatilityScan: number;
  /** Extreme moves: this multiple of the price scan range, either way… */
  extremeMoveMultiple: number;
  /** …of whose loss only this share counts (they are rare). */
  extremeMoveWeight: number;
  /**
   * Exposure margin, as a fraction of the index per unit: on each short option unit that no long
   * option of the same expiry and right covers, and on each futures unit.
   */
  exposureRate: number;
  /** Short option minimum, as a fraction of the index per uncovered short option unit. */
  shortOptionMinimumRate: number;
}

const COMMON = {
  volatilityScan: 0.04,
  extremeMoveMultiple: 2,
  extremeMoveWeight: 0.35,
  exposureRate: 0.02,
  shortOptionMinimumRate: 0.005,
} as const;

/**
 * Our figures, SPAN's shape: NSE publishes its own price scan ranges daily (about 6–8% for the
 * indices) and charges 2% of notional as exposure margin on index derivatives. Bank Nifty and
 * Fin Nifty move more than Nifty, so they scan wider.
 */
export const SPAN_PARAMETERS: Readonly<Record<UnderlyingToken, SpanParameters>> = {
  3727: { ...COMMON, priceScanRange: 0.06 },
  3731: { ...COMMON, priceScanRange: 0.07 },
  4407: { ...COMMON, priceScanRange: 0.07 },
};

/** The volatility used when none can be implied from a price (a stale or sub-intrinsic quote). */
export const FALLBACK_VOLATILITY = 0.15;
/** The lowest σ a scenario prices with, however far the scan moves it down. */
export const MIN_SCENARIO_VOLATILITY = 0.01;
