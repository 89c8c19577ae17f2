import { UNDERLYINGS } from "../../../../lib/market/underlyings";
import type { Instrument } from "../../../market/instrument";
import { ScripDirectory } from "../../real/scrip-master";
import type { FakeExchange } from "../../testing/fake-exchange";
import type { SandboxListing, SandboxSpec } from "../../sandbox/sandbox-spec";
import { startFakeFivePaisa } from "./fake-five-paisa";
import { startFakeFivePaisaStream } from "./fake-five-paisa-stream";
import { createFivePaisaBroker } from "./five-paisa";
import { createFivePaisaStream } from "./price-stream";
import { FIVE_PAISA_MASTER_URL, fivePaisaScripMaster } from "./scrip-master";
import { DERIVATIVES, NSE } from "./wire";

/** The sandbox app's keys: what the fake knows the app by (never a real vendor's). */
const SANDBOX_APP = {
  vendorKey: "SANDBOX-5P-VENDOR",
  encryptionKey: "sandbox-5p-encryption-key",
  userId: "SANDBOX5P",
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** "2026-11-23" as 5paisa writes it in a contract's Name: "23 Nov 2026". */
function nameDateOf(expiry: string): string {
  const [year, month, day] = expiry.split("-");
  return `${day} ${MONTHS[Number(month) - 1]} ${year}`;
}

const optionTypeOf = (instrument: Instrument) => (instrument.type === "call" ? "CE" : "PE");

/**
 * A contract's Name in 5paisa's master, which the parser keeps as its trading symbol: "NIFTY 23
 * Nov 2026 CE 23100.00" (strike with two decimals), "NIFTY 23 Nov 2026" for a future.
 */
export function fivePaisaNameOf(instrument: Instrument): string {
  const head = `${UNDERLYINGS[instrument.underlyingToken].symbol} ${nameDateOf(instrument.expiry)}`;
  if (instrument.type === "fut") return head;
  return `${head} ${optionTypeOf(instrument)} ${(instrument.strike ?? 0).toFixed(2)}`;
}

/** ScripData (03-scrip-master.md): `Name_YYYYMMDD`, and `_CE_23100` after it for an option. */
function scripDataOf(instrument: Instrument, name: string): string {
  const date = `${name}_${instrument.expiry.replaceAll("-", "")}`;
  return instrument.type === "fut"
    ? date
    : `${date}_${optionTypeOf(instrument)}_${instrument.strike}`;
}

/** 5paisa's master columns, in the order of its published header (03-scrip-master.md). */
const HEADER = [
  "Exch",
  "ExchType",
  "ScripCode",
  "Name",
  "Expiry",
  "ScripType",
  "StrikeRate",
  "FullName",
  "TickSize",
  "LotSize",
  "QtyLimit",
  "Multiplier",
  "SymbolRoot",
  "BOCOAllowed",
  "ISIN",
  "ScripData",
  "Series",
] as const;
type Column = (typeof HEADER)[number];

/**
 * One NSE derivative row, as the fixture's rows (taken from 5paisa's file) have it: Expiry at
 * 14:30:00, options' tick 0.05 and futures' 0.1, Series XX, QtyLimit the most whole lots an order
 * may carry below the freeze quantity (NIFTY: 27 lots of 65 = 1755).
 */
function masterRowOf({ instrument, scrip }: SandboxListing): Record<Column, string> {
  const future = instrument.type === "fut";
  return {
    Exch: NSE,
    ExchType: DERIVATIVES,
    ScripCode: scrip.brokerToken,
    Name: scrip.tradingSymbol,
    Expiry: `${instrument.expiry} 14:30:00`,
    ScripType: future ? "XX" : optionTypeOf(instrument),
    StrikeRate: future ? "0" : String(instrument.strike),
    FullName: scrip.tradingSymbol,
    TickSize: future ? "0.1" : "0.05",
    LotSize: String(instrument.lotSize),
    QtyLimit: String(
      Math.floor((instrument.freezeQuantity - 1) / instrument.lotSize) * instrument.lotSize,
    ),
    Multiplier: "1",
    SymbolRoot: UNDERLYINGS[instrument.underlyingToken].symbol,
    BOCOAllowed: "N",
    ISIN: "",
    ScripData: scripDataOf(instrument, scrip.tradingSymbol),
    Series: "XX",
  };
}

/** 5paisa's nse_fo master of the listings: its header, then a row each (no cell needs quoting). */
export function fivePaisaMasterOf(listings: readonly SandboxListing[]): string {
  const rows = listings.map((listing) => {
    const row = masterRowOf(listing);
    return HEADER.map((column) => row[column]).join(",");
  });
  return `${[HEADER.join(","), ...rows].join("\r\n")}\r\n`;
}

/**
 * 5paisa's redirect after a login: back to the hand-off's ResponseURL with `RequestToken` and
 * the hand-off's State echoed as `state` (06-user-authentication.md, "SAMPLE OAUTH REDIRECTION":
 * `?RequestToken=…&state=MAE`). No ResponseURL: the app's registered one.
 */
export function fivePaisaLoginRedirect(
  exchange: FakeExchange,
  clientId: string,
  handOff: URLSearchParams,
) {
  const state = handOff.get("State");
  return {
    redirectUrl: handOff.get("ResponseURL") || undefined,
    params: {
      RequestToken: exchange.issueLoginCode(clientId),
      ...(state ? { state } : {}),
    },
  };
}

/**
 * 5paisa as a sandbox: its OAuth login asks for the client code, PIN and an OTP or TOTP
 * (06-user-authentication.md: "based on client code, PIN and a real-time OTP/TOTP"), and sends
 * the trader to the hand-off's ResponseURL with a RequestToken the fake's GetAccessToken redeems.
 * 5paisa quotes no index spot in our calls (margin prices each leg at its own LTP), so no
 * index tokens.
 */
export const fivePaisaSandbox: SandboxSpec = {
  code: "5paisa",
  scripOf: (instrument, brokerToken) => ({
    instrumentToken: instrument.token,
    brokerToken,
    tradingSymbol: fivePaisaNameOf(instrument),
    exchange: NSE,
    lotSize: instrument.lotSize,
  }),
  scripMaster: fivePaisaScripMaster,
  masterUrl: FIVE_PAISA_MASTER_URL,
  masterFile: (listings) => ({ type: "text/csv", body: fivePaisaMasterOf(listings) }),
  startFake: ({ exchange, listings, server }) =>
    startFakeFivePaisa(
      exchange,
      SANDBOX_APP,
      new ScripDirectory(
        "5paisa sandbox",
        listings.map((listing) => listing.scrip),
      ),
      new Map(),
      server,
    ),
  priceStream: {
    startFake: ({ exchange, scrips }) =>
      startFakeFivePaisaStream({ exchange, scrips: new ScripDirectory("5paisa sandbox", scrips) }),
    create: (deps) => createFivePaisaStream(SANDBOX_APP, deps),
  },
  createAdapter: (deps) => createFivePaisaBroker(SANDBOX_APP, deps),
  login: {
    fields: [
      { name: "clientId", label: "Client code", type: "text" },
      { name: "pin", label: "PIN", type: "password" },
      { name: "otp", label: "OTP or TOTP", type: "otp" },
    ],
    appKey: { param: "VendorKey", value: SANDBOX_APP.vendorKey },
    answer: fivePaisaLoginRedirect,
  },
};
