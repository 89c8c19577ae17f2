import { afterEach, describe, expect, it } from "vitest";
import { paise, type Paise } from "../../../lib/money/paise";
import { recordingLogger } from "../../testing/recording-logger";
import type { Broker, BrokerSession } from "../broker";
import { BrokerPriceHub } from "./price-hub";
import { MemoryStream } from "./testing/memory-stream";

const NOW = new Date("2026-11-25T05:00:00Z");
const session = (token = "t1", clientId = "C1"): BrokerSession => ({
  clientId,
  accessToken: token,
});

function hubOn(stream: MemoryStream, quotes: Map<number, Paise>, idleMs = 60_000) {
  let now = NOW.getTime();
  const logger = recordingLogger();
  const quoteCalls: number[][] = [];
  const broker = {
    code: "aliceblue",
    lastTradedPrices: async (tokens: readonly number[]) => {
      quoteCalls.push([...tokens]);
      return new Map([...quotes].filter(([token]) => tokens.includes(token)));
    },
  } as unknown as Broker; // only the quote call is used by the hub
  const hub = new BrokerPriceHub({
    broker,
    stream,
    now: () => new Date(now),
    logger,
    idleMs,
  });
  return { hub, quoteCalls, logger, advance: (ms: number) => (now += ms) };
}

