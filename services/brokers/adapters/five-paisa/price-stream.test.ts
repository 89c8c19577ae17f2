import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import WebSocket, { WebSocketServer, type ServerOptions } from "ws";
import { ManualClock } from "../../../../lib/time/clock";
import { recordingLogger } from "../../../testing/recording-logger";
import { TEST_INSTANT } from "../../../testing/test-clock";
import { BrokerError, type BrokerSession } from "../../broker";
import { ScripDirectory, type BrokerScrip } from "../../real/scrip-master";
import type { PriceTick, StreamConnection, StreamState } from "../../streams/price-stream";
import { FakeExchange } from "../../testing/fake-exchange";
import { startFakeFivePaisaStream } from "./fake-five-paisa-stream";
import { FAKE_CREDENTIALS } from "./fake-harness";
import { createFivePaisaStream, FEED_SCRIPS_PER_FRAME } from "./price-stream";
import { eventuallyWithin } from "../../streams/testing/eventually";

const SESSION: BrokerSession = { clientId: "FP50012322", accessToken: "eyJ.token-of-the-day.sig" };

/** 120 contracts: instrument 1 ↔ scrip code 50001, and so on. */
const scrips: BrokerScrip[] = Array.from({ length: 120 }, (_, i) => ({
  instrumentToken: i + 1,
  brokerToken: String(50_001 + i),
  tradingSymbol: `SCRIP ${i + 1}`,
  exchange: "N",
  lotSize: 65,
}));

const waitFor = eventuallyWithin(5_000, 10);
const eventually = (check: () => boolean) => waitFor("the condition", check);

