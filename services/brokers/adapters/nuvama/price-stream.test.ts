import { afterEach, describe, expect, it } from "vitest";
import { encodeInstrumentToken } from "../../../market/instrument-tokens";
import { ManualClock } from "../../../../lib/time/clock";
import type { Logger } from "../../../logger";
import { TEST_INSTANT } from "../../../testing/test-clock";
import type { PriceTick, StreamConnection, StreamState } from "../../streams/price-stream";
import { FAKE_NUVAMA_VENDOR, nuvamaDeps } from "./fake-nuvama";
import { createNuvamaStream, type NuvamaStreamOptions } from "./price-stream";
import {
  LineReader,
  MAX_LINE_CHARS,
  istTickTime,
  quoteRequestLine,
  tickTimeOf,
} from "./stream-wire";
import {
  fetchAt,
  instrumentOf,
  startNuvamaStreamRig,
  type NuvamaStreamRig,
} from "./stream-test-rig";
import { eventuallyWithin } from "../../streams/testing/eventually";

const eventually = eventuallyWithin(5_000, 10);

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe("Nuvama's stream wire", () => {
  it("subscribes as the SDK's reduced quote feed does, one line a request", () => {
    const line = quoteRequestLine("key-1", ["35002_NFO", "35003_NFO"], "subscribe");
    expect(line.endsWith("\n")).toBe(true);
    expect(line.slice(0, -1)).not.toContain("\n");
    expect(JSON.parse(line)).toEqual({
      request: {
        streaming_type: "quote",
        data: { accType: "EQ", symbols: [{ symbol: "35002_NFO" }, { symbol: "35003_NFO" }] },
        formFactor: "P",
        appID: "key-1",
        response_format: "json",
        request_type: "subscribe",
      },
      echo: {},
    });
  });

  it("reads a tick's time as epoch seconds, epoch milliseconds or an IST text, else not", () => {
    expect(tickTimeOf("1767071400")).toEqual(new Date("2025-12-30T05:10:00Z"));
    expect(tickTimeOf(1767071400123)).toEqual(new Date("2025-12-30T05:10:00.123Z"));
    expect(tickTimeOf("30/12/2025 10:40:00")).toEqual(new Date("2025-12-30T05:10:00Z"));
    expect(tickTimeOf(istTickTime(new Date("2025-12-30T05:10:00Z")))).toEqual(
      new Date("2025-12-30T05:10:00Z"),
    );
    for (const odd of ["", "10:40:00", "31/02/2026 10:00:00", "2025-12-30", "soon", undefined]) {
      expect(tickTimeOf(odd)).toBeUndefined();
    }
  });

  it("splits lines across chunks and CRLF, and refuses a line that never ends", () => {
    const lines = new LineReader();
    expect(lines.push('{"a":')).toEqual([]);
    expect(lines.push('1}\r\n{"b":2}\n{"c"')).toEqual(['{"a":1}', '{"b":2}']);
    expect(lines.push(":3}\n")).toEqual(['{"c":3}']);
    expect(() => lines.push("x".repeat(MAX_LINE_CHARS + 1))).toThrow(/without a line feed/);
  });
});

