import { afterEach, describe, expect, it } from "vitest";
import { paise } from "../../../../lib/money/paise";
import { ManualClock, systemClock } from "../../../../lib/time/clock";
import { recordingLogger } from "../../../testing/recording-logger";
import { BrokerError, type BrokerSession } from "../../broker";
import { ScripDirectory } from "../../real/scrip-master";
import type { PriceTick, StreamConnection, StreamState } from "../../streams/price-stream";
import {
  describePriceStream,
  type StreamHarness,
} from "../../streams/testing/describe-price-stream";
import { aliceBlueLoginRedirect, type FakeAliceBlueFaults } from "./fake-alice-blue";
import {
  startFakeAliceBlueStream,
  type FakeAliceBlueStream,
  type FakeAliceBlueStreamOptions,
} from "./fake-alice-blue-stream";
import { createAliceBlueStream, readTickFrame, type AliceBlueStreamDeps } from "./price-stream";
import { aliceBlueSuserToken, readStreamMessage } from "./stream-wire";
import { ALICE_BLUE_PATHS } from "./wire";
import { fixtureScrips, startAliceBlue, TEST_CREDENTIALS, type StartedAliceBlue } from "./testing";
import { eventually } from "../../streams/testing/eventually";

interface Harness extends StreamHarness {
  fake: FakeAliceBlueStream;
  started: StartedAliceBlue;
  logger: ReturnType<typeof recordingLogger>;
}

interface HarnessOptions {
  ack?: "cf" | "ck";
  faults?: FakeAliceBlueFaults;
  streamClock?: ManualClock;
  /** The stream fake's market: flat trades, book moves. */
  market?: Pick<FakeAliceBlueStreamOptions, "flatTrades" | "bookMovesMs">;
  deps?: Partial<AliceBlueStreamDeps>;
}

/** The REST fake and the stream fake on one exchange, and the client pointed at both. */
async function startHarness(options: HarnessOptions = {}): Promise<Harness> {
  const scrips = fixtureScrips();
  const started = await startAliceBlue(scrips, systemClock, { faults: options.faults });
  const fake = await startFakeAliceBlueStream({
    exchange: started.exchange,
    scrips,
    ack: options.ack,
    clock: options.streamClock,
    ...options.market,
  });
  const directory = new ScripDirectory("Alice Blue", scrips);
  const logger = recordingLogger();
  const stream = createAliceBlueStream(TEST_CREDENTIALS, {
    scrips: directory,
    clock: systemClock,
    logger,
    url: fake.url,
    baseUrls: { api: started.server.url },
    ...options.deps,
  });
  const logIn = async () => {
    const redirect = aliceBlueLoginRedirect(started.exchange, "AB1234");
    const login = await started.broker.exchangeToken({
      requestToken: redirect.authCode!,
      params: { userId: redirect.userId! },
    });
    return login.session;
  };
  const [a, b] = scrips;
  return {
    stream,
    session: await logIn(),
    logInAgain: logIn,
    exchange: started.exchange,
    fake,
    started,
    logger,
    instruments: [a!.instrumentToken, b!.instrumentToken],
    brokerTokenOf: (token) => directory.scripOf(token).brokerToken,
    close: async () => {
      await fake.close();
      await started.close();
    },
  };
}

describePriceStream("Alice Blue", () => startHarness());
describePriceStream("Alice Blue (NorenWS 'ck' acknowledgement)", () => startHarness({ ack: "ck" }));

