import { connect as connectTcp, type Socket } from "node:net";
import { connect as connectTls } from "node:tls";
import { z } from "zod";
import { parseRupees } from "../../../../lib/money/parse-rupees";
import type { Paise } from "../../../../lib/money/paise";
import { BrokerError, sessionExpired, type BrokerSession } from "../../broker";
import type { BrokerPriceStream, PriceStreamDeps, PriceTick } from "../../streams/price-stream";
import { StreamConnectionBase } from "../../streams/stream-connection-base";
import { catalogueRecord } from "../hand-off-broker";
import { requireConfigured } from "../not-available";
import { NuvamaAppIdKey } from "./app-id-key";
import type { NuvamaCredentials } from "./nuvama";
import { streamingSymbolOf, tokenOfStreamingSymbol } from "./orders";
import { unpackNuvamaSession } from "./session";
import {
  LineReader,
  NUVAMA_HEARTBEAT,
  NUVAMA_HEARTBEAT_MS,
  NUVAMA_STREAM_URL,
  QUOTE_STREAMING_TYPE,
  quoteRequestLine,
  quoteTickSchema,
  streamAnswerSchema,
  tickTimeOf,
  type QuoteTick,
} from "./stream-wire";
import { NuvamaTransport } from "./transport";
import {
  APP_ID_KEY_HEADER,
  NUVAMA_API_URL,
  NUVAMA_PATHS,
  isSessionExpiredBody,
  nuvamaReasonOf,
} from "./wire";

// Nuvama's streamer: docs/brokers/nuvama.md, "Price stream", settles each fact used here.

const NAME = catalogueRecord("nuvama").name;

/** A connection that stayed up this long was healthy: the next drop retries at the first delay. */
const STABLE_MS = 10_000;
/** How long the first bytes may take; Nuvama states none (the SDK's socket waits 100 s). */
const CONNECT_TIMEOUT_MS = 10_000;
/**
 * TCP keepalive: the streamer sends nothing when no subscribed contract trades, so a silent
 * connection is normal and only the OS can tell a dead one.
 */
const KEEPALIVE_MS = 30_000;

export interface NuvamaStreamOptions {
  /** NUVAMA_HEARTBEAT_MS unless a test wants heartbeats sooner. */
  heartbeatMs?: number;
}

/**
 * Nuvama's market data over its streamer (D5, S1): one plain TCP connection per session, quote
 * subscriptions by streaming symbol (`<exchange token>_NFO`), line-delimited JSON answers with the
 * last traded price in rupees. The streamer takes no user session: each request carries only the
 * app's AppIdKey (`appID`). So every (re)connect first asks Nuvama for the newest key with the
 * connection's session, as the REST calls do (D1: each answer may hand over a new key; none is
 * configured yet, NUVAMA_APP_ID_KEY): an expired session gets no key and the stream stays down
 * until `renew` gives it the new one. `deps.url` (tcp://host:port, or tls://) points it at a fake.
 */
export function createNuvamaStream(
  credentials: NuvamaCredentials,
  deps: PriceStreamDeps,
  options: NuvamaStreamOptions = {},
): BrokerPriceStream {
  const endpoint = endpointOf(deps.url ?? NUVAMA_STREAM_URL);
  const keys = new NuvamaStreamKeys(credentials, deps);
  const heartbeatMs = options.heartbeatMs ?? NUVAMA_HEARTBEAT_MS;
  return {
    connect: (session) => new NuvamaConnection(session, { deps, keys, endpoint, heartbeatMs }),
  };
}

interface Endpoint {
  tls: boolean;
  host: string;
  port: number;
}

function endpointOf(url: string): Endpoint {
  const parsed = new URL(url);
  const port = Number(parsed.port);
  if (!["tcp:", "tls:"].includes(parsed.protocol) || !parsed.hostname || !(port > 0)) {
    throw new Error(`Nuvama's stream is at tcp://host:port (or tls://), not ${url}`);
  }
  return { tls: parsed.protocol === "tls:", host: parsed.hostname, port };
}

/**
 * The AppIdKey a connection sends: the newest Nuvama handed out, asked for with the connection's
 * session (a limits call: every logged-in answer carries a key, D1, and this one reads nothing
 * else). One per stream, as the key is the app's: it starts from the configured key, and a
 * reconnect sends the key the last answer carried.
 */
class NuvamaStreamKeys {
  private readonly key: NuvamaAppIdKey;
  private readonly http: NuvamaTransport;