/** A bare ws server standing in for 5paisa: it records what the client sends and says. */
async function rawFeed(options: Partial<ServerOptions> = {}) {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0, ...options });
  await new Promise((resolve) => server.once("listening", resolve));
  const urls: string[] = [];
  const frames: unknown[] = [];
  const sockets: WebSocket[] = [];
  server.on("connection", (socket, req) => {
    urls.push(req.url ?? "");
    sockets.push(socket);
    socket.on("message", (data) => frames.push(JSON.parse(data.toString())));
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/feeds/api/chat`,
    server,
    urls,
    frames,
    sockets,
    send: (payload: unknown) => sockets.at(-1)?.send(JSON.stringify(payload)),
    close: async () => {
      for (const socket of server.clients) socket.terminate();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

describe("5paisa price stream", () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  function connect(url: string, heartbeatMs?: number) {
    const logger = recordingLogger();
    const clock = new ManualClock(TEST_INSTANT);
    const stream = createFivePaisaStream(
      FAKE_CREDENTIALS,
      { scrips: new ScripDirectory("5paisa", scrips), clock, logger, url },
      { heartbeatMs },
    );
    const connection: StreamConnection = stream.connect(SESSION);
    cleanups.push(() => connection.close());
    const ticks: PriceTick[] = [];
    const states: StreamState[] = [];
    connection.onTick((tick) => ticks.push(tick));
    connection.onState((state) => states.push(state));
    return { connection, ticks, states, logger, clock };
  }

  it("logs in with Value1=<access token>|<client code> and subscribes in frames of 50", async () => {
    const feed = await rawFeed();
    cleanups.push(feed.close);
    const { connection, states } = connect(feed.url);
    connection.subscribe(scrips.map((s) => s.instrumentToken));
    await eventually(() => feed.frames.length === 3);

    expect(feed.urls).toEqual([`/feeds/api/chat?Value1=${SESSION.accessToken}|FP50012322`]);
    expect(states).toEqual(["live"]);
    const sizes = feed.frames.map(
      (f) => (f as { MarketFeedData: unknown[] }).MarketFeedData.length,
    );
    expect(sizes).toEqual([FEED_SCRIPS_PER_FRAME, FEED_SCRIPS_PER_FRAME, 20]);
    expect(feed.frames[0]).toMatchObject({
      Method: "MarketFeedV3",
      Operation: "Subscribe",
      ClientCode: "FP50012322",
    });
    expect((feed.frames[2] as { MarketFeedData: unknown[] }).MarketFeedData.at(-1)).toEqual({
      Exch: "N",
      ExchType: "D",
      ScripCode: 50_120,
    });

    connection.unsubscribe([1, 1, 999]);
    await eventually(() => feed.frames.length === 4);
    expect(feed.frames[3]).toEqual({
      Method: "MarketFeedV3",
      Operation: "Unsubscribe",
      ClientCode: "FP50012322",
      MarketFeedData: [{ Exch: "N", ExchType: "D", ScripCode: 50_001 }],
    });
    expect(connection.subscribed().has(1)).toBe(false);
    expect(connection.subscribed().size).toBe(119);
  });

  it("reads MarketFeedV3 rows as exact paise at 5paisa's tick time, and passes over the rest", async () => {
    const feed = await rawFeed();
    cleanups.push(feed.close);
    const { connection, ticks, logger, clock } = connect(feed.url);
    connection.subscribe([1, 2, 3]);
    await eventually(() => feed.frames.length === 1);
    const row = { Exch: "N", ExchType: "D", LastQty: 65, TotalQty: 650, High: 0, Low: 0 };

    feed.send([
      { ...row, Token: 50_001, LastRate: 123.45, TickDt: "/Date(1763613000000)/" },
      // As the docs' sample: TickDt is .NET's DateTime.MinValue, LastRate a string.
      { ...row, Token: "50002", LastRate: "0.05", TickDt: "/Date(-62135596800000)/" },
      { ...row, Token: 50_003, LastRate: 0, TickDt: "/Date(1763613000000)/" },
      { ...row, Exch: "B", Token: 50_003, LastRate: 99 },
      { ...row, Token: 50_004, LastRate: 99 },
      { ...row, Token: 77_777, LastRate: 99 },
    ]);
    // A bare row (not in an array), an order confirmation pushed unasked, a frame not JSON.
    feed.send({ ...row, Token: 50_003, LastRate: 250.1, TickDt: "/Date(1763613001000+0530)/" });
    feed.send({ ReqType: "P", ClientCode: "FP50012322", ScripCode: 50_001, Price: 425 });
    feed.sockets.at(-1)?.send("Welcome");
    feed.send([{ ...row, Token: 50_001, LastRate: "-" }]);
    await eventually(() => ticks.length === 3 && logger.entries.some((e) => e.level === "warn"));

    expect(ticks).toEqual([
      { instrumentToken: 1, price: 12_345, at: new Date(1_763_613_000_000) },
      { instrumentToken: 2, price: 5, at: clock.now() },
      { instrumentToken: 3, price: 25_010, at: new Date(1_763_613_001_000) },
    ]);
    // One warning a connection for what cannot be read, not one a frame.
    expect(logger.entries.filter((e) => e.level === "warn")).toHaveLength(1);

    connection.unsubscribe([1]);
    feed.send([{ ...row, Token: 50_001, LastRate: 130 }]);
    feed.send([{ ...row, Token: 50_002, LastRate: 1 }]);
    await eventually(() => ticks.length === 4);
    expect(ticks.at(-1)?.instrumentToken).toBe(2);
  });

  it("pings, and drops and reconnects a connection whose pings go unanswered", async () => {
    const feed = await rawFeed({ autoPong: false });
    cleanups.push(feed.close);
    let pings = 0;
    feed.server.on("connection", (socket) => socket.on("ping", () => pings++));
    const { connection, states } = connect(feed.url, 40);
    connection.subscribe([1]);
    await eventually(() => feed.urls.length === 2 && feed.frames.length === 2);
    expect(pings).toBeGreaterThanOrEqual(1);
    expect(states.slice(0, 3)).toEqual(["live", "down", "live"]);
  });

  it("subscribes what the master lists and throws UNKNOWN_INSTRUMENT for the rest", async () => {
    const feed = await rawFeed();
    cleanups.push(feed.close);
    const { connection } = connect(feed.url);
    await eventually(() => feed.sockets.length === 1);
    await eventually(() => feed.sockets[0]?.readyState === WebSocket.OPEN);
    const thrown = (() => {
      try {
        connection.subscribe([5, 9_999, 6]);
      } catch (error) {
        return error;
      }
    })();
    expect(thrown).toBeInstanceOf(BrokerError);
    expect((thrown as BrokerError).code).toBe("UNKNOWN_INSTRUMENT");
    expect([...connection.subscribed()]).toEqual([5, 6]);
    await eventually(() => feed.frames.length === 1);
    const data = (feed.frames[0] as { MarketFeedData: { ScripCode: number }[] }).MarketFeedData;
    expect(data.map((d) => d.ScripCode)).toEqual([50_005, 50_006]);
  });

  it("retries a refused login with backoff, logs no token, and closes mid-backoff", async () => {
    let attempts = 0;
    const feed = await rawFeed({
      verifyClient: (_info, accept) => {
        attempts++;
        accept(false, 401, "Unauthorized");
      },
    });
    cleanups.push(feed.close);
    const { connection, states, logger } = connect(feed.url);
    const downs = () => logger.entries.filter((e) => e.message.includes("down"));
    await eventually(() => downs().length === 2);
    expect(attempts).toBe(2);
    expect(states).toEqual(["down"]);
    expect(feed.urls).toEqual([]);
    expect(downs().map((e) => e.fields?.delayMs)).toEqual([500, 1_000]);
    expect(downs()[0]?.fields?.reason).toContain("401");
    expect(JSON.stringify(logger.entries)).not.toContain(SESSION.accessToken);

    await connection.close();
    const after = attempts;
    // The next attempt was due in 1 s: it never comes.
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    expect(attempts).toBe(after);
  });
});

describe("the fake 5paisa feed", () => {
  it("closes a connection that sends a frame 5paisa does not document, or names another client", async () => {
    const exchange = new FakeExchange();
    const token = exchange.openSession("FP1");
    const fake = await startFakeFivePaisaStream({
      exchange,
      scrips: new ScripDirectory("5paisa", scrips),
    });
    try {
      const closeCodeOf = async (frame: unknown) => {
        const socket = new WebSocket(`${fake.url}?Value1=${token}|FP1`);
        await new Promise((resolve) => socket.once("open", resolve));
        socket.send(JSON.stringify(frame));
        return new Promise<number>((resolve) => socket.once("close", resolve));
      };
      const good = {
        Method: "MarketFeedV3",
        Operation: "Subscribe",
        ClientCode: "FP1",
        MarketFeedData: [{ Exch: "N", ExchType: "D", ScripCode: 50_001 }],
      };
      const scripAsText = {
        ...good,
        MarketFeedData: [{ Exch: "N", ExchType: "D", ScripCode: "50001" }],
      };
      expect(await closeCodeOf(scripAsText)).toBe(1008);
      expect(await closeCodeOf({ ...good, ClientCode: "FP2" })).toBe(1008);
      expect(await closeCodeOf({ ...good, Method: "MarketFeed" })).toBe(1008);

      const refused = new WebSocket(`${fake.url}?Value1=${token}|FP2`);
      const status = await new Promise<number | undefined>((resolve) =>
        refused.once("unexpected-response", (_req, res) => resolve(res.statusCode)),
      );
      // Ending a socket the fake refused is an error ws reports: expected here.
      refused.on("error", () => undefined);
      refused.terminate();
      expect(status).toBe(401);
    } finally {
      await fake.close();
    }
  });
});
