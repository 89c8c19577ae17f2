import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { paise } from "../../lib/money/paise";
import { signSessionToken, type SessionClaims } from "../../lib/session/session-token";
import type { Broker, BrokerSession } from "../brokers/broker";
import { BrokerPriceHub } from "../brokers/streams/price-hub";
import { MemoryStream } from "../brokers/streams/testing/memory-stream";
import { createInProcessEventBus } from "../events/in-process-event-bus";
import { recordingLogger } from "../testing/recording-logger";
import { testClock } from "../testing/test-clock";
import { connectOpen, until, type OpenSocket } from "../testing/ws-client";
import { brokerPriceWatch } from "./price-watch";
import { attachRealtime, type RealtimeService } from "./realtime-server";

const SECRET = "price-watch-test-secret-price-watch-test";
const alice: SessionClaims = { sub: "user-a", broker: "aliceblue", clientId: "AB1" };
const paper: SessionClaims = { sub: "user-p", broker: "strikeline_broker", clientId: "PAPER-1" };
const TRADED = new Date("2026-11-25T05:00:00Z");

describe("broker prices pushed on the realtime socket", () => {
  const clock = testClock();
  const logger = recordingLogger();
  const stream = new MemoryStream();
  let hub: BrokerPriceHub;
  let server: Server;
  let realtime: RealtimeService;
  let url: string;
  const sockets: OpenSocket[] = [];

  beforeEach(async () => {
    const broker = {
      code: "aliceblue",
      lastTradedPrices: async () => new Map(),
    } as unknown as Broker; // the hub reads only these
    // Instruments nobody listens to for a second are let go: what shows a watch has stopped.
    hub = new BrokerPriceHub({ broker, stream, now: () => clock.now(), logger, idleMs: 1_000 });
    const sessions = new Map<string, BrokerSession>([
      ["user-a", { clientId: "AB1", accessToken: "ab-token" }],
    ]);
    server = createServer();
    realtime = attachRealtime({
      server,
      events: createInProcessEventBus(logger),
      sessions: { secret: SECRET, clock },
      heartbeatMs: 30_000,
      logger,
      prices: brokerPriceWatch({
        hubs: { aliceblue: hub },
        brokerSessions: { find: async (user) => sessions.get(user.id) },
      }),
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    url = `ws://127.0.0.1:${(server.address() as AddressInfo).port}/realtime`;
  });

  afterEach(async () => {
    sockets.splice(0).forEach((socket) => socket.ws.close());
    await realtime.close();
    await new Promise((resolve) => server.close(resolve));
    await hub.close();
    stream.connections.length = 0;
  });

  async function open(claims: SessionClaims) {
    const token = await signSessionToken(claims, SECRET, { now: clock.now() });
    const socket = await connectOpen(`${url}?Authorization=${token}`);
    sockets.push(socket);
    return socket;
  }
  const watch = (socket: OpenSocket, tokens: unknown) =>
    socket.ws.send(JSON.stringify({ type: "WatchPrices", instrument_tokens: tokens }));
  const messagesOf = (socket: OpenSocket) =>
    socket.messages.filter((m) => (m as { type: string }).type === "PriceTicks");
  const ticksOf = (socket: OpenSocket) =>
    messagesOf(socket).flatMap((m) => (m as { data: unknown[] }).data);

  it("pushes the streamed prices of the instruments a socket watches, a frame's in one message", async () => {
    const socket = await open(alice);
    watch(socket, [101, 102]);
    await until(() => stream.connections[0]?.held.size === 2);
    const connection = stream.connections[0]!;
    connection.state("live");
    connection.tick(101, paise(12_345), TRADED);
    connection.tick(999, paise(1), TRADED); // watched by nobody
    connection.tick(102, paise(5), TRADED);
    await until(() => ticksOf(socket).length === 2);
    const at = TRADED.toISOString();
    expect(messagesOf(socket)).toEqual([
      {
        type: "PriceTicks",
        data: [
          { instrument_token: 101, ltp: 123.45, source: "stream", at },
          { instrument_token: 102, ltp: 0.05, source: "stream", at },
        ],
      },
    ]);
    connection.tick(101, paise(12_350), TRADED); // a later frame: a message of its own
    await until(() => messagesOf(socket).length === 2);
    expect(messagesOf(socket)[1]).toEqual({
      type: "PriceTicks",
      data: [{ instrument_token: 101, ltp: 123.5, source: "stream", at }],
    });
  });

  it("shares one upstream subscription between the tabs of a trader, and a new ask replaces the last", async () => {
    const [tab1, tab2] = [await open(alice), await open(alice)];
    watch(tab1, [101]);
    watch(tab2, [101]);
    await until(() => stream.connections[0]?.held.size === 1);
    watch(tab2, [102]);
    await until(() => stream.connections[0]!.held.has(102));
    expect(stream.connections).toHaveLength(1);
    const connection = stream.connections[0]!;
    connection.state("live");
    connection.tick(101, paise(100), TRADED);
    connection.tick(102, paise(200), TRADED);
    await until(() => ticksOf(tab1).length === 1 && ticksOf(tab2).length === 1);
    expect(ticksOf(tab1)).toMatchObject([{ instrument_token: 101 }]);
    expect(ticksOf(tab2)).toMatchObject([{ instrument_token: 102 }]);
  });

  it("ignores what is not a valid ask, and pushes nothing to a paper trader", async () => {
    const socket = await open(alice);
    socket.ws.send("not json");
    watch(socket, ["101"]);
    watch(
      socket,
      Array.from({ length: 61 }, (_, i) => i + 1),
    );
    const trader = await open(paper);
    watch(trader, [101]);
    watch(socket, [103]); // the one valid ask, last: once it lands the others have been read
    await until(() => stream.connections[0]?.held.size === 1);
    expect([...stream.connections[0]!.held]).toEqual([103]);
    expect(stream.connections).toHaveLength(1);
    expect(realtime.connectionCount()).toBe(2);
  });

  it("holds the subscription while the socket watches, and lets it go once the socket closes", async () => {
    const socket = await open(alice);
    watch(socket, [101]);
    await until(() => stream.connections[0]?.held.size === 1);
    const connection = stream.connections[0]!;
    await new Promise((resolve) => setTimeout(resolve, 2_500)); // past the idle time, twice swept
    expect(connection.closed).toBe(false);
    socket.ws.close();
    await until(() => connection.closed, 5_000);
    expect(hub.upstreamSubscriptions()).toBe(0);
  });
});