  constructor(
    private readonly credentials: NuvamaCredentials,
    deps: PriceStreamDeps,
  ) {
    this.key = new NuvamaAppIdKey(credentials.appIdKey);
    this.http = new NuvamaTransport(
      {
        brokerName: NAME,
        baseUrl: NUVAMA_API_URL,
        fetch: deps.fetch,
        errorMessage: nuvamaReasonOf,
      },
      this.key,
    );
  }

  async keyFor(session: BrokerSession): Promise<string> {
    const parts = unpackNuvamaSession(session, NAME);
    const { body } = await this.http.request({
      method: "GET",
      path: NUVAMA_PATHS.limits(parts.account),
      headers: {
        Source: requireConfigured(this.credentials.apiKey, NAME, "NUVAMA_API_KEY"),
        SourceToken: parts.vendorToken,
        Authorization: parts.auth,
      },
      schema: z.unknown(),
      sessionExpiredStatuses: [401],
    });
    if (isSessionExpiredBody(body)) throw sessionExpired(NAME);
    const key = this.key.headers()[APP_ID_KEY_HEADER];
    if (!key) {
      throw new BrokerError(
        "NOT_AVAILABLE",
        `${NAME} handed out no AppIdKey and none is configured (NUVAMA_APP_ID_KEY)`,
      );
    }
    return key;
  }
}

interface Shared {
  deps: PriceStreamDeps;
  keys: NuvamaStreamKeys;
  endpoint: Endpoint;
  heartbeatMs: number;
}

/**
 * Holds each contract by its streaming symbol. A renewed session waits for the next connect: the
 * open socket streams on, as its key is the app's.
 */
class NuvamaConnection extends StreamConnectionBase<string> {
  private socket: Socket | undefined;
  /** The open socket once connected, with the key its requests carry. */
  private live: { socket: Socket; appId: string } | undefined;
  /** Bumped by each attempt and by close: a key that arrives for an older attempt is dropped. */
  private attempt = 0;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private closing: Promise<void> | undefined;

  constructor(
    session: BrokerSession,
    private readonly shared: Shared,
  ) {
    // Its first "connecting" is not told; a reconnect's is.
    super(session, "connecting");
    void this.open();
  }

  /**
   * Subscribes what the master lists; an instrument it does not list is thrown as
   * UNKNOWN_INSTRUMENT after the others are subscribed, so one odd contract spoils no other.
   */
  subscribe(instrumentTokens: readonly number[]): void {
    if (this.closing) return;
    const { added, refusal } = this.holdKnown(
      instrumentTokens,
      (token) => streamingSymbolOf(this.shared.deps.scrips.scripOf(token)),
      (error) => error instanceof BrokerError,
    );
    this.request(added, "subscribe");
    if (refusal !== undefined) throw refusal;
  }

  /**
   * Unsubscribes by symbol, as StockSharp's client does; the SDK only ever unsubscribes its whole
   * quote feed. A tick that still comes for one is dropped (`read`).
   */
  unsubscribe(instrumentTokens: readonly number[]): void {
    this.request(this.release(instrumentTokens), "unsubscribe");
  }

  close(): Promise<void> {
    if (this.closing) return this.closing;
    this.attempt++;
    this.cancelRetry();
    this.stopHeartbeat();
    const socket = this.socket;
    this.closing = new Promise<void>((resolve) => {
      if (!socket || socket.destroyed) return resolve();
      socket.once("close", () => resolve());
      // Nothing to say first: the SDK just drops the socket, and Nuvama ends the subscriptions.
      socket.destroy();
    });
    return this.closing;
  }

  private async open(): Promise<void> {
    const attempt = ++this.attempt;
    this.emitState("connecting");
    const session = this.session;
    let appId: string;
    try {
      appId = await this.shared.keys.keyFor(session);
    } catch (error) {
      if (attempt !== this.attempt) return;
      this.shared.deps.logger.warn("Nuvama price stream got no AppIdKey: retrying", {
        clientId: session.clientId,
        reason: error instanceof BrokerError ? error.code : "error",
        message: error instanceof Error ? error.message : String(error),
      });
      return this.retry();
    }
    if (attempt !== this.attempt) return;
    this.dial(session, appId);
  }

