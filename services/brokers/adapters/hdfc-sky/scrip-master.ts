import type { IsoDate } from "../../../../lib/market/calendar-date";
import { zipEntry } from "../../real/zip-entry";
import { readCsvMaster } from "../../real/csv-master";
import type { ParsedScrip, ScripMasterFormat } from "../../real/scrip-master";
import { HDFC_SKY_USER_AGENT } from "./constants";

/**
 * HDFC SKY's Security Master (docs 21-security-master.md, developer.hdfcsky.com/sky-docs/docs/
 * security_master): a public download, no session needed, a ZIP holding one CSV
 * (CompactScrip.csv, ~180k rows; OpenAlgo broker/hdfcsky/database/master_contract_db.py).
 */
export const HDFC_SKY_SECURITY_MASTER_URL =
  "https://hdfcsky.com/api/v1/contract/Compact?info=download";

/**
 * The CSV's columns, as OpenAlgo read them from the live file: exchange_token, trading_symbol,
 * company_name, close_price, expiry ("DD-Mon-YYYY"), strike (rupees; -0.01 on futures),
 * tick_size, lot_size, instrument_name, option_type (CE/PE), segment, exchange (NSE, NFO, …),
 * fin_instrm_pdct_tp_cd, asset_code, settlement_type, isin. NFO rows' company_name is the
 * underlying (NIFTY, BANKNIFTY, …).
 */
const COLUMNS = [
  "exchange_token",
  "trading_symbol",
  "company_name",
  "expiry",
  "strike",
  "lot_size",
  "option_type",
  "exchange",
] as const;

const UNDERLYINGS = new Set<string>(["NIFTY", "BANKNIFTY", "FINNIFTY"]);
const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

export const hdfcSkyScripMaster: ScripMasterFormat = {
  broker: "hdfc_sky",
  async download(send) {
    const response = await send(HDFC_SKY_SECURITY_MASTER_URL, {
      headers: { "User-Agent": HDFC_SKY_USER_AGENT },
    });
    if (!response.ok) throw new Error(`HDFC SKY security master: HTTP ${response.status}`);
    return csvOfDownload(Buffer.from(await response.arrayBuffer()));
  },
  parse: parseHdfcSkyMaster,
};

/** HDFC SKY Strategy trades the same instruments under its own app: the same master. */
export const hdfcSkyStrategyScripMaster: ScripMasterFormat = {
  ...hdfcSkyScripMaster,
  broker: "hdfc_sky_strategy",
};

/** The CSV inside the downloaded ZIP (or the body itself, should it come unzipped). */
export function csvOfDownload(body: Buffer): string {
  if (body.readUInt32LE(0) !== 0x04034b50) return body.toString("utf8");
  return zipEntry(body, (name) => name.toLowerCase().endsWith(".csv")).toString("utf8");
}

/** NIFTY, BANKNIFTY and FINNIFTY futures and options of the NFO rows; every other row skipped. */
export function parseHdfcSkyMaster(text: string): ParsedScrip[] {
  return readCsvMaster(text, { name: "HDFC SKY security master", columns: COLUMNS }, scripOf);
}

function scripOf(cell: (name: (typeof COLUMNS)[number]) => string): ParsedScrip | undefined {
  if (cell("exchange").toUpperCase() !== "NFO") return undefined;
  const underlying = cell("company_name").toUpperCase();
  if (!UNDERLYINGS.has(underlying)) return undefined;
  const tradingSymbol = cell("trading_symbol");
  const optionType = cell("option_type").toUpperCase();
  const type =
    optionType === "CE"
      ? "call"
      : optionType === "PE"
        ? "put"
        : tradingSymbol.endsWith("FUT")
          ? "fut"
          : undefined;
  const expiry = isoDateOf(cell("expiry"));
  const lotSize = Number(cell("lot_size"));
  const brokerToken = cell("exchange_token");
  if (!type || !expiry || !Number.isInteger(lotSize) || lotSize <= 0 || brokerToken === "") {
    return undefined;
  }
  const strike = type === "fut" ? null : Number(cell("strike"));
  if (strike !== null && !(Number.isInteger(strike) && strike > 0)) return undefined;
  return {
    underlying: underlying as ParsedScrip["underlying"],
    type,
    strike,
    expiry,
    brokerToken,
    tradingSymbol,
    exchange: "NFO",
    lotSize,
  };
}

/** "29-Dec-2026" → "2026-12-29"; anything else (the "01-Jan-0001" sentinel too) undefined. */
function isoDateOf(text: string): IsoDate | undefined {
  const match = /^(\d{2})-([A-Za-z]{3})-(\d{4})$/.exec(text);
  if (!match) return undefined;
  const [, day, monthName, year] = match as unknown as [string, string, string, string];
  const month = MONTHS.indexOf(monthName.toUpperCase()) + 1;
  if (month === 0 || Number(year) < 2000) return undefined;
  return `${year}-${String(month).padStart(2, "0")}-${day}`;
}
