import { ManualClock, type Clock } from "../../../../lib/time/clock";
import type { Instrument } from "../../../market/instrument";
import { instrumentByToken } from "../../../market/instrument-lookup";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import { recordingLogger } from "../../../testing/recording-logger";
import { TEST_INSTANT } from "../../../testing/test-clock";
import type { BrokerScrip } from "../../real/scrip-master";
import { ScripDirectory } from "../../real/scrip-master";
import { describeBasketsOnRealBroker } from "../../testing/basket-scenarios";
import { describeBrokerContract } from "../../testing/broker-contract";
import { FakeExchange } from "../../testing/fake-exchange";
import { createIiflCapitalBroker, iiflCapitalTokenRequest } from "./iifl-capital";
import { iiflCapitalLoginRedirect, startFakeIiflCapital } from "./fake-iifl-capital";

const credentials = { appKey: "APPKEY1", appSecret: "app-secret-1" };

/** A NIFTY option of the December 2026 monthly expiry. */
function niftyOption(type: "call" | "put", strike: number): Instrument {
  const token = encodeInstrumentToken({
    underlyingToken: 3727,
    expiry: "2026-12-29",
    type,
    strike,
  });
  const instrument = instrumentByToken(token);
  if (!instrument) throw new Error(`Not a contract: ${type} ${strike}`);
  return instrument;
}

/** Our contract as IIFL's NSEFO master would list it (instrument ids are IIFL's numbers). */
function iiflScripOf(instrument: Instrument, index: number): BrokerScrip {
  return {
    instrumentToken: instrument.token,
    brokerToken: String(35_000 + index),
    tradingSymbol: instrument.tradingSymbol,
    exchange: "NSEFO",
    lotSize: instrument.lotSize,
  };
}

/** The fake and the adapter on it; the adapter polls fast and paces no reads (tests). */
async function startIiflCapital(directory: ScripDirectory, clock: Clock) {
  const exchange = new FakeExchange(() => clock.now());
  const server = await startFakeIiflCapital(exchange, {
    appSecret: credentials.appSecret,
    scrips: directory,
    now: () => clock.now(),
  });
  const broker = createIiflCapitalBroker(
    credentials,
    {
      scrips: directory,
      clock,
      logger: recordingLogger(),
      baseUrls: { api: server.url },
      orderPollMs: 25,
    },
    { bookReadGapMs: 0 },
  );
  return { broker, exchange, server, close: () => server.close() };
}

describeBrokerContract("IIFL Capital", async () => {
  const call = niftyOption("call", 23100);
  const put = niftyOption("put", 23100);
  const directory = new ScripDirectory("IIFL Capital", [call, put].map(iiflScripOf));
  const started = await startIiflCapital(directory, new ManualClock(TEST_INSTANT));
  const logIn = async () => {
    const redirect = iiflCapitalLoginRedirect(started.exchange, "CL1001");
    const login = await started.broker.exchangeToken(
      iiflCapitalTokenRequest(new URLSearchParams(redirect)),
    );
    return login.session;
  };
  return {
    ...started,
    session: await logIn(),
    logInAgain: logIn,
    instruments: { call: call.token, put: put.token },
    unknownInstrument: niftyOption("call", 23200).token,
  };
});

describeBasketsOnRealBroker("IIFL Capital", {
  code: "iifl_capital",
  scripOf: iiflScripOf,
  start: startIiflCapital,
  loginRedirect: iiflCapitalLoginRedirect,
});
