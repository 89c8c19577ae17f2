import { tradesAgain } from "../../testing/flat-trades";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";
import { paise } from "../../../../lib/money/paise";
import { paiseToDecimalString } from "../../../../lib/money/parse-rupees";
import { systemClock, type Clock } from "../../../../lib/time/clock";
import { ScripDirectory, type BrokerScrip } from "../../real/scrip-master";
import type { FakeStream } from "../../streams/testing/fake-stream";
import type { FakeExchange } from "../../testing/fake-exchange";
import { fakeStreamSessionsOf } from "./fake-stream-sessions";
import {
  aliceBlueStreamUser,
  aliceBlueSuserToken,
  connectMessageSchema,
  heartbeatMessageSchema,
  readScripKeys,
  subscriptionMessageSchema,
} from "./stream-wire";

export interface FakeAliceBlueStreamOptions {
  exchange: FakeExchange;
  /** The contracts the fake's master lists. */
  scrips: readonly BrokerScrip[];
  /** The time a tick's `ft` carries. */
  clock?: Clock;
  /**
   * The connect's answer: the docs' `{t: "cf", k: "OK"}` (default) or the NorenWS
   * `{t: "ck", s: "OK"}` OpenAlgo also reads; which one the live feed sends is not settled.
   */
  ack?: "cf" | "ck";
  /** How often subscribed contracts' prices are read off the exchange. */
  pollMs?: number;
  /**
   * Whether a contract whose price holds still trades again at it (a volume-only `tf` each
   * FLAT_TRADE_MS, as a liquid option's feed); false for an illiquid one: only moves trade.
   */
  flatTrades?: boolean;
  /**
   * How often (ms) a subscribed contract's touchline changes with no trade: a `tf` of the best
   * bid and offer and `ft`, without `lp` or `v`, as the docs' feed samples carry those fields
   * (and their depth sample a frame of quantities alone). None unless given.
   */
  bookMovesMs?: number;
}

export interface FakeAliceBlueStream extends FakeStream {
  /** Every frame that broke the documented format, described; empty when all held. */
  violations: string[];
  /** Heartbeats received, over all connections. */
  heartbeats(): number;
  /** Touchline-only `tf` frames sent (no `lp`, no `v`), over all connections. */
  bookMovesSent(): number;
}

/** One socket at the fake: its client once the connect was accepted, and the prices it was sent. */
interface Peer {
  socket: WebSocket;
  clientId?: string;
  /**
   * Subscribed broker tokens, each with its exchange, the price (paise) last sent for it, when it
   * last traded and when its book last moved (ms, the fake's clock) and the volume it last told.
   */
  sent: Map<
    string,
    { exchange: string; price: number; at: number; bookAt: number; volume: number }
  >;
}

/**
 * Alice Blue's market-data websocket, faked in its wire format (stream-wire.ts): a connect is
 * accepted only with the twice-hashed token of a session the exchange holds, `uid`/`actid` of
 * that session's client, and a stream session made over REST (createWsSess at the REST fake);
 * a subscription is answered with a full `tk` tick, and every `pollMs` a `tf` goes out for each
 * subscribed contract whose `exchange.priceOf` moved. Invalidating a client's stream session at
 * the REST fake drops its sockets, as the live broker does.
 */
