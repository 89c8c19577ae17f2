import type { BrokerCode } from "../../../lib/brokers";
import type { IsoDate } from "../../../lib/market/calendar-date";
import { UNDERLYINGS, UNDERLYING_TOKENS, type Underlying } from "../../../lib/market/underlyings";
import type { Instrument } from "../../market/instrument";
import { instrumentByToken } from "../../market/instrument-lookup";
import { encodeInstrumentToken } from "../../market/instrument-tokens";
import { BrokerError } from "../broker";

/**
 * One index derivative of a broker's scrip master, as its parser (one per broker, from the
 * broker's published format) reads a row. Rows of other segments are skipped by the parser.
 */
export interface ParsedScrip {
  underlying: Underlying["symbol"];
  type: Instrument["type"];
  /** Index points; null for a future. */
  strike: number | null;
  expiry: IsoDate;
  /** The broker's own identifier of the contract (token, scrip code, instrument id). */
  brokerToken: string;
  /** The broker's trading symbol of the contract, as its order calls want it. */
  tradingSymbol: string;
  /** The broker's exchange segment name (NFO, NSE_FO, N, …). */
  exchange: string;
  lotSize: number;
}

/** A contract of ours as a broker names it. */
export interface BrokerScrip {
  instrumentToken: number;
  brokerToken: string;
  tradingSymbol: string;
  exchange: string;
  lotSize: number;
}

/** How one broker's scrip master is fetched and read. */
export interface ScripMasterFormat {
  broker: BrokerCode;
  /** The master's text (CSV or JSON), downloaded with the given fetch. */
  download(send: typeof fetch): Promise<string>;
  /** The index derivatives of NIFTY, BANKNIFTY and FINNIFTY in it. */
  parse(text: string): ParsedScrip[];
}

const UNDERLYING_BY_SYMBOL = new Map(
  UNDERLYING_TOKENS.map((token) => [UNDERLYINGS[token].symbol, token] as const),
);

/**
 * Our instrument token of a parsed row, or undefined for a contract we do not list (an unknown
 * underlying, a strike off the grid, an expiry our calendar does not know: those rows are left
 * out rather than guessed at).
 */
export function instrumentTokenOf(scrip: ParsedScrip): number | undefined {
  const underlyingToken = UNDERLYING_BY_SYMBOL.get(scrip.underlying);
  if (underlyingToken === undefined) return undefined;
  try {
    const token = encodeInstrumentToken({
      underlyingToken,
      expiry: scrip.expiry,
      type: scrip.type,
      strike: scrip.type === "fut" ? null : scrip.strike,
    });
    return instrumentByToken(token) ? token : undefined;
  } catch {
    return undefined;
  }
}

/** The rows of a parsed master that are contracts of ours, keyed by our instrument token. */
export function brokerScripsOf(parsed: readonly ParsedScrip[]): BrokerScrip[] {
  const scrips: BrokerScrip[] = [];
  for (const row of parsed) {
    const instrumentToken = instrumentTokenOf(row);
    if (instrumentToken === undefined) continue;
    const { brokerToken, tradingSymbol, exchange, lotSize } = row;
    scrips.push({ instrumentToken, brokerToken, tradingSymbol, exchange, lotSize });
  }
  return scrips;
}

/**
 * One broker's scrips in memory, both ways: what an adapter sends for one of our instruments,
 * and which of ours a broker's order, position or quote is about. Replaced whole when the daily
 * master is loaded (scrip-master-store.ts).
 */
export class ScripDirectory {
  private byInstrument = new Map<number, BrokerScrip>();
  private byBrokerToken = new Map<string, BrokerScrip>();
  private bySymbol = new Map<string, BrokerScrip>();

  constructor(
    readonly brokerName: string,
    scrips: readonly BrokerScrip[] = [],
  ) {
    this.replace(scrips);
  }

  get size(): number {
    return this.byInstrument.size;
  }

  replace(scrips: readonly BrokerScrip[]): void {
    this.byInstrument = new Map(scrips.map((s) => [s.instrumentToken, s]));
    this.byBrokerToken = new Map(scrips.map((s) => [s.brokerToken, s]));
    this.bySymbol = new Map(scrips.map((s) => [s.tradingSymbol, s]));
  }

  /** Whether the broker's master lists this instrument of ours. */
  knows(instrumentToken: number): boolean {
    return this.byInstrument.has(instrumentToken);
  }

  /** The broker's scrip of an instrument, or UNKNOWN_INSTRUMENT naming the contract. */
  scripOf(instrumentToken: number): BrokerScrip {
    const scrip = this.byInstrument.get(instrumentToken);
    if (scrip) return scrip;
    const name = instrumentByToken(instrumentToken)?.prettyName ?? `instrument ${instrumentToken}`;
    throw new BrokerError(
      "UNKNOWN_INSTRUMENT",
      `${name} is not in ${this.brokerName}'s instrument list`,
    );
  }

  /** Our instrument of a broker's token, or undefined for one we do not trade. */
  byToken(brokerToken: string): BrokerScrip | undefined {
    return this.byBrokerToken.get(brokerToken);
  }

  /** Our instrument of a broker's trading symbol, or undefined for one we do not trade. */
  byTradingSymbol(tradingSymbol: string): BrokerScrip | undefined {
    return this.bySymbol.get(tradingSymbol);
  }
}
