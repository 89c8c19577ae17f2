import { tradesAgain, type LastSent } from "../../testing/flat-trades";
import { createServer, type IncomingMessage } from "node:http";
import type { Duplex } from "node:stream";
import { WebSocketServer, type RawData, type WebSocket } from "ws";
import { systemClock, type Clock } from "../../../../lib/time/clock";
import type { ScripDirectory } from "../../real/scrip-master";
import type { FakeStream } from "../../streams/testing/fake-stream";
import type { FakeExchange } from "../../testing/fake-exchange";
import {
  encodeFrame,
  HDFC_SKY_STREAM_PATH,
  MAX_INSTRUMENTS_PER_CONNECTION,
  parseScripId,
  streamRequestSchema,
  type OutgoingPacket,
  type StreamRequest,
} from "./stream-wire";

export interface FakeHdfcSkyStreamOptions {
  exchange: FakeExchange;
  /** The contracts the fake's master lists: a scripId outside it is ignored. */
  scrips: ScripDirectory;
  apiKey: string;
  /** The packets' timestamps. */
  clock?: Clock;
  /** How often the exchange's prices are read for changes. */
  pollMs?: number;
}

/** The fake's controls, and what a test of the client's keep-alive reads. */
export interface FakeHdfcSkyStream extends FakeStream {
  /** Heartbeat requests received, over every connection. */
  heartbeats(): number;
  /** When false the fake answers no heartbeat (a gateway gone silent); true by default. */
  answerHeartbeats(answer: boolean): void;
}

interface Connection {
  socket: WebSocket;
  /** Broker token → the price last sent (paise) and when (undefined until the first tick). */
  scrips: Map<string, LastSent | undefined>;
}

/** F&O packets of NSE: the packet type the feed sends an NFO contract's prices under. */
const PACKET_TYPE = "NSE_FO_ALL";

/**
 * A local HDFC SKY market-data stream in the broker's wire format (stream-wire.ts): the
 * handshake authenticated by `token` and `api_key` in the query (401 otherwise, as the live
 * gateway answers), JSON text requests, binary GenericDTOList frames. It sends a tick when a
 * contract is subscribed and whenever a subscribed contract trades (moved, or flat-trades.ts).
 */
export async function startFakeHdfcSkyStream(
  options: FakeHdfcSkyStreamOptions,
): Promise<FakeHdfcSkyStream> {
  const { exchange, scrips, apiKey } = options;
  const clock = options.clock ?? systemClock;
  const connections = new Set<Connection>();
  const sessionsSeen: string[] = [];
  let heartbeats = 0;
  let answerHeartbeats = true;
  let sequenceNo = 0;

  const server = createServer((_request, response) => {
    response.writeHead(426, { "Content-Type": "text/plain" }).end("Upgrade Required");
  });
  const wss = new WebSocketServer({ noServer: true });

  server.on("upgrade", (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(request.url ?? "/", "http://fake");
    if (url.pathname !== HDFC_SKY_STREAM_PATH) return refuse(socket, 404, "Not Found");
    const token = url.searchParams.get("token") ?? undefined;
    if (url.searchParams.get("api_key") !== apiKey || !exchange.clientOf(token)) {
      return refuse(socket, 401, "Full authentication is required to access this resource");
    }
    wss.handleUpgrade(request, socket, head, (ws) => accept(ws, token ?? ""));
  });

  function accept(socket: WebSocket, token: string) {
    const connection: Connection = { socket, scrips: new Map() };
    connections.add(connection);
    sessionsSeen.push(token);
    socket.on("message", (data, isBinary) => onRequest(connection, data, isBinary));
    socket.on("close", () => connections.delete(connection));
    socket.on("error", () => connections.delete(connection));
  }

  function onRequest(connection: Connection, data: RawData, isBinary: boolean) {
    // Requests are JSON text; anything else is not a request this server reads.
    if (isBinary) return;
    let request: StreamRequest;
    try {
      const parsed = streamRequestSchema.safeParse(JSON.parse(String(data)));
      if (!parsed.success) return;
      request = parsed.data;
    } catch {
      return;
    }
    if (request.heart_beat) {
      heartbeats++;
      if (answerHeartbeats) send(connection, [{ packetType: "HEARTBEAT" }]);
    }
    for (const { scripId } of request.unSubscribe ?? []) {
      const token = ourToken(scripId);
      if (token) connection.scrips.delete(token);
    }
    const fresh: string[] = [];
    for (const { scripId } of request.subscribe ?? []) {
      const token = ourToken(scripId);
      if (!token || connection.scrips.has(token)) continue;
      // Beyond the documented 300 the live server's answer is unknown: the fake ignores them.
      if (connection.scrips.size >= MAX_INSTRUMENTS_PER_CONNECTION) break;
      connection.scrips.set(token, undefined);
      fresh.push(token);
    }
    if (fresh.length > 0) pushPrices(connection, fresh);
  }

  /** The token of a scripId whose prefix is its contract's segment in the master. */
  function ourToken(scripId: string): string | undefined {
    const parsed = parseScripId(scripId);
    const scrip = parsed && scrips.byToken(parsed.token);
    return scrip && scrip.exchange === parsed.prefix ? parsed.token : undefined;
  }

  /** Sends the price of each of `tokens` that traded since the last one sent (or never sent). */
  function pushPrices(connection: Connection, tokens: Iterable<string>) {
    const packets: OutgoingPacket[] = [];
    for (const token of tokens) {
      const price = exchange.priceOf(token);
      const now = clock.now().getTime();
      if (!tradesAgain(connection.scrips.get(token), price, now)) continue;
      connection.scrips.set(token, { price, at: now });
      packets.push({
        instrumentId: Number(token),
        packetType: PACKET_TYPE,
        packetTimestamp: now,
        sequenceNo: ++sequenceNo,
        mbpData: { lastTradedPrice: price / 100 },
      });
    }
    if (packets.length > 0) send(connection, packets);
  }

  function send(connection: Connection, packets: readonly OutgoingPacket[]) {
    if (connection.socket.readyState === connection.socket.OPEN) {
      connection.socket.send(encodeFrame(packets), { binary: true });
    }
  }

  const poll = setInterval(() => {
    for (const connection of connections) pushPrices(connection, [...connection.scrips.keys()]);
  }, options.pollMs ?? 50);

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (address === null || typeof address === "string") throw new Error("No port for the fake");

  function dropConnections() {
    for (const connection of connections) connection.socket.terminate();
    connections.clear();
  }

  return {
    url: `ws://127.0.0.1:${address.port}${HDFC_SKY_STREAM_PATH}`,
    connections: () => connections.size,
    subscriptions: () => new Set([...connections].flatMap((c) => [...c.scrips.keys()])),
    sessionsSeen: () => [...sessionsSeen],
    dropConnections,
    heartbeats: () => heartbeats,
    answerHeartbeats: (answer) => {
      answerHeartbeats = answer;
    },
    close: async () => {
      clearInterval(poll);
      dropConnections();
      wss.close();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** The gateway's refusal of a handshake: an HTTP answer instead of the upgrade. */
function refuse(socket: Duplex, status: 401 | 404, message: string) {
  const reason = status === 401 ? "Unauthorized" : "Not Found";
  const body = JSON.stringify({ status, error: reason, message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
