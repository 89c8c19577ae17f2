import { tradesAgain, type LastSent } from "../../testing/flat-trades";
import type { IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import WebSocket, { WebSocketServer, type RawData } from "ws";
import { IST_OFFSET_MINUTES } from "../../../../lib/market/india-time";
import { systemClock, type Clock } from "../../../../lib/time/clock";
import type { ScripDirectory } from "../../real/scrip-master";
import type { FakeStream } from "../../streams/testing/fake-stream";
import type { FakeExchange } from "../../testing/fake-exchange";
import { DERIVATIVES, feedRequestSchema, NSE } from "./wire";

/** The path of 5paisa's feed: the client is pointed at `ws://127.0.0.1:<port>` + this. */
export const FAKE_FEED_PATH = "/feeds/api/chat";

/** How often the fake looks for moved prices to push. */
const POLL_MS = 50;

/** Close code of a frame the fake refuses (what 5paisa does then is not documented). */
const POLICY_VIOLATION = 1008;

export interface FakeFivePaisaStreamOptions {
  exchange: FakeExchange;
  scrips: ScripDirectory;
  /** TickDt's clock: the sandbox's or a test's; real time when not given. */
  clock?: Clock;
}

interface FeedClient {
  socket: WebSocket;
  clientCode: string;
  /** Scrip code → the last price pushed (paise) and when (ms, the fake's clock). */
  subscribed: Map<string, LastSent>;
}

/**
 * A local 5paisa market feed speaking the openfeed wire format (wire.ts, from the docs'
 * samples): the login is the URL's `Value1=<access token>|<client code>` (refused with HTTP 401
 * unless the exchange knows the token and it is that client's), subscribe and unsubscribe are
 * checked `MarketFeedV3` frames, and ticks are arrays of MarketFeedV3 rows: one row per scrip on
 * subscribe, then one whenever `exchange.priceOf` moves. Pings are answered (ws does so).
 */
export async function startFakeFivePaisaStream({
  exchange,
  scrips,
  clock = systemClock,
}: FakeFivePaisaStreamOptions): Promise<FakeStream> {
  const clients = new Set<FeedClient>();
  const seen: string[] = [];
  const server = new WebSocketServer({
    host: "127.0.0.1",
    port: 0,
    path: FAKE_FEED_PATH,
    verifyClient: ({ req }, accept) => {
      const login = loginOf(req);
      const ok = login !== undefined && exchange.clientOf(login.accessToken) === login.clientCode;
      if (ok) accept(true);
      else accept(false, 401, "Unauthorized");
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });

  server.on("connection", (socket, req) => {
    const login = loginOf(req)!;
    seen.push(login.accessToken);
    const client: FeedClient = { socket, clientCode: login.clientCode, subscribed: new Map() };
    clients.add(client);
    socket.on("close", () => clients.delete(client));
    socket.on("message", (data, isBinary) => {
      if (!handle(client, data, isBinary)) socket.close(POLICY_VIOLATION, "Invalid request");
    });
  });

  /** One client frame; false when it is not a request 5paisa documents. */
  function handle(client: FeedClient, data: RawData, isBinary: boolean): boolean {
    if (isBinary) return false;
    let json: unknown;
    try {
      json = JSON.parse(data.toString());
    } catch {
      return false;
    }
    const request = feedRequestSchema.safeParse(json);
    if (!request.success || request.data.ClientCode !== client.clientCode) return false;
    const codes = request.data.MarketFeedData.map((scrip) => String(scrip.ScripCode));
    if (request.data.Operation === "Unsubscribe") {
      for (const code of codes) client.subscribed.delete(code);
      return true;
    }
    const fresh = codes.filter((code) => !client.subscribed.has(code));
    const at = clock.now().getTime();
    for (const code of fresh) client.subscribed.set(code, { price: exchange.priceOf(code), at });
    push(client, fresh);
    return true;
  }

  function push(client: FeedClient, codes: readonly string[]): void {
    if (codes.length === 0 || client.socket.readyState !== WebSocket.OPEN) return;
    const at = clock.now();
    client.socket.send(JSON.stringify(codes.map((code) => tickRow(code, exchange, scrips, at))));
  }

  const poller = setInterval(() => {
    for (const client of clients) {
      const moved: string[] = [];
      const now = clock.now().getTime();
      for (const [code, last] of client.subscribed) {
        const price = exchange.priceOf(code);
        if (!tradesAgain(last, price, now)) continue;
        client.subscribed.set(code, { price, at: now });
        moved.push(code);
      }
      push(client, moved);
    }
  }, POLL_MS);

  const open = () => [...clients].filter((c) => c.socket.readyState === WebSocket.OPEN);
  const { port } = server.address() as AddressInfo;
  return {
    url: `ws://127.0.0.1:${port}${FAKE_FEED_PATH}`,
    connections: () => open().length,
    subscriptions: () => new Set(open().flatMap((c) => [...c.subscribed.keys()])),
    sessionsSeen: () => [...seen],
    dropConnections: () => {
      // A network blip: no close frame, the client sees the socket end.
      for (const client of clients) client.socket.terminate();
    },
    close: async () => {
      clearInterval(poller);
      for (const client of clients) client.socket.terminate();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

/** `Value1=<access token>|<client code>` of an upgrade request, or undefined. */
function loginOf(req: IncomingMessage): { accessToken: string; clientCode: string } | undefined {
  const value = new URL(req.url ?? "", "ws://fake").searchParams.get("Value1");
  const pipe = value?.lastIndexOf("|") ?? -1;
  if (!value || pipe <= 0 || pipe === value.length - 1) return undefined;
  return { accessToken: value.slice(0, pipe), clientCode: value.slice(pipe + 1) };
}

/**
 * A MarketFeedV3 row as the docs' sample answer spells it: rupees as numbers, TickDt as
 * "/Date(ms)/". The fake's market has one price, so the day's open, high, low and close are it.
 */
function tickRow(code: string, exchange: FakeExchange, scrips: ScripDirectory, at: Date) {
  const rupees = exchange.priceOf(code) / 100;
  const lot = scrips.byToken(code)?.lotSize ?? 1;
  return {
    Exch: NSE,
    ExchType: DERIVATIVES,
    Token: Number(code),
    LastRate: rupees,
    LastQty: lot,
    TotalQty: lot,
    High: rupees,
    Low: rupees,
    OpenRate: rupees,
    PClose: rupees,
    AvgRate: rupees,
    // Undocumented; the sample's 35950 reads as seconds since midnight (09:59:10).
    Time: secondsSinceIndiaMidnight(at),
    BidQty: 0,
    BidRate: 0,
    OffQty: 0,
    OffRate: 0,
    TBidQ: 0,
    TOffQ: 0,
    TickDt: `/Date(${at.getTime()})/`,
    ChgPcnt: 0,
  };
}

const IST_OFFSET_S = IST_OFFSET_MINUTES * 60;
const SECONDS_PER_DAY = 86_400;

function secondsSinceIndiaMidnight(at: Date): number {
  const seconds = Math.floor(at.getTime() / 1000) + IST_OFFSET_S;
  return ((seconds % SECONDS_PER_DAY) + SECONDS_PER_DAY) % SECONDS_PER_DAY;
}
