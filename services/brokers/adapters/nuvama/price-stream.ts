import { connect as connectTcp, type Socket } from "node:net";
import { connect as connectTls } from "node:tls";
import { z } from "zod";
import { parseRupees } from "../../../../lib/money/parse-rupees";
import type { Paise } from "../../../../lib/money/paise";
import { BrokerError, sessionExpired, type BrokerSession } from "../../broker";
import {
  reconnectDelayMs,
  type BrokerPriceStream,
  type PriceStreamDeps,
  type PriceTick,
  type StreamConnection,
  type StreamState,
} from "../../streams/price-stream";
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

class NuvamaConnection implements StreamConnection {
  /** Our instrument → its streaming symbol: what every (re)connect subscribes. */
  private readonly held = new Map<number, string>();
  private readonly tickListeners = new Set<(tick: PriceTick) => void>();
  private readonly stateListeners = new Set<(state: StreamState) => void>();
  private state: StreamState = "connecting";
  private socket: Socket | undefined;
  /** The open socket once connected, with the key its requests carry. */
  private live: { socket: Socket; appId: string } | undefined;
  /** Bumped by each attempt and by close: a key that arrives for an older attempt is dropped. */
  private attempt = 0;
  private failures = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private closing: Promise<void> | undefined;

  constructor(
    private session: BrokerSession,
    private readonly shared: Shared,
  ) {
    void this.open();
  }

  /**
   * Subscribes what the master lists; an instrument it does not list is thrown as
   * UNKNOWN_INSTRUMENT after the others are subscribed, so one odd contract spoils no other.
   */
  subscribe(instrumentTokens: readonly number[]): void {
    if (this.closing) return;
    const fresh: string[] = [];
    let unknown: BrokerError | undefined;
    for (const token of instrumentTokens) {
      if (this.held.has(token)) continue;
      try {
        const symbol = streamingSymbolOf(this.shared.deps.scrips.scripOf(token));
        this.held.set(token, symbol);
        fresh.push(symbol);
      } catch (error) {
        if (!(error instanceof BrokerError)) throw error;
        unknown ??= error;
      }
    }
    this.request(fresh, "subscribe");
    if (unknown) throw unknown;
  }

  /**
   * Unsubscribes by symbol, as StockSharp's client does; the SDK only ever unsubscribes its whole
   * quote feed. A tick that still comes for one is dropped (`read`).
   */
  unsubscribe(instrumentTokens: readonly number[]): void {
    const symbols: string[] = [];
    for (const token of new Set(instrumentTokens)) {
      const symbol = this.held.get(token);
      if (symbol === undefined) continue;
      this.held.delete(token);
      symbols.push(symbol);
    }
    this.request(symbols, "unsubscribe");
  }

  /** The open socket streams on: its key is the app's. The next connect asks with `session`. */
  renew(session: BrokerSession): void {
    this.session = session;
  }

  onTick(listener: (tick: PriceTick) => void): () => void {
    this.tickListeners.add(listener);
    return () => this.tickListeners.delete(listener);
  }

  onState(listener: (state: StreamState) => void): () => void {
    this.stateListeners.add(listener);
    return () => this.stateListeners.delete(listener);
  }

  subscribed(): ReadonlySet<number> {
    return new Set(this.held.keys());
  }

  close(): Promise<void> {
    if (this.closing) return this.closing;
    this.attempt++;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = undefined;
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
    this.setState("connecting");
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
      this.setState("live");
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
    this.setState("down");
    const delay = reconnectDelayMs(this.failures++);
    this.reconnectTimer = setTimeout(() => {
      this.reconnectTimer = undefined;
      void this.open();
    }, delay);
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
    for (const listener of this.tickListeners) {
      try {
        listener(tick);
      } catch (error) {
        this.shared.deps.logger.error("A Nuvama price listener failed", { error });
      }
    }
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

  private setState(state: StreamState): void {
    if (state === this.state) return;
    this.state = state;
    for (const listener of this.stateListeners) listener(state);
  }
}
