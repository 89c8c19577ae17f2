import { readFileSync } from "node:fs";
import { systemClock, type Clock } from "../../../../lib/time/clock";
import { recordingLogger } from "../../../testing/recording-logger";
import type { Broker } from "../../broker";
import { brokerScripsOf, ScripDirectory } from "../../real/scrip-master";
import type { FakeBrokerServer } from "../../testing/fake-broker-server";
import { FakeExchange } from "../../testing/fake-exchange";
import { createHdfcSkyBroker, createHdfcSkyStrategyBroker } from "./hdfc-sky";
import { HDFC_SKY_API_HOST } from "./api";
import { startFakeHdfcSky, type FakeHdfcSkyQuirks } from "./fake-hdfc-sky";
import { parseHdfcSkyMaster } from "./scrip-master";

export const TEST_API_KEY = "sky-key-1";
export const TEST_API_SECRET = "sky-secret-1";

/** The index spots the fake quotes in these tests (₹23,450.10 Nifty 50, …), in paise. */
const INDEX_SPOTS_PAISE: Readonly<Record<string, number>> = {
  "26000": 2_345_010,
  "26009": 5_188_045,
  "26037": 2_461_030,
};

/** Our contracts in the fixture of HDFC SKY's master, as the adapter's directory holds them. */
export function fixtureScrips() {
  const text = readFileSync(new URL("./fixtures/CompactScrip-sample.csv", import.meta.url), "utf8");
  return brokerScripsOf(parseHdfcSkyMaster(text));
}

export interface HdfcSkyOnFake {
  broker: Broker;
  /** The adapter as another process builds it: the same fake, nothing in memory. */
  another(): Broker;
  exchange: FakeExchange;
  server: FakeBrokerServer;
  logger: ReturnType<typeof recordingLogger>;
  /** The fake's live-API quirks, switched on by a test. */
  quirks: FakeHdfcSkyQuirks;
  close(): Promise<void>;
}

/** The adapter of one of the two apps, on a local fake of HDFC SKY reading `directory`. */
export async function startHdfcSkyOnFake(
  directory: ScripDirectory,
  clock: Clock,
  code: "hdfc_sky" | "hdfc_sky_strategy" = "hdfc_sky",
): Promise<HdfcSkyOnFake> {
  const exchange = new FakeExchange(() => clock.now());
  for (const [token, spot] of Object.entries(INDEX_SPOTS_PAISE)) exchange.prices.set(token, spot);
  const quirks: FakeHdfcSkyQuirks = {};
  const server = await startFakeHdfcSky({
    exchange,
    apiKey: TEST_API_KEY,
    apiSecret: TEST_API_SECRET,
    directory,
    quirks,
  });
  const logger = recordingLogger();
  const deps = {
    scrips: directory,
    clock,
    logger,
    baseUrls: { [HDFC_SKY_API_HOST]: server.url },
    orderPollMs: 25,
  };
  const credentials = { apiKey: TEST_API_KEY, apiSecret: TEST_API_SECRET };
  const adapter = () =>
    code === "hdfc_sky"
      ? createHdfcSkyBroker(credentials, deps)
      : createHdfcSkyStrategyBroker(credentials, deps);
  const broker = adapter();
  return {
    broker,
    another: adapter,
    exchange,
    server,
    logger,
    quirks,
    close: () => server.close(),
  };
}

/** Logs a client in through the fake's login page and token exchange. */
export async function logInAtFake(on: HdfcSkyOnFake, clientId: string) {
  const requestToken = on.exchange.issueLoginCode(clientId);
  return on.broker.exchangeToken({ requestToken });
}

/** The adapter on a stand-in for HDFC SKY that answers every call with `status` and `body`. */
export function hdfcSkyAnswering(status: number, body: unknown): Broker {
  const send = (async () => new Response(JSON.stringify(body), { status })) as typeof fetch;
  return createHdfcSkyBroker(
    { apiKey: TEST_API_KEY, apiSecret: TEST_API_SECRET },
    {
      scrips: new ScripDirectory("HDFC SKY", fixtureScrips()),
      clock: systemClock,
      logger: recordingLogger(),
      fetch: send,
      baseUrls: { [HDFC_SKY_API_HOST]: "http://sky.invalid" },
    },
  );
}