describe("Alice Blue price stream on the wire", () => {
  let h: Harness | undefined;
  let connection: StreamConnection | undefined;
  let ticks: PriceTick[];
  let states: StreamState[];

  afterEach(async () => {
    await connection?.close();
    connection = undefined;
    await h?.close();
    h = undefined;
  });

  function connect(harness: Harness, session: BrokerSession = harness.session) {
    ticks = [];
    states = [];
    connection = harness.stream.connect(session);
    connection.onTick((tick) => ticks.push(tick));
    connection.onState((state) => states.push(state));
    return connection;
  }

  const restCalls = (harness: Harness) =>
    harness.started.server.requests.filter((r) => r.path.includes("WsSess"));

  it("makes the stream session, connects with the twice-hashed session and keeps the heartbeat", async () => {
    const streamClock = new ManualClock(new Date("2026-12-01T04:00:07.600Z"));
    h = await startHarness({ streamClock, deps: { heartbeatMs: 25 } });
    const live = connect(h);
    const [a] = h.instruments;
    live.subscribe([a]);
    await eventually("a tick", () => ticks.length > 0);

    const calls = restCalls(h);
    expect(calls.map((r) => r.path)).toEqual([
      ALICE_BLUE_PATHS.invalidateWsSession,
      ALICE_BLUE_PATHS.createWsSession,
    ]);
    for (const call of calls) {
      expect(call.body).toEqual({ source: "API", userId: "AB1234" });
      expect(call.headers.authorization).toBe(`Bearer ${h.session.accessToken}`);
    }
    expect(h.fake.sessionsSeen()).toEqual([h.session.accessToken]);
    // The tick's time is the feed's `ft`, whole seconds.
    expect(ticks[0]?.at).toEqual(new Date("2026-12-01T04:00:07.000Z"));
    expect(states).toEqual(["connecting", "live"]);

    await eventually("heartbeats", () => h!.fake.heartbeats() >= 2);
    expect(h.fake.violations).toEqual([]);
    expect(h.started.server.violations).toEqual([]);
  });

  it("goes live when there was no stream session to invalidate", async () => {
    h = await startHarness({ faults: { refuseWsInvalidate: true } });
    connect(h);
    await eventually("live", () => states.includes("live"));
    expect(h.fake.connections()).toBe(1);
  });

  it("retries a dead session quietly, never logging it, and goes live on the renewed one", async () => {
    h = await startHarness();
    const dead = h.session;
    h.exchange.expireSessions();
    const live = connect(h, dead);
    live.subscribe([h.instruments[0]]);
    await eventually("two failed attempts", () => {
      return restCalls(h!).filter((r) => r.path === ALICE_BLUE_PATHS.createWsSession).length >= 2;
    });
    expect(states).not.toContain("live");
    expect(states).toContain("down");
    expect(h.fake.connections()).toBe(0);
    const warnings = h.logger.entries.filter((e) => e.level === "warn");
    expect(warnings).toHaveLength(1);

    const renewed = await h.logInAgain();
    live.renew(renewed);
    await eventually("live on the renewed session", () => states.at(-1) === "live");
    await eventually("its tick", () => ticks.length > 0);
    expect(h.fake.sessionsSeen()).toEqual([renewed.accessToken]);

    const logged = JSON.stringify(h.logger.entries);
    for (const token of [dead.accessToken, renewed.accessToken]) {
      expect(logged).not.toContain(token);
      expect(logged).not.toContain(aliceBlueSuserToken(token));
    }
  });

  it("is down while the stream refuses its connect, and retries", async () => {
    // A createWsSess that never reaches the broker: the socket then has no stream session.
    const skipStreamSession: typeof fetch = async (input, init) => {
      if (String(input).endsWith(ALICE_BLUE_PATHS.createWsSession)) {
        return Response.json({ status: "Ok", message: "Success", result: [{ Status: "OK" }] });
      }
      return fetch(input, init);
    };
    h = await startHarness({ deps: { fetch: skipStreamSession } });
    connect(h);
    await eventually("two refused connects", () => h!.fake.sessionsSeen().length >= 2);
    expect(states).toContain("down");
    expect(states).not.toContain("live");
    expect(h.logger.entries.map((e) => e.message)).toContain(
      "Alice Blue refused the stream's connect",
    );
  });

  it("sends a client nothing while its feed stalls, holding the connection, then ticks again", async () => {
    h = await startHarness();
    const live = connect(h);
    const [a] = h.instruments;
    live.subscribe([a]);
    await eventually("the first tick", () => ticks.length > 0);
    h.exchange.stallFeed(400, "AB1234");
    h.exchange.prices.set(h.brokerTokenOf(a), 12_345);
    await new Promise((resolve) => setTimeout(resolve, 250)); // five of the fake's beats
    expect(ticks).toHaveLength(1);
    expect(h.fake.connections()).toBe(1);
    await eventually("the tick after the stall", () => ticks.some((t) => t.price === 12_345));
    expect(states).toEqual(["connecting", "live"]);
  });

  it("makes no tick of a `tf` that moves only the book: the last price is not live again", async () => {
    // An illiquid contract: its quotes change, nobody trades; each frame has a fresh `ft`.
    h = await startHarness({ market: { flatTrades: false, bookMovesMs: 20 } });
    const live = connect(h);
    const [a] = h.instruments;
    h.exchange.prices.set(h.brokerTokenOf(a), 4_210);
    live.subscribe([a]);
    await eventually("the first tick", () => ticks.length > 0);
    const bookMovesBefore = h.fake.bookMovesSent();
    await eventually("book moves", () => h!.fake.bookMovesSent() >= bookMovesBefore + 5);
    expect(ticks).toHaveLength(1);
    h.exchange.prices.set(h.brokerTokenOf(a), 4_215);
    await eventually("the trade after them", () => ticks.at(-1)?.price === 4_215);
    expect(ticks.map((t) => t.price)).toEqual([4_210, 4_215]);
    expect(h.fake.violations).toEqual([]);
  });

  it("refuses an instrument the master does not list, changing nothing", async () => {
    h = await startHarness();
    const live = connect(h);
    live.subscribe([h.instruments[0]]);
    expect(() => live.subscribe([h!.instruments[1], 1])).toThrow(BrokerError);
    expect([...live.subscribed()]).toEqual([h.instruments[0]]);
  });

  it("closed before it connects, it asks for nothing and leaves nothing open", async () => {
    h = await startHarness();
    const live = connect(h);
    await live.close();
    connection = undefined;
    expect(restCalls(h)).toEqual([]);
    expect(h.fake.connections()).toBe(0);
    expect(states).toEqual([]);
  });
});

