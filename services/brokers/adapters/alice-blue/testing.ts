import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Clock } from "../../../../lib/time/clock";
import type { Logger } from "../../../logger";
import { recordingLogger } from "../../../testing/recording-logger";
import type { Broker } from "../../broker";
import { brokerScripsOf, type BrokerScrip, ScripDirectory } from "../../real/scrip-master";
import { FakeExchange } from "../../testing/fake-exchange";
import type { FakeBrokerServer } from "../../testing/fake-broker-server";
import { createAliceBlueBroker } from "./alice-blue";
import { aliceBlueScripMaster } from "./scrip-master";
import { startFakeAliceBlue, type FakeAliceBlueOptions } from "./fake-alice-blue";

export const TEST_CREDENTIALS = { appCode: "APPCODE1", apiSecret: "test-api-secret" };

/** The scrips of the fixture master (fixtures/nfo-master-v2.json), as a loaded directory has them. */
export function fixtureScrips(): BrokerScrip[] {
  const text = readFileSync(join(__dirname, "fixtures", "nfo-master-v2.json"), "utf8");
  return brokerScripsOf(aliceBlueScripMaster.parse(text));
}

export { aliceBlueSymbolOf } from "./sandbox";

export interface StartedAliceBlue {
  broker: Broker;
  /** The adapter as another process builds it: the same fake, nothing in memory. */
  another(): Broker;
  /** What the adapter logged. */
  logger: ReturnType<typeof recordingLogger>;
  exchange: FakeExchange;
  server: FakeBrokerServer;
  close(): Promise<void>;
}

/** The fake and the adapter on it, both reading `scrips`. */
export async function startAliceBlue(
  scrips: readonly BrokerScrip[],
  clock: Clock,
  options: Pick<FakeAliceBlueOptions, "expiredAs" | "faults"> = {},
): Promise<StartedAliceBlue> {
  const exchange = new FakeExchange(() => clock.now());
  const server = await startFakeAliceBlue({
    exchange,
    scrips,
    apiSecret: TEST_CREDENTIALS.apiSecret,
    ...options,
  });
  const logger = recordingLogger();
  const broker = aliceBlueAdapterOn(server.url, scrips, clock, logger);
  const another = () => aliceBlueAdapterOn(server.url, scrips, clock);
  return { broker, another, logger, exchange, server, close: () => server.close() };
}

/** An adapter (a fresh process's, say) on a fake already running at `url`. */
export function aliceBlueAdapterOn(
  url: string,
  scrips: readonly BrokerScrip[],
  clock: Clock,
  logger: Logger = recordingLogger(),
): Broker {
  return createAliceBlueBroker(TEST_CREDENTIALS, {
    scrips: new ScripDirectory("Alice Blue", scrips),
    clock,
    logger,
    baseUrls: { api: url },
    orderPollMs: 25,
  });
}
