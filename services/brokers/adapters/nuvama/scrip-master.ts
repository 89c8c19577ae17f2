import type { Underlying } from "../../../../lib/market/underlyings";
import type { ParsedScrip, ScripMasterFormat } from "../../real/scrip-master";
import { zipEntry } from "../../real/zip-entry";

/**
 * Nuvama's instrument master: instruments.zip holding instruments.csv, the "contract file" its
 * SDK downloads at login (`LoginHelper._Instruments`). The URL is the SDK's own `EQ_CONTRACT` on
 * the production host nc. (StockSharp's connector fetches the same); np. is the docs' test host.
 * Columns, by header name: exchangetoken, tradingsymbol, symbolname, description, expiry,
 * strikeprice, ticksize, lotsize, optiontype, series, assettype, exchange, isin, …
 */
export const NUVAMA_MASTER_URL = "https://nc.nuvamawealth.com/app/toccontracts/instruments.zip";
const CSV_NAME = "instruments.csv";

const UNDERLYINGS = new Set<string>(["NIFTY", "BANKNIFTY", "FINNIFTY"]);
const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

export const nuvamaScripMaster: ScripMasterFormat = {
  broker: "nuvama",
  async download(send) {
    const response = await send(NUVAMA_MASTER_URL);
    if (!response.ok) throw new Error(`Nuvama's instrument master answered ${response.status}`);
    const archive = Buffer.from(await response.arrayBuffer());
    return zipEntry(archive, CSV_NAME).toString("utf8");
  },
  parse: parseNuvamaMaster,
};

/** The NFO index options and futures of NIFTY, BANKNIFTY and FINNIFTY; other rows are skipped. */
export function parseNuvamaMaster(text: string): ParsedScrip[] {
  const [header, ...rows] = csvRecords(text);
  if (!header) return [];
  const column = new Map(header.map((name, index) => [name.trim().toLowerCase(), index]));
  const cell = (row: readonly string[], name: string) => row[column.get(name) ?? -1]?.trim() ?? "";
  for (const required of ["exchangetoken", "tradingsymbol", "symbolname", "expiry", "assettype"]) {
    if (!column.has(required)) throw new Error(`Nuvama's master has no ${required} column`);
  }
  const scrips: ParsedScrip[] = [];
  for (const row of rows) {
    if (cell(row, "exchange").toUpperCase() !== "NFO") continue;
    const underlying = cell(row, "symbolname").toUpperCase();
    if (!UNDERLYINGS.has(underlying)) continue;
    const assetType = cell(row, "assettype").toUpperCase();
    const type = typeOf(assetType, cell(row, "optiontype").toUpperCase());
    const expiry = isoDateOf(cell(row, "expiry"));
    const lotSize = Number(cell(row, "lotsize"));
    if (!type || !expiry || !Number.isInteger(lotSize) || lotSize <= 0) continue;
    const strike = type === "fut" ? null : Number(cell(row, "strikeprice"));
    if (strike !== null && !(strike > 0)) continue;
    scrips.push({
      underlying: underlying as Underlying["symbol"],
      type,
      strike,
      expiry,
      brokerToken: cell(row, "exchangetoken"),
      tradingSymbol: cell(row, "tradingsymbol"),
      exchange: "NFO",
      lotSize,
    });
  }
  return scrips;
}

function typeOf(assetType: string, optionType: string): ParsedScrip["type"] | undefined {
  if (assetType === "FUTIDX") return "fut";
  if (assetType !== "OPTIDX") return undefined;
  if (optionType === "CE") return "call";
  if (optionType === "PE") return "put";
  return undefined;
}

/**
 * The master's expiry ("29/Sep/26" in the format's one public sample; "29-Sep-2026" and
 * "29SEP2026" read too) as an ISO date; undefined for anything else.
 */
export function isoDateOf(text: string): string | undefined {
  const match = /^(\d{1,2})[-/ ]?([A-Za-z]{3})[-/ ]?(\d{4}|\d{2})$/.exec(text.trim());
  if (!match) return undefined;
  const [, day, monthName, year] = match;
  const month = MONTHS.indexOf((monthName ?? "").toUpperCase()) + 1;
  if (month === 0 || !day || !year) return undefined;
  const fullYear = year.length === 2 ? `20${year}` : year;
  return `${fullYear}-${String(month).padStart(2, "0")}-${day.padStart(2, "0")}`;
}

/** RFC 4180 records: quoted fields may hold commas, quotes ("") and line breaks. */
export function csvRecords(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  const endField = () => {
    record.push(field);
    field = "";
  };
  const endRecord = () => {
    endField();
    if (record.some((value) => value !== "")) records.push(record);
    record = [];
  };
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ",") endField();
    else if (char === "\n") endRecord();
    else if (char !== "\r") field += char;
  }
  if (field !== "" || record.length > 0) endRecord();
  return records;
}