  private dial(session: BrokerSession, appId: string): void {
    const { host, port, tls } = this.shared.endpoint;
    const socket = tls ? connectTls({ host, port, servername: host }) : connectTcp({ host, port });
    this.socket = socket;
    socket.setEncoding("utf8");
    socket.setTimeout(CONNECT_TIMEOUT_MS, () => socket.destroy());
    const lines = new LineReader();
    let liveSince: number | undefined;
    let unreadableLogged = false;
    const unreadable = (what: string) => {
      // Once per connection: a feed of odd lines would otherwise log at tick rate.
      if (unreadableLogged) return;
      unreadableLogged = true;
      this.shared.deps.logger.warn("Nuvama price stream sent what we cannot read", {
        clientId: session.clientId,
        what,
      });
    };

    socket.once(tls ? "secureConnect" : "connect", () => {
      if (this.socket !== socket || this.closing) return;
      socket.setTimeout(0);
      socket.setKeepAlive(true, KEEPALIVE_MS);
      liveSince = performance.now();
      this.live = { socket, appId };
      this.shared.deps.logger.info("Nuvama price stream live", {
        clientId: session.clientId,
        subscriptions: this.held.size,
      });
      this.emitState("live");
      this.request([...this.held.values()], "subscribe");
      this.startHeartbeat(socket);
    });
    socket.on("data", (chunk: string) => {
      if (this.socket !== socket || this.closing) return;
      let complete: string[];
      try {
        complete = lines.push(chunk);
      } catch {
        unreadable("a line without end");
        socket.destroy();
        return;
      }
      for (const line of complete) this.read(line, unreadable);
    });
    socket.on("error", (error) => {
      if (this.closing) return;
      this.shared.deps.logger.warn("Nuvama price stream connection failed", {
        clientId: session.clientId,
        error: error.message,
      });
    });
    socket.on("close", () => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.live = undefined;
      this.stopHeartbeat();
      if (this.closing) return;
      if (liveSince !== undefined && performance.now() - liveSince >= STABLE_MS) this.failures = 0;
      this.shared.deps.logger.warn("Nuvama price stream dropped: reconnecting", {
        clientId: session.clientId,
      });
      this.retry();
    });
  }

  private retry(): void {
    if (this.closing) return;
    this.emitState("down");
    this.retryIn(this.backoff(), () => void this.open());
  }

  /** One request for `symbols` on the open socket; none open: the next connect sends them all. */
  private request(symbols: readonly string[], type: "subscribe" | "unsubscribe"): void {
    if (symbols.length === 0 || !this.live) return;
    this.live.socket.write(quoteRequestLine(this.live.appId, symbols, type));
  }

  private read(line: string, unreadable: (what: string) => void): void {
    if (line.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      return unreadable("a line that is not JSON");
    }
    const answer = streamAnswerSchema.safeParse(value);
    if (!answer.success) {
      const keys = value && typeof value === "object" ? Object.keys(value).join(",") : typeof value;
      return unreadable(`an answer without 'response' (${keys || "empty"})`);
    }
    // Other feeds (orders, depth) are not ours to read.
    if (answer.data.response.streaming_type !== QUOTE_STREAMING_TYPE) return;
    const data = answer.data.response.data;
    for (const item of Array.isArray(data) ? data : [data]) {
      const quote = quoteTickSchema.safeParse(item);
      if (!quote.success) return unreadable("a quote without 'sym' or 'ltp'");
      this.tick(quote.data, unreadable);
    }
  }

  private tick(quote: QuoteTick, unreadable: (what: string) => void): void {
    const scrip = this.shared.deps.scrips.byToken(tokenOfStreamingSymbol(quote.sym));
    // A contract we no longer hold (an unsubscribe Nuvama did not act on yet) or never listed.
    if (!scrip || !this.held.has(scrip.instrumentToken)) return;
    let price: Paise;
    try {
      price = parseRupees(quote.ltp);
    } catch {
      return unreadable("an 'ltp' that is not a number");
    }
    // 0 is "not traded yet", left out as the quote call leaves it out.
    if (price <= 0) return;
    const at = tickTimeOf(quote.ltt) ?? this.shared.deps.clock.now();
    const tick: PriceTick = { instrumentToken: scrip.instrumentToken, price, at };
    this.emitTick(tick);
  }

  protected override tickListenerFailed(error: unknown): void {
    this.shared.deps.logger.error("A Nuvama price listener failed", { error });
  }

  private startHeartbeat(socket: Socket): void {
    this.stopHeartbeat();
    this.heartbeat = setInterval(
      () => socket.write(`${NUVAMA_HEARTBEAT}\n`),
      this.shared.heartbeatMs,
    );
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}
