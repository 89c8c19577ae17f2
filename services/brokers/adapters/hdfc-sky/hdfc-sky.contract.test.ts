import { ManualClock } from "../../../../lib/time/clock";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import { TEST_INSTANT } from "../../../testing/test-clock";
import { describeBasketsOnRealBroker } from "../../testing/basket-scenarios";
import { describeBrokerContract } from "../../testing/broker-contract";
import { ScripDirectory } from "../../real/scrip-master";
import { fixtureScrips, logInAtFake, startHdfcSkyOnFake } from "./testing";

const scrips = fixtureScrips();
const tokenOf = (symbol: string) => {
  const scrip = scrips.find((s) => s.tradingSymbol === symbol);
  if (!scrip) throw new Error(`${symbol} is not in the fixture`);
  return scrip.instrumentToken;
};

for (const code of ["hdfc_sky", "hdfc_sky_strategy"] as const) {
  describeBrokerContract(code === "hdfc_sky" ? "HDFC SKY" : "HDFC SKY Strategy", async () => {
    const directory = new ScripDirectory("HDFC SKY", scrips);
    const on = await startHdfcSkyOnFake(directory, new ManualClock(TEST_INSTANT), code);
    const logIn = async () => (await logInAtFake(on, "S0190007")).session;
    return {
      ...on,
      session: await logIn(),
      logInAgain: logIn,
      instruments: { call: tokenOf("NIFTY26DEC24000CE"), put: tokenOf("NIFTY26DEC24000PE") },
      unknownInstrument: encodeInstrumentToken({
        underlyingToken: 3727,
        expiry: "2026-12-29",
        type: "call",
        strike: 24100,
      }),
    };
  });
}

describeBasketsOnRealBroker("HDFC SKY", {
  code: "hdfc_sky",
  scripOf: (instrument, index) => ({
    instrumentToken: instrument.token,
    brokerToken: String(61_000 + index),
    tradingSymbol: instrument.tradingSymbol,
    exchange: "NFO",
    lotSize: instrument.lotSize,
  }),
  start: (directory, clock) => startHdfcSkyOnFake(directory, clock),
  loginRedirect: (exchange, clientId) => ({ request_token: exchange.issueLoginCode(clientId) }),
});
