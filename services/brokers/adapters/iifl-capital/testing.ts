import type { Instrument } from "../../../market/instrument";
import { instrumentByToken } from "../../../market/instrument-lookup";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import type { BrokerScrip } from "../../real/scrip-master";

/** The app's keys the contract suites log in with at the fake. */
export const TEST_CREDENTIALS = { appKey: "APPKEY1", appSecret: "app-secret-1" };

/** A NIFTY option of the December 2026 monthly expiry. */
export function niftyOption(type: "call" | "put", strike: number): Instrument {
  const token = encodeInstrumentToken({
    underlyingToken: 3727,
    expiry: "2026-12-29",
    type,
    strike,
  });
  const instrument = instrumentByToken(token);
  if (!instrument) throw new Error(`Not a contract: ${type} ${strike}`);
  return instrument;
}

/** Our contract as IIFL's NSEFO master would list it (instrument ids are IIFL's numbers). */
export function iiflScripOf(instrument: Instrument, index: number): BrokerScrip {
  return {
    instrumentToken: instrument.token,
    brokerToken: String(35_000 + index),
    tradingSymbol: instrument.tradingSymbol,
    exchange: "NSEFO",
    lotSize: instrument.lotSize,
  };
}
