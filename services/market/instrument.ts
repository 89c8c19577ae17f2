import type { UnderlyingToken } from "../../lib/market/underlyings";
import type { Paise } from "../../lib/money/paise";

/** A tradable contract of the instruments master (services/market/instruments-master.ts). */
export interface Instrument {
  /** The product's own instrument token: stable across restarts, decodable to the contract. */
  token: number;
  underlyingToken: UnderlyingToken;
  type: "call" | "put" | "fut";
  /** Index points; null for a future. */
  strike: number | null;
  /** ISO date of expiry (India). */
  expiry: string;
  lotSize: number;
  freezeQuantity: number;
  /** Exchange trading symbol, e.g. NIFTY25DEC24000CE, NIFTY2681824700CE, NIFTY26AUGFUT. */
  tradingSymbol: string;
  /** Display name, e.g. 'NIFTY 24000 CE 30 DEC'. */
  prettyName: string;
}

/** What a broker needs from a market: contracts, prices and time. */
export interface MarketData {
  /** The market's clock: real time by default, driven by tests. */
  now(): Date;
  instrument(token: number): Instrument | undefined;
  /** Last traded price of a contract or an underlying index, in paise; undefined if unknown. */
  lastTradedPrice(token: number): Paise | undefined;
}
