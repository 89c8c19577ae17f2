import { inflateRawSync } from "node:zlib";
import type { IsoDate } from "../../../../lib/market/calendar-date";
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
  return firstCsvInZip(body);
}

/**
 * The first .csv member of a ZIP, read through its central directory (the local headers may
 * leave sizes to a trailing data descriptor). Stored and deflated members only.
 */
function firstCsvInZip(zip: Buffer): string {
  const endOfDirectory = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endOfDirectory < 0) throw new Error("HDFC SKY security master: not a readable ZIP");
  const entries = zip.readUInt16LE(endOfDirectory + 10);
  let entry = zip.readUInt32LE(endOfDirectory + 16);
  for (let i = 0; i < entries; i++) {
    const method = zip.readUInt16LE(entry + 10);
    const compressedSize = zip.readUInt32LE(entry + 20);
    const nameLength = zip.readUInt16LE(entry + 28);
    const extraLength = zip.readUInt16LE(entry + 30);
    const commentLength = zip.readUInt16LE(entry + 32);
    const localHeader = zip.readUInt32LE(entry + 42);
    const name = zip.toString("utf8", entry + 46, entry + 46 + nameLength);
    entry += 46 + nameLength + extraLength + commentLength;
    if (!name.toLowerCase().endsWith(".csv")) continue;
    const dataStart =
      localHeader + 30 + zip.readUInt16LE(localHeader + 26) + zip.readUInt16LE(localHeader + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (method === 0) return data.toString("utf8");
    if (method === 8) return inflateRawSync(data).toString("utf8");
    throw new Error(`HDFC SKY security master: ZIP method ${method} is not supported`);
  }
  throw new Error("HDFC SKY security master: no CSV in the ZIP");
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
