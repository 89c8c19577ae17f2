import { ManualClock } from "../../../../lib/time/clock";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import { recordingLogger } from "../../../testing/recording-logger";
import { TEST_INSTANT } from "../../../testing/test-clock";
import { describePriceStream } from "../../streams/testing/describe-price-stream";
import { startFakeFivePaisaStream } from "./fake-five-paisa-stream";
import { FAKE_CREDENTIALS, fixtureDirectory, startFivePaisaOnFake } from "./fake-harness";
import { createFivePaisaStream } from "./price-stream";

const nifty = (strike: number, type: "call" | "put") =>
  encodeInstrumentToken({ underlyingToken: 3727, expiry: "2026-11-23", type, strike });

describePriceStream("5paisa", async () => {
  const directory = fixtureDirectory();
  const clock = new ManualClock(TEST_INSTANT);
  const started = await startFivePaisaOnFake(directory, clock);
  const fake = await startFakeFivePaisaStream({
    exchange: started.exchange,
    scrips: directory,
    clock,
  });
  const logIn = async () => {
    const login = await started.broker.exchangeToken({
      requestToken: started.exchange.issueLoginCode("FP50012322"),
    });
    return login.session;
  };
  return {
    stream: createFivePaisaStream(FAKE_CREDENTIALS, {
      scrips: directory,
      clock,
      logger: recordingLogger(),
      url: fake.url,
    }),
    session: await logIn(),
    logInAgain: logIn,
    exchange: started.exchange,
    fake,
    instruments: [nifty(23100, "call"), nifty(23100, "put")],
    brokerTokenOf: (token) => directory.scripOf(token).brokerToken,
    passTime: (ms) => clock.advance(ms),
    close: async () => {
      await fake.close();
      await started.close();
    },
  };
});
