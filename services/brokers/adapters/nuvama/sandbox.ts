import { UNDERLYINGS } from "../../../../lib/market/underlyings";
import type { Instrument } from "../../../market/instrument";
import type { SandboxListing, SandboxSpec } from "../../sandbox/sandbox-spec";
import { zipOf } from "../../testing/zip-of";
import {
  fakeNuvamaRedirect,
  startFakeNuvama,
  type FakeNuvamaServer,
  type FakeNuvamaVendor,
} from "./fake-nuvama";
import { startFakeNuvamaStream } from "./fake-nuvama-stream";
import { createNuvamaStream } from "./price-stream";
import type { FakeExchange } from "../../testing/fake-exchange";
import { createNuvamaBroker } from "./nuvama";
import { NUVAMA_MASTER_URL, nuvamaScripMaster } from "./scrip-master";

/** The sandbox app's keys: what the fake knows the vendor by (never a real app's). */
/** The sandbox's API fake by its exchange: the stream fake checks the keys it handed out. */
const apiOf = new WeakMap<FakeExchange, FakeNuvamaServer>();

const SANDBOX_VENDOR: FakeNuvamaVendor = {
  apiKey: "SANDBOXVENDOR",
  apiSecret: "sandbox-vendor-secret",
  appIdKey: "sandbox-app-id-key",
};

const MONTHS = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"];

/** An ISO date's parts as Nuvama's symbols and master write them. */
function dateParts(isoDate: string) {
  const [year = "", month = "", day = ""] = isoDate.split("-");
  const name = MONTHS[Number(month) - 1] ?? "";
  return { day, month: name, year: year.slice(2) };
}

/**
 * A Nuvama trading symbol of one of our contracts, as the fixture master has them (T1's sample
 * row: BANKNIFTY29SEP26C72600): NIFTY29DEC26C24000, NIFTY29DEC26F.
 */
export function nuvamaSymbolOf(instrument: Instrument): string {
  const root = UNDERLYINGS[instrument.underlyingToken].symbol;
  const { day, month, year } = dateParts(instrument.expiry);
  const expiry = `${root}${day}${month}${year}`;
  if (instrument.type === "fut") return `${expiry}F`;
  return `${expiry}${instrument.type === "call" ? "C" : "P"}${instrument.strike}`;
}

/** instruments.csv's columns in the published order (docs/brokers/nuvama.md; read by name). */
const MASTER_COLUMNS = [
  "exchangetoken",
  "tradingsymbol",
  "symbolname",
  "description",
  "expiry",
  "strikeprice",
  "ticksize",
  "lotsize",
  "optiontype",
  "series",
  "assettype",
  "exchange",
  "isin",
  "qtyunits",
  "prcunits",
  "prcqtn",
  "multiplier",
  "asmgsmflag",
  "asmgsmmsg",
] as const;
type MasterColumn = (typeof MASTER_COLUMNS)[number];

/** One NFO row of instruments.csv, as scrip-master.ts reads it (expiry "29/Dec/26"). */
function masterRowOf({ instrument, scrip }: SandboxListing): Record<MasterColumn, string> {
  const root = UNDERLYINGS[instrument.underlyingToken].symbol;
  const { day, month, year } = dateParts(instrument.expiry);
  const title = `${month.charAt(0)}${month.slice(1).toLowerCase()}`;
  const fut = instrument.type === "fut";
  const option = fut ? "" : instrument.type === "call" ? "CE" : "PE";
  return {
    exchangetoken: scrip.brokerToken,
    tradingsymbol: scrip.tradingSymbol,
    symbolname: root,
    description: fut
      ? `${root} ${day} ${month} 20${year} FUT`
      : `${root} ${day} ${month} 20${year} ${instrument.strike} ${option}`,
    expiry: `${day}/${title}/${year}`,
    strikeprice: fut ? "0" : String(instrument.strike),
    ticksize: "0.05",
    lotsize: String(instrument.lotSize),
    optiontype: option,
    series: "",
    assettype: fut ? "FUTIDX" : "OPTIDX",
    exchange: scrip.exchange,
    isin: "",
    qtyunits: "1",
    prcunits: "1",
    prcqtn: "1",
    multiplier: "1",
    asmgsmflag: "N",
    asmgsmmsg: "",
  };
}

/** An RFC 4180 field: quoted only when it holds a comma, a quote or a line break. */
function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

/** instruments.csv listing `listings`, zipped as Nuvama publishes it (instruments.zip). */
export function nuvamaMasterZip(listings: readonly SandboxListing[]): Uint8Array<ArrayBuffer> {
  const lines = [
    MASTER_COLUMNS.join(","),
    ...listings.map((listing) => {
      const row = masterRowOf(listing);
      return MASTER_COLUMNS.map((column) => csvField(row[column])).join(",");
    }),
  ];
  // A copy on an ArrayBuffer of its own: a Buffer may sit on a shared pool.
  return new Uint8Array(zipOf("instruments.csv", `${lines.join("\n")}\n`));
}

/**
 * Nuvama as a sandbox. Its API Connect login asks for the user ID, the password and an OTP, and
 * sends the trader back to the app's registered redirect URL with `request_id` (L1; no state).
 * The vendor login and logindata run against the fake with the sandbox vendor's key and secret,
 * and every call carries an AppIdKey the fake issued. Nuvama has no margin call: the adapter's
 * `requiredMargin` is NOT_AVAILABLE here as it is live (the engine shows our estimate).
 */
export const nuvamaSandbox: SandboxSpec = {
  code: "nuvama",
  // Nuvama publishes no margin call (docs/brokers/nuvama.md): the app estimates.
  marginCall: false,
  scripOf: (instrument, brokerToken) => ({
    instrumentToken: instrument.token,
    brokerToken,
    tradingSymbol: nuvamaSymbolOf(instrument),
    exchange: "NFO",
    lotSize: instrument.lotSize,
  }),
  scripMaster: nuvamaScripMaster,
  masterUrl: NUVAMA_MASTER_URL,
  masterFile: (listings) => ({ type: "application/zip", body: nuvamaMasterZip(listings) }),
  // The fake keys prices, orders and positions by the exchange token the adapter sends, so it
  // needs no list of scrips.
  startFake: async ({ exchange, server }) => {
    const api = await startFakeNuvama(exchange, SANDBOX_VENDOR, {}, server);
    apiOf.set(exchange, api);
    return api;
  },
  createAdapter: (deps) => createNuvamaBroker(SANDBOX_VENDOR, deps),
  priceStream: {
    // The streamer knows the AppIdKeys the API handed out (its only credential).
    startFake: ({ exchange, scrips }) =>
      startFakeNuvamaStream({
        exchange,
        scrips,
        appIdKeys: apiOf.get(exchange)!.appIdKeys,
      }),
    create: (deps) => createNuvamaStream(SANDBOX_VENDOR, deps),
  },
  login: {
    fields: [
      { name: "clientId", label: "User ID", type: "text" },
      { name: "password", label: "Password", type: "password" },
      { name: "otp", label: "OTP", type: "otp" },
    ],
    appKey: { param: "api_key", value: SANDBOX_VENDOR.apiKey },
    answer: (exchange, clientId) => ({ params: fakeNuvamaRedirect(exchange, clientId) }),
  },
};