describe("the broker price hub", () => {
  let close: (() => Promise<void>) | undefined;
  afterEach(async () => close?.());

  it("holds one connection and one subscription per instrument, however often it is asked", async () => {
    const stream = new MemoryStream();
    const { hub } = hubOn(stream, new Map([[1, paise(100)]]));
    close = () => hub.close();
    await hub.prices(session(), [1, 2]);
    await hub.prices(session(), [2, 1]);
    expect(stream.connections).toHaveLength(1);
    expect(stream.connections[0]!.subscribeCalls).toEqual([[1, 2]]);
    expect(hub.upstreamSubscriptions()).toBe(2);
  });

  it("serves the stream's ticks while it is live, and the quote call while it is not", async () => {
    const stream = new MemoryStream();
    const { hub, quoteCalls } = hubOn(stream, new Map([[1, paise(100)]]));
    close = () => hub.close();
    // Not live yet: the quote call answers, said so.
    expect(await hub.prices(session(), [1])).toEqual(
      new Map([[1, { price: 100, at: NOW, source: "quote" }]]),
    );
    const connection = stream.connections[0]!;
    const traded = new Date(NOW.getTime() - 1_000);
    connection.state("live");
    connection.tick(1, paise(105), traded);
    expect(await hub.prices(session(), [1])).toEqual(
      new Map([[1, { price: 105, at: traded, source: "stream" }]]),
    );
    connection.state("down");
    const during = await hub.prices(session(), [1]);
    expect(during.get(1)?.source).toBe("quote");
    expect(quoteCalls.length).toBe(1); // the second quote within 2 s reuses the first
  });

  it("ignores a contract's stream whose first tick is 100× its quote, and says so once", async () => {
    const stream = new MemoryStream();
    const { hub, logger, advance } = hubOn(
      stream,
      new Map([
        [1, paise(12_345)],
        [2, paise(4_000)],
      ]),
    );
    close = () => hub.close();
    await hub.prices(session(), [1, 2]);
    const connection = stream.connections[0]!;
    connection.state("live");
    const traded = new Date(NOW.getTime() - 500);
    connection.tick(1, paise(1_234_500), traded); // paise read as rupees: a unit misread
    connection.tick(2, paise(4_010), traded);
    connection.tick(1, paise(1_234_600), traded);
    advance(3_000); // past the quote's reuse: the quote call is asked again
    const prices = await hub.prices(session(), [1, 2]);
    expect(prices.get(1)).toMatchObject({ price: 12_345, source: "quote" });
    expect(prices.get(2)).toEqual({ price: 4_010, at: traded, source: "stream" });
    const errors = logger.entries.filter((entry) => entry.level === "error");
    expect(errors.map((entry) => entry.fields)).toEqual([
      expect.objectContaining({
        instrumentToken: 1,
        streamedPaise: 1_234_500,
        quotedPaise: 12_345,
      }),
    ]);
  });

  it("moves the connection to the new session at the daily login", async () => {
    const stream = new MemoryStream();
    const { hub } = hubOn(stream, new Map());
    close = () => hub.close();
    await hub.prices(session("t1"), [1]);
    await hub.prices(session("t2"), [1]);
    expect(stream.connections).toHaveLength(1);
    expect(stream.connections[0]!.session.accessToken).toBe("t2");
  });

  it("lets go of instruments nobody asks for, and of an empty connection", async () => {
    const stream = new MemoryStream();
    const { hub, advance } = hubOn(stream, new Map(), 1_000);
    close = () => hub.close();
    await hub.prices(session(), [1, 2]);
    advance(600);
    await hub.prices(session(), [2]);
    advance(600);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the sweeper's beat
    const connection = stream.connections[0]!;
    expect([...connection.held]).toEqual([2]);
    advance(2_000);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(connection.closed).toBe(true);
    expect(hub.upstreamSubscriptions()).toBe(0);
  });

  it("tells a listener each tick of its instruments, and keeps them subscribed while it listens", async () => {
    const stream = new MemoryStream();
    const { hub, advance } = hubOn(stream, new Map(), 1_000);
    close = () => hub.close();
    const heard: [number, number][] = [];
    const stop = hub.listen(session(), [1, 2], (token, quoted) =>
      heard.push([token, quoted.price]),
    );
    const connection = stream.connections[0]!;
    connection.state("live");
    connection.tick(1, paise(101), NOW);
    connection.tick(3, paise(300), NOW); // nobody's instrument
    connection.tick(2, paise(202), NOW);
    expect(heard).toEqual([
      [1, 101],
      [2, 202],
    ]);
    advance(5_000);
    await new Promise((resolve) => setTimeout(resolve, 1_100)); // the sweeper's beat
    expect([...connection.held]).toEqual([1, 2]);
    stop();
    connection.tick(1, paise(102), NOW);
    expect(heard).toHaveLength(2);
    advance(5_000);
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    expect(connection.closed).toBe(true);
  });

  it("gives a new listener the last streamed price at once", async () => {
    const stream = new MemoryStream();
    const { hub } = hubOn(stream, new Map());
    close = () => hub.close();
    await hub.prices(session(), [1]);
    stream.connections[0]!.state("live");
    stream.connections[0]!.tick(1, paise(150), NOW);
    const heard: number[] = [];
    hub.listen(session(), [1], (_token, quoted) => heard.push(quoted.price));
    expect(heard).toEqual([150]);
  });

  describe("with an app key's connections shared by every trader", () => {
    const limits = { connections: 2, instrumentsPerConnection: 3 };

    it("subscribes each instrument once for all traders", async () => {
      const stream = new MemoryStream(limits);
      const { hub } = hubOn(stream, new Map());
      close = () => hub.close();
      for (let client = 1; client <= 50; client++) {
        hub.listen(session(`t${client}`, `C${client}`), [1, 2, 3], () => undefined);
      }
      expect(stream.connections).toHaveLength(1);
      expect(hub.upstreamSubscriptions()).toBe(3);
      const heard: string[] = [];
      hub.listen(session("t1", "C1"), [2], () => heard.push("C1"));
      hub.listen(session("t9", "C9"), [2], () => heard.push("C9"));
      stream.connections[0]!.state("live");
      stream.connections[0]!.tick(2, paise(200), NOW);
      expect(heard).toEqual(["C1", "C9"]);
    });

    it("opens another connection when one is full, and leaves to the quote call what none can take", async () => {
      const stream = new MemoryStream(limits);
      const { hub, quoteCalls } = hubOn(stream, new Map([[7, paise(700)]]));
      close = () => hub.close();
      await hub.prices(session(), [1, 2, 3, 4, 5, 6, 7]);
      expect(stream.connections.map((connection) => [...connection.held])).toEqual([
        [1, 2, 3],
        [4, 5, 6],
      ]);
      expect(quoteCalls).toEqual([[1, 2, 3, 4, 5, 6, 7]]); // nothing has ticked yet
      expect(hub.upstreamSubscriptions()).toBe(6);
    });

    it("streams under the session it has while it works, and under the newest one once it fails", async () => {
      const stream = new MemoryStream(limits);
      const { hub } = hubOn(stream, new Map());
      close = () => hub.close();
      hub.listen(session("t1", "C1"), [1], () => undefined);
      const connection = stream.connections[0]!;
      connection.state("live");
      hub.listen(session("t2", "C2"), [1], () => undefined);
      expect(connection.session.accessToken).toBe("t1");
      connection.state("down"); // C1's token expired (the daily rollover)
      expect(connection.session.accessToken).toBe("t2");
    });
  });
});
