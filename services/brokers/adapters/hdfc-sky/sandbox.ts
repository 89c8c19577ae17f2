import { UNDERLYINGS, UNDERLYING_TOKENS } from "../../../../lib/market/underlyings";
import { MONTH_NAMES } from "../../../market/contract-symbols";
import type { RealBrokerDeps } from "../../real/real-broker-deps";
import { ScripDirectory, type ScripMasterFormat } from "../../real/scrip-master";
import type { SandboxListing, SandboxSpec } from "../../sandbox/sandbox-spec";
import { zipOf } from "../../testing/zip-of";
import type { Broker } from "../../broker";
import { startFakeHdfcSky } from "./fake-hdfc-sky";
import { createHdfcSkyBroker, createHdfcSkyStrategyBroker } from "./hdfc-sky";
import { HDFC_SKY_INDEX_TOKENS, NFO } from "./margin";
import {
  HDFC_SKY_SECURITY_MASTER_URL,
  hdfcSkyScripMaster,
  hdfcSkyStrategyScripMaster,
} from "./scrip-master";
import { startFakeHdfcSkyStream } from "./fake-hdfc-sky-stream";
import { createHdfcSkyStream } from "./price-stream";

type HdfcSkyCode = "hdfc_sky" | "hdfc_sky_strategy";

interface SandboxApp {
  code: HdfcSkyCode;
  /** The sandbox app's key and secret: what the fake knows the app by (never a real app's). */
  apiKey: string;
  apiSecret: string;
  scripMaster: ScripMasterFormat;
  createBroker(credentials: { apiKey: string; apiSecret: string }, deps: RealBrokerDeps): Broker;
}

/** The header of CompactScrip.csv, as the live file has it (scrip-master.ts). */
const MASTER_COLUMNS = [
  "exchange_token",
  "trading_symbol",
  "company_name",
  "close_price",
  "expiry",
  "strike",
  "tick_size",
  "lot_size",
  "instrument_name",
  "option_type",
  "segment",
  "exchange",
  "fin_instrm_pdct_tp_cd",
  "asset_code",
  "settlement_type",
  "isin",
] as const;

/** "2026-12-29" → "29-Dec-2026", the master's expiry format. */
function masterExpiryOf(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  const name = MONTH_NAMES[Number(month) - 1] ?? "";
  return `${day}-${name.charAt(0)}${name.slice(1).toLowerCase()}-${year}`;
}

/**
 * A row of CompactScrip.csv for one of our contracts, as the fixture's NFO rows are: strike in
 * rupees with two decimals (-0.01 on a future), option type XX on a future. The master's close
 * price is yesterday's, which the sandbox has not got: 0 (no reader of ours uses it).
 */
function masterRowOf({ instrument, scrip }: SandboxListing): string {
  const future = instrument.type === "fut";
  const row: Record<(typeof MASTER_COLUMNS)[number], string> = {
    exchange_token: scrip.brokerToken,
    trading_symbol: scrip.tradingSymbol,
    company_name: UNDERLYINGS[instrument.underlyingToken].symbol,
    close_price: "0",
    expiry: masterExpiryOf(instrument.expiry),
    strike: future ? "-0.01" : (instrument.strike ?? 0).toFixed(2),
    tick_size: future ? "0.1" : "0.05",
    lot_size: String(instrument.lotSize),
    instrument_name: future ? "FUTIDX" : "OPTIDX",
    option_type: future ? "XX" : instrument.type === "call" ? "CE" : "PE",
    segment: "FutOpt",
    exchange: NFO,
    fin_instrm_pdct_tp_cd: future ? "IDF" : "IDO",
    asset_code: "",
    settlement_type: "",
    isin: "",
  };
  return MASTER_COLUMNS.map((column) => row[column]).join(",");
}

/** HDFC SKY's NSE_INDEX tokens of the index spots, to our underlyings (margin.ts asks for them). */
const INDEX_TOKENS = Object.fromEntries(
  UNDERLYING_TOKENS.map((token) => [HDFC_SKY_INDEX_TOKENS[UNDERLYINGS[token].symbol], token]),
);

/**
 * One HDFC SKY app as a sandbox. HDFC's login (docs 04 and 05) asks for the client ID (or mobile
 * or email), then the OTP it sent, then the PIN, and after consent redirects to the app's
 * registered callback with the request token; the hand-off carries no redirect URL and HDFC's
 * docs echo no `state`, so neither does the sandbox.
 */
function hdfcSkySandboxOf(app: SandboxApp): SandboxSpec {
  return {
    code: app.code,
    // HDFC SKY's derivative symbols are NSE's (NIFTY26DEC24000CE, NIFTY2681824700CE,
    // NIFTY26DECFUT: OpenAlgo database/master_contract_db.py, from the live file).
    scripOf: (instrument, brokerToken) => ({
      instrumentToken: instrument.token,
      brokerToken,
      tradingSymbol: instrument.tradingSymbol,
      exchange: NFO,
      lotSize: instrument.lotSize,
    }),
    indexTokens: INDEX_TOKENS,
    scripMaster: app.scripMaster,
    masterUrl: HDFC_SKY_SECURITY_MASTER_URL,
    // Published as a ZIP of one CompactScrip.csv (docs 21; OpenAlgo, from the live download).
    masterFile: (listings) => {
      const csv = [MASTER_COLUMNS.join(","), ...listings.map(masterRowOf)].join("\n");
      return {
        type: "application/zip",
        body: new Uint8Array(zipOf("CompactScrip.csv", `${csv}\n`)),
      };
    },
    startFake: ({ exchange, listings, server }) =>
      startFakeHdfcSky({
        exchange,
        apiKey: app.apiKey,
        apiSecret: app.apiSecret,
        directory: new ScripDirectory(
          `${app.code} sandbox`,
          listings.map((listing) => listing.scrip),
        ),
        server,
      }),
    createAdapter: (deps) =>
      app.createBroker({ apiKey: app.apiKey, apiSecret: app.apiSecret }, deps),
    priceStream: {
      startFake: ({ exchange, scrips }) =>
        startFakeHdfcSkyStream({
          exchange,
          apiKey: app.apiKey,
          scrips: new ScripDirectory(`${app.code} sandbox`, scrips),
        }),
      create: (deps) => createHdfcSkyStream({ apiKey: app.apiKey }, deps),
    },
    login: {
      fields: [
        { name: "clientId", label: "Client ID", type: "text" },
        { name: "otp", label: "OTP", type: "otp" },
        { name: "pin", label: "PIN", type: "password" },
      ],
      appKey: { param: "api_key", value: app.apiKey },
      // The docs name the token `request_token` wherever it is a query parameter (docs 04/05's
      // access-token and authorise calls); hdfcSkyTokenRequest reads that name first.
      answer: (exchange, clientId) => ({
        params: { request_token: exchange.issueLoginCode(clientId) },
      }),
    },
  };
}

export const hdfcSkySandbox: SandboxSpec = hdfcSkySandboxOf({
  code: "hdfc_sky",
  apiKey: "SANDBOX-HDFC-SKY-KEY",
  apiSecret: "sandbox-hdfc-sky-secret",
  scripMaster: hdfcSkyScripMaster,
  createBroker: createHdfcSkyBroker,
});

export const hdfcSkyStrategySandbox: SandboxSpec = hdfcSkySandboxOf({
  code: "hdfc_sky_strategy",
  apiKey: "SANDBOX-HDFC-SKY-STRATEGY-KEY",
  apiSecret: "sandbox-hdfc-sky-strategy-secret",
  scripMaster: hdfcSkyStrategyScripMaster,
  createBroker: createHdfcSkyStrategyBroker,
});
