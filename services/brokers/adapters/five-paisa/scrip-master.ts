import type { IsoDate } from "../../../../lib/market/calendar-date";
import {
  UNDERLYINGS,
  UNDERLYING_TOKENS,
  type Underlying,
} from "../../../../lib/market/underlyings";
import { readCsvMaster } from "../../real/csv-master";
import type { ParsedScrip, ScripMasterFormat } from "../../real/scrip-master";
import { DERIVATIVES, FIVE_PAISA_API, NSE } from "./wire";

/**
 * 5paisa's scrip master: `GET …/ScripMaster/segment/nse_fo`, a CSV (served gzip-compressed,
 * which fetch undoes) with the header
 * `Exch,ExchType,ScripCode,Name,Expiry,ScripType,StrikeRate,FullName,TickSize,LotSize,QtyLimit,
 * Multiplier,SymbolRoot,BOCOAllowed,ISIN,ScripData,Series` (fivepaisa-api-docs/03-scrip-master.md,
 * xstream.5paisa.com/dev-docs/docFundamentals/scrip-master). Only NSE derivatives (Exch N,
 * ExchType D) of NIFTY, BANKNIFTY and FINNIFTY are read: ScripType CE/PE is an option, XX a
 * future; Expiry is "YYYY-MM-DD HH:MM:SS". Columns are found by name, so a reordered file reads.
 */
export const FIVE_PAISA_MASTER_URL = `${FIVE_PAISA_API}/ScripMaster/segment/nse_fo`;

const COLUMNS = [
  "Exch",
  "ExchType",
  "ScripCode",
  "Name",
  "Expiry",
  "ScripType",
  "StrikeRate",
  "LotSize",
  "SymbolRoot",
] as const;
type Column = (typeof COLUMNS)[number];

const UNDERLYING_SYMBOLS = new Set<string>(UNDERLYING_TOKENS.map((t) => UNDERLYINGS[t].symbol));

export const fivePaisaScripMaster: ScripMasterFormat = {
  broker: "5paisa",
  async download(send) {
    const response = await send(FIVE_PAISA_MASTER_URL);
    if (!response.ok) throw new Error(`5paisa's scrip master answered ${response.status}`);
    return response.text();
  },
  parse: parseFivePaisaMaster,
};

export function parseFivePaisaMaster(text: string): ParsedScrip[] {
  return readCsvMaster(text, { name: "5paisa's scrip master", columns: COLUMNS }, scripOf);
}

function scripOf(cell: (column: Column) => string): ParsedScrip | undefined {
  if (cell("Exch") !== NSE || cell("ExchType") !== DERIVATIVES) return undefined;
  const root = cell("SymbolRoot");
  if (!UNDERLYING_SYMBOLS.has(root)) return undefined;
  const type = typeOf(cell("ScripType"));
  const expiry = /^(\d{4}-\d{2}-\d{2})/.exec(cell("Expiry"))?.[1] as IsoDate | undefined;
  const lotSize = Number(cell("LotSize"));
  const code = cell("ScripCode");
  if (!type || !expiry || !/^\d+$/.test(code) || !Number.isInteger(lotSize) || lotSize <= 0) {
    return undefined;
  }
  const strike = Number(cell("StrikeRate"));
  if (type !== "fut" && !(Number.isInteger(strike) && strike > 0)) return undefined;
  return {
    underlying: root as Underlying["symbol"],
    type,
    strike: type === "fut" ? null : strike,
    expiry,
    brokerToken: code,
    tradingSymbol: cell("Name"),
    exchange: NSE,
    lotSize,
  };
}

function typeOf(scripType: string): ParsedScrip["type"] | undefined {
  if (scripType === "CE") return "call";
  if (scripType === "PE") return "put";
  if (scripType === "XX") return "fut";
  return undefined;
}
