import { UNDERLYINGS } from "../../../../lib/market/underlyings";
import type { Instrument } from "../../../market/instrument";
import type { SandboxSpec } from "../../sandbox/sandbox-spec";
import { createAliceBlueBroker } from "./alice-blue";
import { aliceBlueLoginRedirect, startFakeAliceBlue } from "./fake-alice-blue";
import { chainExpiryOf } from "./quotes";
import { startFakeAliceBlueStream } from "./fake-alice-blue-stream";
import { createAliceBlueStream } from "./price-stream";
import { ALICE_BLUE_NFO_MASTER_URL, aliceBlueScripMaster } from "./scrip-master";

/** The sandbox app's keys: what the fake knows the app by (never a real app's). */
const SANDBOX_APP = { appCode: "SANDBOXAPP", apiSecret: "sandbox-api-secret" };

/** An Alice Blue trading symbol of one of our contracts: NIFTY29DEC26C24000, NIFTY29DEC26F. */
export function aliceBlueSymbolOf(instrument: Instrument): string {
  const root = UNDERLYINGS[instrument.underlyingToken].symbol;
  const expiry = chainExpiryOf(instrument.expiry);
  if (instrument.type === "fut") return `${root}${expiry}F`;
  return `${root}${expiry}${instrument.type === "call" ? "C" : "P"}${instrument.strike}`;
}

/** A row of the v2 NFO master as scrip-master.ts reads it (expiry: midnight UTC, epoch ms). */
function masterRowOf(instrument: Instrument, token: string, tradingSymbol: string) {
  const option = instrument.type === "fut" ? "XX" : instrument.type === "call" ? "CE" : "PE";
  return {
    exch: "NFO",
    symbol: UNDERLYINGS[instrument.underlyingToken].symbol,
    token,
    trading_symbol: tradingSymbol,
    instrument_type: instrument.type === "fut" ? "FUTIDX" : "OPTIDX",
    option_type: option,
    strike_price: instrument.strike === null ? "-1" : String(instrument.strike),
    expiry_date: Date.parse(`${instrument.expiry}T00:00:00Z`),
    lot_size: String(instrument.lotSize),
  };
}

/**
 * Alice Blue as a sandbox: its login asks for the client ID, password and TOTP, and sends the
 * trader back to the app's registered redirect URL with `authCode` and `userId` (no state).
 */
export const aliceBlueSandbox: SandboxSpec = {
  code: "aliceblue",
  scripOf: (instrument, brokerToken) => ({
    instrumentToken: instrument.token,
    brokerToken,
    tradingSymbol: aliceBlueSymbolOf(instrument),
    exchange: "NFO",
    lotSize: instrument.lotSize,
  }),
  scripMaster: aliceBlueScripMaster,
  masterUrl: ALICE_BLUE_NFO_MASTER_URL,
  masterFile: (listings) => ({
    type: "application/json",
    body: JSON.stringify({
      NFO: listings.map(({ instrument, scrip }) =>
        masterRowOf(instrument, scrip.brokerToken, scrip.tradingSymbol),
      ),
    }),
  }),
  startFake: ({ exchange, listings, server }) =>
    startFakeAliceBlue({
      exchange,
      scrips: listings.map((listing) => listing.scrip),
      apiSecret: SANDBOX_APP.apiSecret,
      server,
    }),
  createAdapter: (deps) => createAliceBlueBroker(SANDBOX_APP, deps),
  priceStream: {
    startFake: ({ exchange, scrips }) => startFakeAliceBlueStream({ exchange, scrips }),
    create: (deps) => createAliceBlueStream(SANDBOX_APP, deps),
  },
  login: {
    fields: [
      { name: "clientId", label: "Client ID", type: "text" },
      { name: "password", label: "Password", type: "password" },
      { name: "totp", label: "TOTP", type: "otp" },
    ],
    appKey: { param: "appcode", value: SANDBOX_APP.appCode },
    answer: (exchange, clientId) => ({ params: aliceBlueLoginRedirect(exchange, clientId) }),
  },
};
