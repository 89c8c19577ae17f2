import { readFileSync } from "node:fs";
import { ManualClock, type Clock } from "../../../../lib/time/clock";
import { recordingLogger } from "../../../testing/recording-logger";
import { TEST_INSTANT } from "../../../testing/test-clock";
import { brokerScripsOf, ScripDirectory } from "../../real/scrip-master";
import { FakeExchange } from "../../testing/fake-exchange";
import { createFivePaisaBroker } from "./five-paisa";
import { FAKE_API_PREFIX, startFakeFivePaisa, type CarriedPositions } from "./fake-five-paisa";
import { parseFivePaisaMaster } from "./scrip-master";

/** The product's 5paisa keys in tests: the fake accepts only these. */
export const FAKE_CREDENTIALS = { vendorKey: "VK-5P", encryptionKey: "EK-5P", userId: "UID-5P" };

/** The fixture master's contracts of ours, as the adapter reads them in production. */
export function fixtureDirectory(): ScripDirectory {
  const text = readFileSync(new URL("./fixtures/scrip-master.csv", import.meta.url), "utf8");
  return new ScripDirectory("5paisa", brokerScripsOf(parseFivePaisaMaster(text)));
}

/** A 5paisa adapter pointed at a fresh fake 5paisa, reading `directory`. */
export async function startFivePaisaOnFake(
  directory: ScripDirectory,
  clock: Clock = new ManualClock(TEST_INSTANT),
  exchange = new FakeExchange(() => clock.now()),
) {
  const carried: CarriedPositions = new Map();
  const server = await startFakeFivePaisa(exchange, FAKE_CREDENTIALS, directory, carried);
  const adapterOn = (credentials = FAKE_CREDENTIALS) =>
    createFivePaisaBroker(credentials, {
      scrips: directory,
      clock,
      logger: recordingLogger(),
      baseUrls: { api: `${server.url}${FAKE_API_PREFIX}` },
      orderPollMs: 25,
    });
  return {
    exchange,
    carried,
    server,
    broker: adapterOn(),
    adapterOn,
    another: () => adapterOn(),
    close: () => server.close(),
  };
}