export async function startFakeAliceBlueStream(
  options: FakeAliceBlueStreamOptions,
): Promise<FakeAliceBlueStream> {
  const { exchange } = options;
  const clock = options.clock ?? systemClock;
  const flatTrades = options.flatTrades ?? true;
  const scrips = new ScripDirectory("fake Alice Blue", options.scrips);
  const streamSessions = fakeStreamSessionsOf(exchange);
  const peers = new Set<Peer>();
  const sessionsSeen: string[] = [];
  const violations: string[] = [];
  let heartbeats = 0;
  let bookMoves = 0;

  const server = new WebSocketServer({ host: "127.0.0.1", port: 0, path: "/NorenWS/" });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });

  const send = (peer: Peer, message: object) => peer.socket.send(JSON.stringify(message));
  const rupees = (amountPaise: number) => paiseToDecimalString(paise(amountPaise));
  const feedTime = () => String(Math.floor(clock.now().getTime() / 1000));

  /** The session whose double hash the connect carries; undefined for none the exchange holds. */
  function sessionOf(susertoken: string): string | undefined {
    for (const token of exchange.sessions.keys()) {
      if (aliceBlueSuserToken(token) === susertoken) return token;
    }
    return undefined;
  }

  function connect(peer: Peer, frame: unknown): void {
    const parsed = connectMessageSchema.safeParse(frame);
    if (!parsed.success) {
      violations.push(`before the connect: ${JSON.stringify(frame)}`);
      return;
    }
    const message = parsed.data;
    const token = sessionOf(message.susertoken);
    // The wire carries only the hash: the session it matched is what the connection used.
    sessionsSeen.push(token ?? message.susertoken);
    const clientId = exchange.clientOf(token);
    const user = clientId === undefined ? undefined : aliceBlueStreamUser(clientId);
    const accepted =
      clientId !== undefined &&
      message.uid === user &&
      message.actid === user &&
      streamSessions.has(clientId);
    const status = accepted ? "OK" : options.ack === "ck" ? "NOT_OK" : "failed";
    send(
      peer,
      options.ack === "ck" ? { t: "ck", s: status, uid: message.uid } : { t: "cf", k: status },
    );
    if (!accepted) {
      peer.socket.close(1000);
      return;
    }
    peer.clientId = clientId;
  }

  /** The first, full tick of a contract (11-websocket.md "Acknowledgement Response"). */
  function acknowledge(peer: Peer, scrip: BrokerScrip): void {
    const price = exchange.priceOf(scrip.brokerToken);
    const now = clock.now().getTime();
    peer.sent.set(scrip.brokerToken, {
      exchange: scrip.exchange,
      price,
      at: now,
      bookAt: now,
      volume: 0,
    });
    const lp = rupees(price);
    send(peer, {
      t: "tk",
      pp: "2",
      ml: "1",
      e: scrip.exchange,
      tk: scrip.brokerToken,
      ts: scrip.tradingSymbol,
      ls: String(scrip.lotSize),
      ti: "0.05",
      c: lp,
      lp,
      pc: "0.00",
      ft: feedTime(),
      oi: "0",
      o: lp,
      h: lp,
      l: lp,
      ap: lp,
      v: "0",
      bp1: lp,
      sp1: lp,
      bq1: "0",
      sq1: "0",
    });
  }

  function received(peer: Peer, text: string): void {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      violations.push(`not JSON: ${text.slice(0, 80)}`);
      return;
    }
    if (peer.clientId === undefined) return connect(peer, frame);
    if (heartbeatMessageSchema.safeParse(frame).success) {
      heartbeats++;
      return;
    }
    const parsed = subscriptionMessageSchema.safeParse(frame);
    if (!parsed.success) {
      violations.push(`not a documented message: ${JSON.stringify(frame)}`);
      return;
    }
    for (const { exchange: segment, token } of readScripKeys(parsed.data.k)) {
      const scrip = scrips.byToken(token);
      if (!scrip || scrip.exchange !== segment) {
        violations.push(`no such scrip: ${segment}|${token}`);
        continue;
      }
      if (parsed.data.t === "t") acknowledge(peer, scrip);
      else peer.sent.delete(token);
    }
  }

  server.on("connection", (socket) => {
    const peer: Peer = { socket, sent: new Map() };
    peers.add(peer);
    socket.on("message", (data) => received(peer, String(data)));
    socket.on("close", () => peers.delete(peer));
  });

  const poll = setInterval(() => {
    for (const peer of peers) {
      // A stalled feed (a drill) holds the connection and sends nothing.
      if (peer.clientId === undefined || exchange.feedStalled(peer.clientId)) continue;
      const now = clock.now().getTime();
      for (const [token, last] of peer.sent) {
        const price = exchange.priceOf(token);
        const moved = price !== last.price;
        if (moved || (flatTrades && tradesAgain(last, price, now))) {
          // A flat trade is a volume-only `tf` (no `lp`), as Alice Blue sends between moves.
          last.at = now;
          last.bookAt = now;
          last.volume += 75;
          const changes = moved ? { lp: rupees(price), pc: "0.00" } : {};
          last.price = price;
          send(peer, {
            t: "tf",
            e: last.exchange,
            tk: token,
            ...changes,
            v: String(last.volume),
            ft: feedTime(),
          });
        } else if (options.bookMovesMs !== undefined && now - last.bookAt >= options.bookMovesMs) {
          // Quotes came and went, nobody traded: no `lp`, no `v`, yet a fresh `ft`.
          last.bookAt = now;
          bookMoves++;
          send(peer, {
            t: "tf",
            e: last.exchange,
            tk: token,
            bp1: rupees(price),
            sp1: rupees(price + 5),
            bq1: String(75 * (1 + (bookMoves % 20))),
            sq1: "75",
            ft: feedTime(),
          });
        }
      }
    }
  }, options.pollMs ?? 50);

  function drop(which: (peer: Peer) => boolean): void {
    for (const peer of [...peers]) {
      if (!which(peer)) continue;
      peers.delete(peer);
      peer.socket.terminate();
    }
  }
  const stopWatching = streamSessions.onInvalidate((clientId) =>
    drop((peer) => peer.clientId === clientId),
  );

  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}/NorenWS/`,
    violations,
    heartbeats: () => heartbeats,
    bookMovesSent: () => bookMoves,
    connections: () => peers.size,
    subscriptions: () => new Set([...peers].flatMap((peer) => [...peer.sent.keys()])),
    sessionsSeen: () => sessionsSeen,
    dropConnections: (clientId) =>
      drop((peer) => clientId === undefined || peer.clientId === clientId),
    close: () => {
      clearInterval(poll);
      stopWatching();
      drop(() => true);
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
