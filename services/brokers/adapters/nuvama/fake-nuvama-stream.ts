import { tradesAgain, type LastSent } from "../../testing/flat-trades";
import { createServer, type AddressInfo, type Socket } from "node:net";
import { paiseToDecimalString } from "../../../../lib/money/parse-rupees";
import { paise } from "../../../../lib/money/paise";
import { systemClock, type Clock } from "../../../../lib/time/clock";
import type { BrokerScrip } from "../../real/scrip-master";
import type { FakeStream } from "../../streams/testing/fake-stream";
import type { FakeExchange } from "../../testing/fake-exchange";
import type { FakeNuvamaAppIdKeys } from "./fake-nuvama";
import { packNuvamaSession } from "./session";
import {
  LineReader,
  NUVAMA_HEARTBEAT,
  QUOTE_STREAMING_TYPE,
  istTickTime,
  quoteRequestSchema,
  type QuoteRequest,
} from "./stream-wire";

export interface FakeNuvamaStreamOptions {
  exchange: FakeExchange;
  /** The contracts the fake lists: a subscription to any other symbol is a violation. */
  scrips: readonly BrokerScrip[];
  /** The keys the fake API handed out (`startFakeNuvama(…).appIdKeys`): requests carry one. */
  appIdKeys: FakeNuvamaAppIdKeys;
  clock?: Clock;
  /** How often prices are read for changes. */
  pollMs?: number;
  /**
   * A connection that sent nothing, not even a heartbeat, for this long is dropped: D5 asks for a
   * heartbeat every 2 minutes "to keep the connection alive". How long Nuvama waits is not stated.
   */
  idleMs?: number;
}

/** The fake streamer running, with what the contract drives and what a test inspects. */
export interface FakeNuvamaStream extends FakeStream {
  /** Every line off Nuvama's format, described; empty when the client kept to it. */
  readonly violations: readonly string[];
  /** Heartbeats (`{}`) received, over all connections. */
  heartbeats(): number;
}

interface Client {
  socket: Socket;
  /** Broker tokens subscribed, with the price last sent of each and when (undefined: none yet). */
  subscribed: Map<string, LastSent | undefined>;
  /** The session this connection's requests came from, as sessionsSeen records it. */
  session: string | undefined;
  heardAt: number;
}

/**
 * Nuvama's streamer on 127.0.0.1 (plain TCP, as Nuvama's is): requests and answers one JSON
 * object a line, quote subscriptions as the SDK sends them (stream-wire.ts). Every request must
 * carry an AppIdKey the fake API handed out on a session the exchange still knows, or the
 * vendor's own key; any other closes the connection (Nuvama's refusal is not documented). A
 * subscription is answered with the contract's price at once, then each time it trades at
 * `exchange.priceOf` (moved, or flat-trades.ts), read every `pollMs`.
 */
export async function startFakeNuvamaStream(
  options: FakeNuvamaStreamOptions,
): Promise<FakeNuvamaStream> {
  const { exchange, appIdKeys } = options;
  const clock = options.clock ?? systemClock;
  const idleMs = options.idleMs ?? 150_000;
  const listed = new Map(options.scrips.map((scrip) => [scrip.brokerToken, scrip]));
  const clients = new Set<Client>();
  const violations: string[] = [];
  const seen: string[] = [];
  let heartbeats = 0;

  const quoteLine = (brokerToken: string, price: number): string => {
    const scrip = listed.get(brokerToken);
    const answer = {
      response: {
        streaming_type: QUOTE_STREAMING_TYPE,
        data: {
          sym: `${brokerToken}_${scrip?.exchange ?? "NFO"}`,
          ltp: paiseToDecimalString(paise(price)),
          ltt: istTickTime(clock.now()),
        },
      },
    };
    return `${JSON.stringify(answer)}\n`;
  };

  const send = (client: Client, brokerToken: string) => {
    const price = exchange.priceOf(brokerToken);
    client.subscribed.set(brokerToken, { price, at: clock.now().getTime() });
    client.socket.write(quoteLine(brokerToken, price));
  };

  /** Ends a connection, counted gone at once (its socket's "close" comes a tick later). */
  const drop = (client: Client) => {
    clients.delete(client);
    client.socket.destroy();
  };

  /** The session the key was handed out on, packed as the client packs it; undefined: refused. */
  const sessionOfKey = (key: string): string | undefined => {
    if (!appIdKeys.issued(key)) return undefined;
    if (key === appIdKeys.vendorKey) return key;
    const parts = appIdKeys.sessionOf(key);
    if (!parts || exchange.clientOf(parts.auth) === undefined) return undefined;
    return packNuvamaSession(parts).accessToken;
  };

  const handle = (client: Client, request: QuoteRequest) => {
    const { appID, data, request_type } = request.request;
    const session = sessionOfKey(appID);
    if (session === undefined) return drop(client);
    if (session !== client.session) {
      client.session = session;
      seen.push(session);
    }
    for (const { symbol } of data.symbols) {
      const [brokerToken = "", segment] = symbol.split("_");
      if (listed.get(brokerToken)?.exchange !== segment) {
        violations.push(`${symbol}: not a contract the master lists`);
        continue;
      }
      if (request_type === "unsubscribe") client.subscribed.delete(brokerToken);
      else if (!client.subscribed.has(brokerToken)) send(client, brokerToken);
    }
  };

  const read = (client: Client, line: string) => {
    if (line.trim() === "") return;
    client.heardAt = performance.now();
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      violations.push(`not JSON: ${line.slice(0, 80)}`);
      return;
    }
    if (JSON.stringify(value) === NUVAMA_HEARTBEAT) {
      heartbeats++;
      return;
    }
    const request = quoteRequestSchema.safeParse(value);
    if (!request.success) {
      const issues = request.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
      violations.push(`request off Nuvama's format (${issues.join("; ")})`);
      return;
    }
    handle(client, request.data);
  };

  const server = createServer((socket) => {
    const client: Client = {
      socket,
      subscribed: new Map(),
      session: undefined,
      heardAt: performance.now(),
    };
    clients.add(client);
    socket.setEncoding("utf8");
    const lines = new LineReader();
    socket.on("data", (chunk: string) => {
      let complete: string[];
      try {
        complete = lines.push(chunk);
      } catch (error) {
        violations.push(error instanceof Error ? error.message : String(error));
        drop(client);
        return;
      }
      for (const line of complete) if (clients.has(client)) read(client, line);
    });
    socket.on("error", () => {
      // A client that resets its connection: its "close" follows.
    });
    socket.on("close", () => clients.delete(client));
  });

  const poll = setInterval(() => {
    const now = performance.now();
    for (const client of clients) {
      if (now - client.heardAt > idleMs) {
        drop(client);
        continue;
      }
      for (const [brokerToken, sent] of client.subscribed) {
        if (tradesAgain(sent, exchange.priceOf(brokerToken), clock.now().getTime())) {
          send(client, brokerToken);
        }
      }
    }
  }, options.pollMs ?? 50);

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `tcp://127.0.0.1:${port}`,
    violations,
    heartbeats: () => heartbeats,
    connections: () => clients.size,
    subscriptions: () => {
      const tokens = new Set<string>();
      for (const client of clients) for (const token of client.subscribed.keys()) tokens.add(token);
      return tokens;
    },
    sessionsSeen: () => [...seen],
    dropConnections: () => {
      for (const client of clients) drop(client);
    },
    close: async () => {
      clearInterval(poll);
      for (const client of clients) drop(client);
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
