import { UNDERLYINGS, type UnderlyingToken } from "../../../../lib/market/underlyings";
import type { Instrument } from "../../../market/instrument";
import { ScripDirectory } from "../../real/scrip-master";
import type { SandboxListing, SandboxSpec } from "../../sandbox/sandbox-spec";
import { iiflCapitalLoginRedirect, startFakeIiflCapital } from "./fake-iifl-capital";
import { createIiflCapitalBroker } from "./iifl-capital";
import { IIFL_CAPITAL_NSEFO_MASTER, iiflCapitalScripMaster } from "./scrip-master";
import { IIFL_CAPITAL_API, NSE_FO } from "./wire";
import { startFakeIiflCapitalStream } from "./fake-iifl-capital-stream";
import { createIiflCapitalStream } from "./price-stream";

/** The sandbox app's keys: what the fake knows the app by (never a real app's). */
const SANDBOX_APP = { appKey: "SANDBOXAPPKEY", appSecret: "sandbox-app-secret" };

/** The NSEFO file's header, in the column order OpenAlgo's reader of it names (scrip-master.ts). */
const MASTER_COLUMNS = [
  "Exchange",
  "Underlying Instrument Symbol",
  "Instrument ID",
  "Instrument Type",
  "Option Type",
  "Strike Price",
  "Underlying Instrument Name",
  "Trading Symbol",
  "Expiry",
  "Lot Size",
  "Tick Size",
] as const;

/** The underlyings' NSE index names, as the file's "Underlying Instrument Name" has them. */
const INDEX_NAMES: Readonly<Record<UnderlyingToken, string>> = {
  3727: "NIFTY 50",
  3731: "NIFTY BANK",
  4407: "NIFTY FIN SERVICE",
};

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/** An ISO date as the file writes an expiry: "29-Dec-2026". */
function masterExpiryOf(isoDate: string): string {
  const [year, month, day] = isoDate.split("-");
  return `${day}-${MONTHS[Number(month) - 1]}-${year}`;
}

/** One row of the NSEFO file, in MASTER_COLUMNS' order (a future: "XX" and strike 0). */
function masterRowOf({ instrument, scrip }: SandboxListing): string[] {
  const future = instrument.type === "fut";
  return [
    NSE_FO,
    UNDERLYINGS[instrument.underlyingToken].symbol,
    scrip.brokerToken,
    future ? "FUTIDX" : "OPTIDX",
    future ? "XX" : instrument.type === "call" ? "CE" : "PE",
    String(instrument.strike ?? 0),
    INDEX_NAMES[instrument.underlyingToken],
    scrip.tradingSymbol,
    masterExpiryOf(instrument.expiry),
    String(scrip.lotSize),
    future ? "0.10" : "0.05",
  ];
}

/**
 * IIFL Capital as a sandbox: its login asks for the client ID, password and OTP/TOTP
 * (03-user.md "Login Flow"), and sends the trader to the hand-off's `redirecturl` (else the
 * app's registered one) with `authCode` and `clientId` (03-user.md "Daily Login Steps").
 */
export const iiflCapitalSandbox: SandboxSpec = {
  code: "iifl_capital",
  // IIFL's trading symbols are the exchange's (NIFTY26DEC23100CE, NIFTY26D0823500CE, …), as ours.
  scripOf: (instrument: Instrument, brokerToken) => ({
    instrumentToken: instrument.token,
    brokerToken,
    tradingSymbol: instrument.tradingSymbol,
    exchange: NSE_FO,
    lotSize: instrument.lotSize,
  }),
  scripMaster: iiflCapitalScripMaster,
  masterUrl: IIFL_CAPITAL_NSEFO_MASTER,
  masterFile: (listings) => ({
    type: "text/csv",
    body: [MASTER_COLUMNS, ...listings.map(masterRowOf)]
      .map((row) => `${row.join(",")}\n`)
      .join(""),
  }),
  startFake: ({ exchange, listings, server }) =>
    startFakeIiflCapital(exchange, {
      appSecret: SANDBOX_APP.appSecret,
      scrips: new ScripDirectory(
        "IIFL Capital sandbox",
        listings.map((listing) => listing.scrip),
      ),
      // The sandbox's fetch keeps the real URL's path, so the API is reached under /v1.
      basePath: new URL(IIFL_CAPITAL_API).pathname,
      server,
    }),
  createAdapter: (deps) => createIiflCapitalBroker(SANDBOX_APP, deps),
  priceStream: {
    startFake: ({ exchange, scrips }) =>
      startFakeIiflCapitalStream({
        exchange,
        scrips: new ScripDirectory("IIFL Capital sandbox", scrips),
      }),
    create: (deps) => createIiflCapitalStream(SANDBOX_APP, deps),
  },
  login: {
    fields: [
      { name: "clientId", label: "Client ID", type: "text" },
      { name: "password", label: "Password", type: "password" },
      { name: "otp", label: "OTP / TOTP", type: "otp" },
    ],
    appKey: { param: "appkey", value: SANDBOX_APP.appKey },
    answer: (exchange, clientId, handOff) => ({
      redirectUrl: handOff.get("redirecturl") ?? undefined,
      params: iiflCapitalLoginRedirect(exchange, clientId),
    }),
  },
};
