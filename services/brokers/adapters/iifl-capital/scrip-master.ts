import type { IsoDate } from "../../../../lib/market/calendar-date";
import { readCsvMaster } from "../../real/csv-master";
import type { ParsedScrip, ScripMasterFormat } from "../../real/scrip-master";
import { IIFL_CAPITAL_API, NSE_FO } from "./wire";

/**
 * IIFL Capital's NSE F&O contract file, `GET /contractfiles/NSEFO.csv` (01-introduction.md
 * "Instrument Details": no authorization, refreshed daily; 2 calls/s, 15-rate-limits.md). Its
 * columns, as OpenAlgo's IIFL Capital master reads them (marketcalls/openalgo
 * broker/iiflcapital/database/master_contract_db.py): Exchange, Underlying Instrument Symbol,
 * Instrument ID, Instrument Type, Option Type (CE, PE, or XX for a future), Strike Price,
 * Underlying Instrument Name, Trading Symbol, Expiry ("30-Apr-2026", or with " 23:59"),
 * Lot Size, Tick Size. Columns are found by their header, so a reordering does not misread rows.
 */
export const IIFL_CAPITAL_NSEFO_MASTER = `${IIFL_CAPITAL_API}/contractfiles/NSEFO.csv`;

const COLUMNS = {
  underlying: "Underlying Instrument Symbol",
  instrumentId: "Instrument ID",
  instrumentType: "Instrument Type",
  optionType: "Option Type",
  strike: "Strike Price",
  tradingSymbol: "Trading Symbol",
  expiry: "Expiry",
  lotSize: "Lot Size",
} as const;
type Column = keyof typeof COLUMNS;

const UNDERLYINGS = new Set<ParsedScrip["underlying"]>(["NIFTY", "BANKNIFTY", "FINNIFTY"]);
const INDEX_DERIVATIVES = new Set(["OPTIDX", "FUTIDX"]);
const CONTRACT_TYPES: Readonly<Record<string, ParsedScrip["type"]>> = {
  CE: "call",
  PE: "put",
  XX: "fut",
};
const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

export const iiflCapitalScripMaster: ScripMasterFormat = {
  broker: "iifl_capital",
  async download(send) {
    const response = await send(IIFL_CAPITAL_NSEFO_MASTER);
    if (!response.ok) {
      throw new Error(`IIFL Capital's NSEFO contract file answered ${response.status}`);
    }
    return response.text();
  },
  parse: parseIiflCapitalMaster,
};

/** The NIFTY, BANKNIFTY and FINNIFTY options and futures of the NSEFO contract file. */
export function parseIiflCapitalMaster(text: string): ParsedScrip[] {
  const master = { name: "IIFL Capital's NSEFO contract file", columns: Object.values(COLUMNS) };
  return readCsvMaster(text, master, (cell) => scripOf((column) => cell(COLUMNS[column])));
}

/** One row as a contract of ours, or undefined for anything else (stocks, other indices, …). */
function scripOf(field: (column: Column) => string): ParsedScrip | undefined {
  const underlying = field("underlying").toUpperCase();
  if (!isOurUnderlying(underlying)) return undefined;
  if (!INDEX_DERIVATIVES.has(field("instrumentType").toUpperCase())) return undefined;
  const type = CONTRACT_TYPES[field("optionType").toUpperCase()];
  const expiry = isoDateOf(field("expiry"));
  const lotSize = Number(field("lotSize"));
  const brokerToken = field("instrumentId");
  if (!type || !expiry || !/^\d+$/.test(brokerToken)) return undefined;
  if (!Number.isInteger(lotSize) || lotSize <= 0) return undefined;
  let strike: number | null = null;
  if (type !== "fut") {
    strike = Number(field("strike"));
    if (!Number.isFinite(strike) || strike <= 0) return undefined;
  }
  return {
    underlying,
    type,
    strike,
    expiry,
    brokerToken,
    tradingSymbol: field("tradingSymbol"),
    exchange: NSE_FO,
    lotSize,
  };
}

function isOurUnderlying(symbol: string): symbol is ParsedScrip["underlying"] {
  return UNDERLYINGS.has(symbol as ParsedScrip["underlying"]);
}

/** "29-Dec-2026", "29-Dec-2026 23:59" or "2026-12-29" as an ISO date; undefined otherwise. */
function isoDateOf(text: string): IsoDate | undefined {
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dated = /^(\d{1,2})-([A-Za-z]{3})-(\d{4})(?:\s|$)/.exec(text);
  if (!dated) return undefined;
  const month = MONTHS.indexOf(dated[2]!.toUpperCase()) + 1;
  if (month === 0) return undefined;
  return `${dated[3]}-${String(month).padStart(2, "0")}-${dated[1]!.padStart(2, "0")}`;
}
