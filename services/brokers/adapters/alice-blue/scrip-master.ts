import { z } from "zod";
import { IST_OFFSET_MINUTES } from "../../../../lib/market/india-time";
import type { ParsedScrip, ScripMasterFormat } from "../../real/scrip-master";

/**
 * Alice Blue's contract master, version 2 (12-contract-master.md): public, no login, rebuilt
 * daily at 08:00 IST. The JSON of the NFO segment is `{"NFO": [row, …]}`; the legacy (v1) files
 * were discontinued on 30 November 2025.
 */
export const ALICE_BLUE_NFO_MASTER_URL =
  "https://v2api.aliceblueonline.com/restpy/static/contract_master/V2/NFO";

/**
 * One row as published (the docs give only the links; the shape is a live download's, reported
 * by third parties in 2026): strings for numbers, `expiry_date` in epoch milliseconds
 * (midnight UTC of the expiry day), `instrument_type` OPTIDX/FUTIDX/OPTSTK/FUTSTK.
 */
const masterRowSchema = z.object({
  symbol: z.string(),
  token: z.union([z.string(), z.number()]),
  trading_symbol: z.string(),
  instrument_type: z.string(),
  option_type: z.string().nullable().optional(),
  strike_price: z.union([z.string(), z.number()]).nullable().optional(),
  expiry_date: z.union([z.number(), z.string()]),
  lot_size: z.union([z.string(), z.number()]),
  exch: z.string().optional(),
});

const masterSchema = z.object({ NFO: z.array(z.unknown()) });

const UNDERLYINGS = new Set<string>(["NIFTY", "BANKNIFTY", "FINNIFTY"]);
const DAY_MS = 86_400_000;

/** The India calendar date of an epoch-milliseconds instant. */
function indiaDateOf(epochMs: number): string {
  return new Date(epochMs + IST_OFFSET_MINUTES * 60_000).toISOString().slice(0, 10);
}

/** One row as ours, or undefined for a row we do not trade (or cannot read). */
function parseRow(raw: unknown): ParsedScrip | undefined {
  const parsed = masterRowSchema.safeParse(raw);
  if (!parsed.success) return undefined;
  const row = parsed.data;
  const underlying = row.symbol.trim().toUpperCase();
  if (!UNDERLYINGS.has(underlying)) return undefined;
  const kind = row.instrument_type.trim().toUpperCase();
  const optionType = (row.option_type ?? "").trim().toUpperCase();
  let type: ParsedScrip["type"];
  if (kind === "FUTIDX") type = "fut";
  else if (kind === "OPTIDX" && optionType === "CE") type = "call";
  else if (kind === "OPTIDX" && optionType === "PE") type = "put";
  else return undefined;

  const expiryMs = Number(row.expiry_date);
  if (!Number.isSafeInteger(expiryMs) || expiryMs < DAY_MS) return undefined;
  const lotSize = Number(row.lot_size);
  if (!Number.isSafeInteger(lotSize) || lotSize <= 0) return undefined;
  const token = String(row.token).trim();
  if (!/^\d+$/.test(token)) return undefined;

  let strike: number | null = null;
  if (type !== "fut") {
    strike = Number(row.strike_price);
    if (!Number.isFinite(strike) || strike <= 0) return undefined;
  }
  return {
    underlying: underlying as ParsedScrip["underlying"],
    type,
    strike,
    expiry: indiaDateOf(expiryMs),
    brokerToken: token,
    tradingSymbol: row.trading_symbol.trim(),
    exchange: (row.exch ?? "NFO").trim() || "NFO",
    lotSize,
  };
}

export const aliceBlueScripMaster: ScripMasterFormat = {
  broker: "aliceblue",
  async download(send) {
    const response = await send(ALICE_BLUE_NFO_MASTER_URL, {
      headers: { Accept: "application/json" },
    });
    if (!response.ok) {
      throw new Error(`Alice Blue's contract master answered ${response.status}`);
    }
    return response.text();
  },
  parse(text) {
    const master = masterSchema.parse(JSON.parse(text));
    const scrips: ParsedScrip[] = [];
    for (const raw of master.NFO) {
      const scrip = parseRow(raw);
      if (scrip) scrips.push(scrip);
    }
    return scrips;
  },
};