describe("Alice Blue stream frames", () => {
  const scrips = new ScripDirectory("Alice Blue", fixtureScrips());
  const [scrip] = fixtureScrips();
  const arrived = new Date("2026-12-01T04:00:00Z");
  /** The tick of `frame`, after a contract last read at `lastPrice` (paise) and `volume`. */
  const tickOf = (frame: object, lastPrice?: number, volume?: number) => {
    const message = readStreamMessage(JSON.stringify(frame));
    if (message?.kind !== "tick") return undefined;
    const seen = { price: lastPrice === undefined ? undefined : paise(lastPrice), volume };
    return readTickFrame(
      message,
      scrips,
      () => arrived,
      () => seen,
    )?.tick;
  };
  const base = { t: "tf", e: "NFO", tk: scrip!.brokerToken };

  it("reads the last price in rupees as exact paise, and `ft` as the tick's time", () => {
    expect(tickOf({ ...base, t: "tk", lp: "84.35", ft: "1658911102" })).toEqual({
      instrumentToken: scrip!.instrumentToken,
      price: 8435,
      at: new Date("2022-07-27T08:38:22Z"),
    });
    expect(tickOf({ ...base, lp: "0.05" })?.price).toBe(5);
    expect(tickOf({ ...base, lp: "24012.1" })?.price).toBe(2_401_210);
    expect(tickOf({ ...base, lp: 1.1 })?.price).toBe(110);
    expect(tickOf({ ...base, lp: "84.20" })?.at).toEqual(arrived);
  });

  it("reads a `tf` whose volume grew, without `lp`, as a trade at the last price", () => {
    const grown = { ...base, v: "129787100", ft: "1658911103" };
    expect(tickOf(grown, 8435, 129_781_850)).toEqual({
      instrumentToken: scrip!.instrumentToken,
      price: 8435,
      at: new Date("2022-07-27T08:38:23Z"),
    });
    // OpenAlgo saw 0 sent for unchanged fields: an `lp` of zero is no price, the volume decides.
    expect(tickOf({ ...grown, lp: "0.00" }, 8435, 129_781_850)?.price).toBe(8435);
    expect(tickOf({ ...base, v: "129787100" }, 8435, 129_781_850)?.at).toEqual(arrived);
    // The same volume again, a volume never read before, or no price to trade at: no trade seen.
    expect(tickOf(grown, 8435, 129_787_100)).toBeUndefined();
    expect(tickOf({ ...grown, v: "0" }, 8435, 129_787_100)).toBeUndefined();
    expect(tickOf(grown, 8435)).toBeUndefined();
    expect(tickOf(grown, undefined, 129_781_850)).toBeUndefined();
  });

  it("starts each contract afresh on its `tk`: one without `lp` re-dates no earlier price", () => {
    // The docs' MCX `tk` sample carries `c`, `ft`, `v`, and no `lp`.
    const full = { ...base, t: "tk", c: "7522.00", ft: "1658911100", v: "469" };
    expect(tickOf(full, 8435, 400)).toBeUndefined();
    const message = readStreamMessage(JSON.stringify(full));
    if (message?.kind !== "tick") throw new Error("not a tick");
    const read = readTickFrame(
      message,
      scrips,
      () => arrived,
      () => ({ price: paise(8435), volume: 400 }),
    );
    expect(read?.seen).toEqual({ price: undefined, volume: 469 });
  });

  it("makes no tick of a `tf` without `lp` that moved no volume, however fresh its `ft`", () => {
    // The docs' samples: the touchline rides in `tf` (bp1, sp1, bq1, sq1), and their depth
    // feed has a frame of quantities and `ft` alone. No trade, so the last price is not re-dated.
    expect(tickOf({ ...base, bp1: "84.30", sq1: "350", ft: "1658911103" }, 8435)).toBeUndefined();
    expect(tickOf({ ...base, pc: "99.88", ft: "1658911104" }, 8435)).toBeUndefined();
    expect(tickOf({ ...base, ft: "1658911105" }, 8435)).toBeUndefined();
  });

  it("makes no tick of a frame without a price before any, of another exchange's token, or of depth", () => {
    expect(tickOf({ ...base, v: "129787100", ft: "1658911103" })).toBeUndefined();
    expect(tickOf({ ...base, lp: "0.00" })).toBeUndefined();
    expect(tickOf({ ...base, t: "tk", lp: "0.00", v: "0" }, 8435, 0)).toBeUndefined();
    expect(tickOf({ ...base, e: "NSE", lp: "84.20" })).toBeUndefined();
    expect(tickOf({ ...base, tk: "99999999", lp: "84.20" })).toBeUndefined();
    expect(tickOf({ ...base, lp: "" })).toBeUndefined();
    expect(readStreamMessage(JSON.stringify({ ...base, t: "df", lp: "84.20" }))).toBeUndefined();
    expect(readStreamMessage("not json")).toBeUndefined();
  });

  it("reads the connect's answer in the documented and the NorenWS forms", () => {
    expect(readStreamMessage('{"t":"cf","k":"OK"}')).toEqual({ kind: "connected", ok: true });
    expect(readStreamMessage('{"t":"cf","k":"failed"}')).toEqual({ kind: "connected", ok: false });
    expect(readStreamMessage('{"t":"ck","s":"OK","uid":"AB1234_API"}')).toEqual({
      kind: "connected",
      ok: true,
    });
    expect(readStreamMessage('{"t":"ck","s":"NOT_OK"}')).toEqual({ kind: "connected", ok: false });
  });
});
