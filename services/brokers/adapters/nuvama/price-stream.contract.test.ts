import { expect } from "vitest";
import { ManualClock } from "../../../../lib/time/clock";
import { TEST_INSTANT } from "../../../testing/test-clock";
import {
  describePriceStream,
  type StreamHarness,
} from "../../streams/testing/describe-price-stream";
import { FAKE_NUVAMA_VENDOR, nuvamaDeps } from "./fake-nuvama";
import { createNuvamaStream } from "./price-stream";
import { fetchAt, instrumentOf, startNuvamaStreamRig } from "./stream-test-rig";

describePriceStream("Nuvama", async (): Promise<StreamHarness> => {
  const rig = await startNuvamaStreamRig();
  const { directory, exchange, api, fake } = rig;
  const stream = createNuvamaStream(FAKE_NUVAMA_VENDOR, {
    scrips: directory,
    clock: new ManualClock(TEST_INSTANT),
    logger: nuvamaDeps().logger,
    fetch: fetchAt(api.url),
    url: fake.url,
  });
  return {
    stream,
    session: await rig.logIn("70249886"),
    logInAgain: () => rig.logIn("70249886"),
    exchange,
    fake,
    instruments: [instrumentOf(directory, "35002"), instrumentOf(directory, "35003")],
    brokerTokenOf: (instrumentToken) => directory.scripOf(instrumentToken).brokerToken,
    close: async () => {
      // Every request on both wires kept to Nuvama's format.
      expect(fake.violations).toEqual([]);
      expect(api.violations).toEqual([]);
      await rig.close();
    },
  };
});
