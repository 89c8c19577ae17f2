import { readFileSync } from "node:fs";
import { ManualClock, type Clock } from "../../../../lib/time/clock";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import { recordingLogger } from "../../../testing/recording-logger";
import { TEST_INSTANT } from "../../../testing/test-clock";
import { brokerScripsOf, ScripDirectory } from "../../real/scrip-master";
import { describeBasketsOnRealBroker } from "../../testing/basket-scenarios";
import { describeBrokerContract } from "../../testing/broker-contract";
import { FakeExchange } from "../../testing/fake-exchange";
import { createFivePaisaBroker } from "../five-paisa";
import { FAKE_API_PREFIX, startFakeFivePaisa } from "./fake-five-paisa";
import { parseFivePaisaMaster } from "./scrip-master";

const CREDENTIALS = { vendorKey: "VK-5P", encryptionKey: "EK-5P", userId: "UID-5P" };
const fixture = readFileSync(new URL("./fixtures/scrip-master.csv", import.meta.url), "utf8");

/** A 5paisa adapter on a fake 5paisa, reading `directory`. */
async function startFivePaisa(
  directory: ScripDirectory,
  clock: Clock = new ManualClock(TEST_INSTANT),
) {
  const exchange = new FakeExchange(() => clock.now());
  const server = await startFakeFivePaisa(exchange, CREDENTIALS, directory);
  const broker = createFivePaisaBroker(CREDENTIALS, {
    scrips: directory,
    clock,
    logger: recordingLogger(),
    baseUrls: { api: `${server.url}${FAKE_API_PREFIX}` },
    orderPollMs: 25,
  });
  return { exchange, server, broker, close: () => server.close() };
}

const nifty = (strike: number, type: "call" | "put") =>
  encodeInstrumentToken({ underlyingToken: 3727, expiry: "2026-11-23", type, strike });

describeBrokerContract("5paisa", async () => {
  const directory = new ScripDirectory("5paisa", brokerScripsOf(parseFivePaisaMaster(fixture)));
  const started = await startFivePaisa(directory);
  const login = await started.broker.exchangeToken({
    requestToken: started.exchange.issueLoginCode("FP50012322"),
  });
  return {
    ...started,
    session: login.session,
    instruments: { call: nifty(23100, "call"), put: nifty(23100, "put") },
    unknownInstrument: nifty(23200, "call"),
  };
});

describeBasketsOnRealBroker("5paisa", {
  code: "5paisa",
  scripOf: (instrument, index) => ({
    instrumentToken: instrument.token,
    brokerToken: String(45_000 + index),
    tradingSymbol: instrument.prettyName,
    exchange: "N",
    lotSize: instrument.lotSize,
  }),
  start: (directory, clock) => startFivePaisa(directory, clock),
  loginRedirect: (exchange, clientId) => ({
    RequestToken: exchange.issueLoginCode(clientId),
    state: "scenario",
  }),
});
