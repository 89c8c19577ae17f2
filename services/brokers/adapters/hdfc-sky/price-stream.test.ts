import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { ManualClock } from "../../../../lib/time/clock";
import { recordingLogger } from "../../../testing/recording-logger";
import { TEST_INSTANT } from "../../../testing/test-clock";
import type { BrokerSession } from "../../broker";
import { ScripDirectory, type BrokerScrip } from "../../real/scrip-master";
import type { StreamConnection, StreamState } from "../../streams/price-stream";
import { startFakeHdfcSkyStream, type FakeHdfcSkyStream } from "./fake-hdfc-sky-stream";
import { createHdfcSkyStream, type HdfcSkyStreamTiming } from "./price-stream";
import { decodeFrame, encodeBarePacket, encodeFrame, scripIdOf } from "./stream-wire";
import {
  fixtureScrips,
  logInAtFake,
  startHdfcSkyOnFake,
  TEST_API_KEY,
  type HdfcSkyOnFake,
} from "./testing";
import { eventuallyWithin } from "../../streams/testing/eventually";

const eventually = eventuallyWithin(5_000, 10);

const timers = () => process.getActiveResourcesInfo().filter((r) => r === "Timeout").length;

describe("HDFC SKY price stream, beyond the contract", () => {
  const scrips = fixtureScrips();
  const [call, put] = scrips;
  let directory: ScripDirectory;
  let on: HdfcSkyOnFake;
  let fake: FakeHdfcSkyStream;
  let session: BrokerSession;
  let logger: ReturnType<typeof recordingLogger>;
  let connection: StreamConnection | undefined;
  let states: StreamState[];

  beforeEach(async () => {
    directory = new ScripDirectory("HDFC SKY", scrips);
    const clock = new ManualClock(TEST_INSTANT);
    on = await startHdfcSkyOnFake(directory, clock);
    fake = await startFakeHdfcSkyStream({
      exchange: on.exchange,
      scrips: directory,
      apiKey: TEST_API_KEY,
      clock,
    });
    session = (await logInAtFake(on, "S0190007")).session;
    logger = recordingLogger();
    states = [];
  });
  afterEach(async () => {
    await connection?.close();
    connection = undefined;
    await fake.close();
    await on.close();
  });

  function connect(timing: Partial<HdfcSkyStreamTiming> = {}, to = directory, as = session) {
    const stream = createHdfcSkyStream(
      { apiKey: TEST_API_KEY },
      { scrips: to, clock: new ManualClock(TEST_INSTANT), logger, url: fake.url },
      timing,
    );
    connection = stream.connect(as);
    connection.onState((state) => states.push(state));
    return connection;
  }

  it("needs the app's API key", () => {
    const stream = createHdfcSkyStream(
      { apiKey: undefined },
      { scrips: directory, clock: new ManualClock(TEST_INSTANT), logger },
    );
    expect(() => stream.connect(session)).toThrow(
      expect.objectContaining({ code: "NOT_AVAILABLE" }),
    );
  });

  it("refuses an instrument HDFC SKY does not list, and changes nothing", () => {
    const live = connect();
    live.subscribe([call!.instrumentToken]);
    expect(() => live.subscribe([put!.instrumentToken, 999_999_999])).toThrow(
      expect.objectContaining({ code: "UNKNOWN_INSTRUMENT" }),
    );
    expect([...live.subscribed()]).toEqual([call!.instrumentToken]);
  });

  it("holds at most 300 instruments a connection, refusing the call that would pass it", async () => {
    const many: BrokerScrip[] = Array.from({ length: 301 }, (_, i) => ({
      instrumentToken: 1_000 + i,
      brokerToken: String(70_000 + i),
      tradingSymbol: `FAKE${i}`,
      exchange: "NFO",
      lotSize: 75,
    }));
    const big = new ScripDirectory("HDFC SKY", many);
    await fake.close();
    fake = await startFakeHdfcSkyStream({
      exchange: on.exchange,
      scrips: big,
      apiKey: TEST_API_KEY,
    });
    const live = connect({}, big);
    live.subscribe(many.slice(0, 300).map((s) => s.instrumentToken));
    expect(() => live.subscribe([many[300]!.instrumentToken])).toThrow(
      expect.objectContaining({ code: "REJECTED" }),
    );
    expect(live.subscribed().size).toBe(300);
    // Sent in frames of 100: all 300 reach the broker.
    await eventually("300 subscribed upstream", () => fake.subscriptions().size === 300);
  });

  it("sends the heartbeat, and reconnects when the gateway goes silent", async () => {
    connect({ heartbeatMs: 30, stallMs: 200 });
    await eventually("heartbeats", () => fake.heartbeats() >= 3);
    expect(states).not.toContain("down");
    fake.answerHeartbeats(false);
    await eventually("the stall seen", () => states.includes("down"));
    fake.answerHeartbeats(true);
    await eventually(
      "a new connection",
      // The fake counts a connection at the upgrade, before the client hears it open.
      () =>
        fake.sessionsSeen().length === 2 && fake.connections() === 1 && states.at(-1) === "live",
    );
    expect(states.at(-1)).toBe("live");
  });

  it("keeps retrying a refused session until renewed, and never logs a secret", async () => {
    const live = connect();
    live.subscribe([call!.instrumentToken]);
    await eventually("subscribed", () => fake.subscriptions().size === 1);
    on.exchange.expireSessions();
    fake.dropConnections();
    await eventually("refused again", () =>
      logger.entries.some((e) => JSON.stringify(e.fields).includes("401")),
    );
    expect(fake.connections()).toBe(0);
    const renewed = (await logInAtFake(on, "S0190007")).session;
    live.renew(renewed);
    await eventually("back on the new session", () => fake.subscriptions().size === 1);
    expect(fake.sessionsSeen().at(-1)).toBe(renewed.accessToken);
    const logged = JSON.stringify(logger.entries);
    for (const secret of [session.accessToken, renewed.accessToken, TEST_API_KEY]) {
      expect(logged).not.toContain(secret);
    }
  });

  it("leaves no timer running once closed", async () => {
    const before = timers();
    const live = connect({ heartbeatMs: 20 });
    live.subscribe([call!.instrumentToken]);
    await eventually("live", () => states.includes("live") && fake.heartbeats() > 0);
    await live.close();
    connection = undefined;
    // A timer of the socket's own closing may still be due on a loaded runner; a leaked one stays.
    await eventually("no timer left", () => timers() <= before);
    await eventually("the server saw it go", () => fake.connections() === 0);
  });
});

describe("HDFC SKY stream frames", () => {
  it("reads a GenericDTOList and a bare GenericDTO alike, prices as rupee doubles", () => {
    const packet = {
      instrumentId: 35003,
      packetType: "NSE_FO_ALL" as const,
      packetTimestamp: 1_790_000_000_123,
      mbpData: { lastTradedPrice: 123.45 },
    };
    for (const bytes of [
      encodeFrame([packet, { packetType: "HEARTBEAT" }]),
      encodeBarePacket(packet),
    ]) {
      const { packets, unreadable } = decodeFrame(bytes);
      expect(unreadable).toBe(0);
      expect(packets[0]).toMatchObject(packet);
    }
    expect(decodeFrame(encodeFrame([{ packetType: "HEARTBEAT" }])).packets).toEqual([
      { packetType: "HEARTBEAT" },
    ]);
    expect(decodeFrame(new Uint8Array()).packets).toEqual([]);
  });

  it("names a contract by its segment's prefix", () => {
    expect(scripIdOf("NFO", "35003")).toBe("NFO_35003");
    expect(() => scripIdOf("NSEFO", "1")).toThrow();
  });
});
