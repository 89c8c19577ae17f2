import { ManualClock, type Clock } from "../../../../lib/time/clock";
import { recordingLogger } from "../../../testing/recording-logger";
import { TEST_INSTANT } from "../../../testing/test-clock";
import { ScripDirectory } from "../../real/scrip-master";
import { describeBasketsOnRealBroker } from "../../testing/basket-scenarios";
import { describeBrokerContract } from "../../testing/broker-contract";
import { FakeExchange } from "../../testing/fake-exchange";
import { createIiflCapitalBroker, iiflCapitalTokenRequest } from "./iifl-capital";
import { iiflCapitalLoginRedirect, startFakeIiflCapital } from "./fake-iifl-capital";
import { iiflScripOf, niftyOption, TEST_CREDENTIALS } from "./testing";

const credentials = TEST_CREDENTIALS;

/** The fake and the adapter on it; the adapter polls fast and paces no reads (tests). */
async function startIiflCapital(directory: ScripDirectory, clock: Clock) {
  const exchange = new FakeExchange(() => clock.now());
  const server = await startFakeIiflCapital(exchange, {
    appSecret: credentials.appSecret,
    scrips: directory,
    now: () => clock.now(),
  });
  const adapter = () =>
    createIiflCapitalBroker(
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
  return { broker: adapter(), another: adapter, exchange, server, close: () => server.close() };
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