describe("Nuvama's stream client on the fake streamer", () => {
  let rig: NuvamaStreamRig;
  let connection: StreamConnection | undefined;
  const warnings: { message: string; fields?: Record<string, unknown> }[] = [];
  const logger: Logger = {
    info: () => {},
    warn: (message, fields) => warnings.push({ message, fields }),
    error: (message, fields) => warnings.push({ message, fields }),
  };

  afterEach(async () => {
    await connection?.close();
    connection = undefined;
    warnings.length = 0;
    expect(rig.fake.violations).toEqual([]);
    await rig.close();
  });

  async function start(
    options: NuvamaStreamOptions = {},
    fake: Parameters<typeof startNuvamaStreamRig>[0] = {},
  ) {
    rig = await startNuvamaStreamRig(fake);
    const stream = createNuvamaStream(
      FAKE_NUVAMA_VENDOR,
      {
        scrips: rig.directory,
        clock: new ManualClock(TEST_INSTANT),
        logger,
        fetch: fetchAt(rig.api.url),
        url: rig.fake.url,
      },
      options,
    );
    const ticks: PriceTick[] = [];
    const states: StreamState[] = [];
    const open = (session: Parameters<typeof stream.connect>[0]) => {
      connection = stream.connect(session);
      connection.onTick((tick) => ticks.push(tick));
      connection.onState((state) => states.push(state));
      return connection;
    };
    return { open, ticks, states, call: instrumentOf(rig.directory, "35002") };
  }

  it("keeps the connection with its heartbeat", async () => {
    const { open, states, call } = await start({ heartbeatMs: 40 }, { idleMs: 250 });
    open(await rig.logIn("C1")).subscribe([call]);
    await eventually("subscribed", () => rig.fake.subscriptions().size === 1);
    await pause(600);
    expect(rig.fake.heartbeats()).toBeGreaterThan(5);
    expect(states).not.toContain("down");
  });

  it("is dropped by a streamer that heard no heartbeat, and reconnects", async () => {
    const { open, states, call } = await start({ heartbeatMs: 60_000 }, { idleMs: 250 });
    open(await rig.logIn("C1")).subscribe([call]);
    await eventually("the idle connection dropped", () => states.includes("down"));
    await eventually("back", () => states.at(-1) === "live");
    await eventually("resubscribed", () => rig.fake.subscriptions().size === 1);
  });

  it("stays down on a session Nuvama no longer takes, and streams once renewed", async () => {
    const { open, states, ticks, call } = await start();
    const old = await rig.logIn("C2");
    rig.exchange.expireSessions("C2");
    const live = open(old);
    live.subscribe([call]);
    await eventually("the refusal seen", () => states.includes("down"));
    expect(rig.fake.connections()).toBe(0);
    const logged = JSON.stringify(warnings);
    expect(logged).toContain("INVALID_TOKEN");
    // The session's values never reach the log.
    for (const value of Object.values(JSON.parse(old.accessToken) as Record<string, string>)) {
      if (value !== "C2") expect(logged).not.toContain(value);
    }

    live.renew(await rig.logIn("C2"));
    await eventually("live on the new session", () => states.at(-1) === "live");
    await eventually("a tick", () => ticks.length > 0);
    expect(rig.fake.subscriptions()).toEqual(new Set(["35002"]));
  });

  it("carries Nuvama's tick time, and leaves out a price of 0 (not traded yet)", async () => {
    const traded = new Date("2026-12-28T05:00:07Z");
    const { open, ticks, call } = await start({}, { clock: new ManualClock(traded) });
    rig.exchange.prices.set("35002", 0);
    open(await rig.logIn("C3")).subscribe([call]);
    await eventually("subscribed", () => rig.fake.subscriptions().size === 1);
    await pause(150);
    expect(ticks).toEqual([]);
    rig.exchange.prices.set("35002", 4_505);
    await eventually("the first trade", () => ticks.length === 1);
    // The streamer's `ltt`, not the arrival time (the client's clock says TEST_INSTANT).
    expect(ticks[0]).toEqual({ instrumentToken: call, price: 4_505, at: traded });
  });

  it("subscribes the contracts it knows and names the one it does not", async () => {
    const { open, call } = await start();
    const live = open(await rig.logIn("C4"));
    const unlisted = encodeInstrumentToken({
      underlyingToken: 3727,
      expiry: "2026-12-29",
      type: "call",
      strike: 25000,
    });
    expect(() => live.subscribe([unlisted, call])).toThrow(
      expect.objectContaining({ code: "UNKNOWN_INSTRUMENT" }),
    );
    expect([...live.subscribed()]).toEqual([call]);
    await eventually("the known one subscribed", () => rig.fake.subscriptions().has("35002"));
  });
});

it("is pointed at Nuvama's streamer unless told otherwise, and refuses an address it cannot use", () => {
  const deps = { ...nuvamaDeps(), url: "ws://127.0.0.1:1/" };
  expect(() => createNuvamaStream(FAKE_NUVAMA_VENDOR, deps)).toThrow(/tcp:\/\/host:port/);
  expect(() => createNuvamaStream(FAKE_NUVAMA_VENDOR, nuvamaDeps())).not.toThrow();
});
