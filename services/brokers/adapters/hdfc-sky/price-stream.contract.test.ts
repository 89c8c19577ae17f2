import { ManualClock } from "../../../../lib/time/clock";
import { TEST_INSTANT } from "../../../testing/test-clock";
import { ScripDirectory } from "../../real/scrip-master";
import { describePriceStream } from "../../streams/testing/describe-price-stream";
import { startFakeHdfcSkyStream } from "./fake-hdfc-sky-stream";
import { createHdfcSkyStream } from "./price-stream";
import { fixtureScrips, logInAtFake, startHdfcSkyOnFake, TEST_API_KEY } from "./testing";

const scrips = fixtureScrips();
const tokenOf = (symbol: string) => {
  const scrip = scrips.find((s) => s.tradingSymbol === symbol);
  if (!scrip) throw new Error(`${symbol} is not in the fixture`);
  return scrip.instrumentToken;
};

describePriceStream("HDFC SKY", async () => {
  const directory = new ScripDirectory("HDFC SKY", scrips);
  const clock = new ManualClock(TEST_INSTANT);
  const on = await startHdfcSkyOnFake(directory, clock);
  const fake = await startFakeHdfcSkyStream({
    exchange: on.exchange,
    scrips: directory,
    apiKey: TEST_API_KEY,
    clock,
  });
  const logIn = async () => (await logInAtFake(on, "S0190007")).session;
  const stream = createHdfcSkyStream(
    { apiKey: TEST_API_KEY },
    { scrips: directory, clock, logger: on.logger, url: fake.url },
  );
  return {
    stream,
    session: await logIn(),
    logInAgain: logIn,
    exchange: on.exchange,
    fake,
    instruments: [tokenOf("NIFTY26DEC24000CE"), tokenOf("NIFTY26DEC24000PE")],
    brokerTokenOf: (token) => directory.scripOf(token).brokerToken,
    passTime: (ms) => clock.advance(ms),
    close: async () => {
      await fake.close();
      await on.close();
    },
  };
});
