import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { clockStartingAt } from "../../../../lib/time/clock";
import { recordingLogger } from "../../../testing/recording-logger";
import { TEST_INSTANT } from "../../../testing/test-clock";
import { ScripDirectory } from "../../real/scrip-master";
import type { PriceTick, StreamConnection, StreamState } from "../../streams/price-stream";
import {
  describePriceStream,
  type StreamHarness,
} from "../../streams/testing/describe-price-stream";
import { FakeExchange } from "../../testing/fake-exchange";
import { iiflCapitalLoginRedirect, startFakeIiflCapital } from "./fake-iifl-capital";
import { startFakeIiflCapitalStream } from "./fake-iifl-capital-stream";
import { createIiflCapitalBroker, iiflCapitalTokenRequest } from "./iifl-capital";
import { createIiflCapitalStream } from "./price-stream";
import { eventually } from "../../streams/testing/eventually";
import { iiflScripOf, niftyOption, TEST_CREDENTIALS } from "./testing";

const credentials = TEST_CREDENTIALS;

/** The fake API (for the login) and the fake Bridge, on one exchange, and the stream on them. */
async function startIiflCapitalStream(): Promise<
  StreamHarness & { logger: ReturnType<typeof recordingLogger>; unlisted: number }
> {
  const call = niftyOption("call", 23100);
  const put = niftyOption("put", 23100);
  const scrips = new ScripDirectory("IIFL Capital", [call, put].map(iiflScripOf));
  // Time passes (the stream's backoff is real), on the tests' stated day.
  const clock = clockStartingAt(TEST_INSTANT);
  const exchange = new FakeExchange(() => clock.now());
  const api = await startFakeIiflCapital(exchange, {
    appSecret: credentials.appSecret,
    scrips,
    now: () => clock.now(),
  });
  const fake = await startFakeIiflCapitalStream({ exchange, scrips, now: () => clock.now() });
  const logger = recordingLogger();
  const broker = createIiflCapitalBroker(credentials, {
    scrips,
    clock,
    logger,
    baseUrls: { api: api.url },
  });
  // The session comes from a login at the fake, as the services' login does it.
  const logIn = async () => {
    const redirect = iiflCapitalLoginRedirect(exchange, "CL1001");
    const login = await broker.exchangeToken(
      iiflCapitalTokenRequest(new URLSearchParams(redirect)),
    );
    return login.session;
  };
  return {
    stream: createIiflCapitalStream(credentials, { scrips, clock, logger, url: fake.url }),
    session: await logIn(),
    logInAgain: logIn,
    exchange,
    fake,
    instruments: [call.token, put.token],
    unlisted: niftyOption("call", 23200).token,
    logger,
    brokerTokenOf: (token) => scrips.scripOf(token).brokerToken,
    async close() {
      await fake.close();
      await api.close();
    },
  };
}

describePriceStream("IIFL Capital", startIiflCapitalStream);

describe("IIFL Capital's stream on its fake Bridge", () => {
  let h: Awaited<ReturnType<typeof startIiflCapitalStream>>;
  let connection: StreamConnection | undefined;
  const ticks: PriceTick[] = [];
  const states: StreamState[] = [];

  beforeEach(async () => {
    h = await startIiflCapitalStream();
    ticks.length = 0;
    states.length = 0;
  });
  afterEach(async () => {
    await connection?.close();
    connection = undefined;
    await h.close();
  });

  function connect(session = h.session) {
    connection = h.stream.connect(session);
    connection.onTick((tick) => ticks.push(tick));
    connection.onState((state) => states.push(state));
    return connection;
  }

  it("keeps retrying a session the Bridge refuses, and goes live on the renewed one", async () => {
    h.exchange.expireSessions();
    const live = connect();
    live.subscribe([h.instruments[0]]);
    await eventually("two refused attempts", () => states.filter((s) => s === "down").length >= 2);
    expect(states).not.toContain("live");
    expect(h.fake.connections()).toBe(0);
    const renewed = await h.logInAgain();
    live.renew(renewed);
    await eventually("live on the renewed session", () => states.at(-1) === "live");
    expect(h.fake.sessionsSeen()).toEqual([renewed.accessToken]);
    await eventually("a tick", () => ticks.length > 0);
  });

  it("streams the contracts IIFL lists and tells the caller of one it does not", async () => {
    const [a] = h.instruments;
    const live = connect();
    expect(() => live.subscribe([h.unlisted, a])).toThrow(/not in IIFL Capital's instrument list/);
    expect([...live.subscribed()]).toEqual([a]);
    await eventually("a tick of the listed one", () => ticks.some((t) => t.instrumentToken === a));
  });

  it("closed while down, it does not come back", async () => {
    const live = connect();
    live.subscribe([h.instruments[0]]);
    await eventually("live", () => h.fake.connections() === 1);
    h.fake.dropConnections();
    await eventually("down", () => states.at(-1) === "down");
    await live.close();
    connection = undefined;
    // Past the first retry's 500 ms: nothing reconnected.
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(h.fake.connections()).toBe(0);
    expect(h.fake.sessionsSeen()).toHaveLength(1);
  });

  it("stamps ticks with the event's trade time, and never logs the session", async () => {
    const [a] = h.instruments;
    const live = connect();
    live.subscribe([a]);
    await eventually("a tick", () => ticks.length > 0);
    // The fake stamps whole seconds of the tests' clock, on the tests' day.
    expect(ticks[0]!.at.getTime() % 1000).toBe(0);
    expect(Math.abs(ticks[0]!.at.getTime() - TEST_INSTANT.getTime())).toBeLessThan(60_000);
    h.fake.dropConnections();
    await eventually("back", () => states.at(-1) === "live" && h.fake.connections() === 1);
    live.renew(await h.logInAgain());
    expect(h.logger.entries.length).toBeGreaterThan(0);
    for (const session of h.fake.sessionsSeen()) {
      expect(JSON.stringify(h.logger.entries)).not.toContain(session);
    }
  });
});
