import WebSocket, { type RawData } from "ws";
import type { Paise } from "../../../../lib/money/paise";
import { BrokerError, type BrokerSession } from "../../broker";
import type { BrokerCredentials } from "../../broker-credentials";
import type { BrokerPriceStream, PriceStreamDeps, PriceTick } from "../../streams/price-stream";
import { StreamConnectionBase } from "../../streams/stream-connection-base";
import { dateOf, paiseOf } from "./api";
import {
  DERIVATIVES,
  FIVE_PAISA_FEED_URL,
  feedTickSchema,
  MARKET_FEED_METHOD,
  NSE,
  type FeedRequest,
  type FeedTick,
} from "./wire";

// 5paisa's market feed websocket: docs/brokers/5paisa.md, "Price stream", settles each fact.

type Credentials = BrokerCredentials["5paisa"];

/** Ping interval; a ping still unanswered at the next one ends the connection (then reconnect). */
export const FEED_HEARTBEAT_MS = 10_000;

/** Scrips per subscribe frame: OpenAlgo's working client sends 50 a frame; 5paisa states none. */
export const FEED_SCRIPS_PER_FRAME = 50;

/** A connection that stayed up this long was healthy: the next drop retries at the first delay. */
const STABLE_MS = 10_000;
const HANDSHAKE_TIMEOUT_MS = 10_000;
/** How long close() waits for 5paisa's close frame before cutting the socket. */
const CLOSE_GRACE_MS = 2_000;

export interface FivePaisaStreamOptions {
  /** FEED_HEARTBEAT_MS unless a test wants a dead connection found sooner. */
  heartbeatMs?: number;
}

/** `<endpoint>?Value1=<access token>|<client code>`: the pipe is literal, as the docs write it. */
export function fivePaisaFeedUrl(endpoint: string, session: BrokerSession): string {
  const token = encodeURIComponent(session.accessToken);
  return `${endpoint}?Value1=${token}|${encodeURIComponent(session.clientId)}`;
}

/**
 * 5paisa's market feed ("openfeed"): one websocket per session, `MarketFeedV3` subscriptions by
 * scrip code, JSON ticks with `LastRate` in rupees. The feed needs no REST call first and no
 * vendor key: the access token and client code in the URL are the whole login.
 */
export function createFivePaisaStream(
  _credentials: Credentials,
  deps: PriceStreamDeps,
  options: FivePaisaStreamOptions = {},
): BrokerPriceStream {
  const endpoint = deps.url ?? FIVE_PAISA_FEED_URL;
  const heartbeatMs = options.heartbeatMs ?? FEED_HEARTBEAT_MS;
  return {
    connect: (session) => new FivePaisaConnection(session, deps, endpoint, heartbeatMs),
  };
}

type Operation = FeedRequest["Operation"];

/**
 * Holds each contract by its scrip code. A renewed session waits for the next connection: the
 * open socket keeps its login, as 5paisa's URL carries the token.
 */
class FivePaisaConnection extends StreamConnectionBase<string> {
  private socket: WebSocket | undefined;
  /** The session the open socket logged in with: its frames name that client. */
  private socketSession: BrokerSession | undefined;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private closing: Promise<void> | undefined;

  constructor(
    session: BrokerSession,
    private readonly deps: PriceStreamDeps,
    private readonly endpoint: string,
    private readonly heartbeatMs: number,
  ) {
    // "connecting" is never told: the first state a listener hears is "live" or "down".
    super(session, "connecting");
    this.open();
  }

  /**
   * Subscribes what the broker's master lists; an instrument it does not list is thrown as
   * UNKNOWN_INSTRUMENT after the others are subscribed, so one odd contract spoils no other.
   */
  subscribe(instrumentTokens: readonly number[]): void {
    if (this.closing) return;
    const { added, refusal } = this.holdKnown(
      instrumentTokens,
      (token) => this.deps.scrips.scripOf(token).brokerToken,
      (error) => error instanceof BrokerError,
    );
    this.sendNow("Subscribe", added);
    if (refusal !== undefined) throw refusal;
  }

  unsubscribe(instrumentTokens: readonly number[]): void {
    this.sendNow("Unsubscribe", this.release(instrumentTokens));
  }

  close(): Promise<void> {
    if (this.closing) return this.closing;
    this.cancelRetry();
    this.stopHeartbeat();
    const socket = this.socket;
    this.closing = new Promise<void>((resolve) => {
      if (!socket) return resolve();
      const cut = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
      socket.once("close", () => {
        clearTimeout(cut);
        resolve();
      });
      if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
      else socket.close(1000);
    });
    return this.closing;
  }

  private open(): void {
    const session = this.session;
    const socket = new WebSocket(fivePaisaFeedUrl(this.endpoint, session), {
      handshakeTimeout: HANDSHAKE_TIMEOUT_MS,
    });
    this.socket = socket;
    let liveSince: number | undefined;
    let unreadableLogged = false;
    const unreadable = (what: string) => {
      // Once per connection: a feed of odd frames would otherwise log at tick rate.
      if (unreadableLogged) return;
      unreadableLogged = true;
      this.deps.logger.warn("5paisa price stream sent what we cannot read", {
        clientId: session.clientId,
        what,
      });
    };

    socket.on("open", () => {
      liveSince = performance.now();
      this.socketSession = session;
      this.deps.logger.info("5paisa price stream live", {
        clientId: session.clientId,
        subscriptions: this.held.size,
      });
      this.emitState("live");
      this.send(socket, session, "Subscribe", [...this.held.values()]);
      this.startHeartbeat(socket);
    });
    socket.on("message", (data, isBinary) => {
      if (this.socket !== socket || this.closing) return;
      if (isBinary) return unreadable("a binary frame");
      this.read(textOf(data), unreadable);
    });
    let reason: string | undefined;
    socket.on("error", (error) => {
      // ws's messages name the host or the HTTP status, never the URL; redacted all the same.
      reason = error.message.split(session.accessToken).join("<token>");
    });
    socket.on("close", (code) => {
      if (this.socket !== socket) return;
      this.socket = undefined;
      this.socketSession = undefined;
      this.stopHeartbeat();
      if (this.closing) return;
      const livedMs = liveSince === undefined ? undefined : performance.now() - liveSince;
      if (livedMs !== undefined && livedMs >= STABLE_MS) this.failures = 0;
      const delayMs = this.backoff();
      // Every drop of a live connection; then attempts 2, 4, 8…: a session refused all night
      // (the token expired at 23:59) logs a few lines, not one every 10 s.
      if (livedMs !== undefined || isPowerOfTwo(this.failures)) {
        this.deps.logger.warn("5paisa price stream down, reconnecting", {
          clientId: session.clientId,
          code,
          reason,
          attempt: this.failures,
          delayMs,
        });
      }
      this.emitState("down");
      this.retryIn(delayMs, () => this.open());
    });
  }

  /** Pings at every beat; a pong still missing at the next beat means a dead (half-open) link. */
  private startHeartbeat(socket: WebSocket): void {
    this.stopHeartbeat();
    let awaitingPong = false;
    socket.on("pong", () => (awaitingPong = false));
    this.heartbeat = setInterval(() => {
      if (socket.readyState !== WebSocket.OPEN) return;
      if (awaitingPong) {
        this.deps.logger.warn("5paisa price stream answered no ping, dropping it", {
          clientId: this.socketSession?.clientId,
        });
        socket.terminate();
        return;
      }
      awaitingPong = true;
      socket.ping();
    }, this.heartbeatMs);
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }

  private sendNow(operation: Operation, codes: readonly string[]): void {
    const socket = this.socket;
    // A socket still opening subscribes everything held once it opens.
    if (socket?.readyState === WebSocket.OPEN && this.socketSession) {
      this.send(socket, this.socketSession, operation, codes);
    }
  }

  private send(
    socket: WebSocket,
    session: BrokerSession,
    operation: Operation,
    codes: readonly string[],
  ): void {
    for (let i = 0; i < codes.length; i += FEED_SCRIPS_PER_FRAME) {
      const request: FeedRequest = {
        Method: MARKET_FEED_METHOD,
        Operation: operation,
        ClientCode: session.clientId,
        MarketFeedData: codes.slice(i, i + FEED_SCRIPS_PER_FRAME).map((code) => ({
          Exch: NSE,
          ExchType: DERIVATIVES,
          ScripCode: Number(code),
        })),
      };
      socket.send(JSON.stringify(request));
    }
  }

  private read(text: string, unreadable: (what: string) => void): void {
    let frame: unknown;
    try {
      frame = JSON.parse(text);
    } catch {
      return unreadable("a frame that is not JSON");
    }
    for (const row of Array.isArray(frame) ? frame : [frame]) {
      // Rows without Token and LastRate are not ticks (the order confirmations 5paisa pushes on
      // this socket unasked): passed over.
      const parsed = feedTickSchema.safeParse(row);
      if (!parsed.success) continue;
      const tick = this.tickOf(parsed.data, unreadable);
      if (tick) this.emitTick(tick);
    }
  }

  private tickOf(row: FeedTick, unreadable: (what: string) => void): PriceTick | undefined {
    if ((row.Exch ?? NSE) !== NSE || (row.ExchType ?? DERIVATIVES) !== DERIVATIVES) return;
    const code = String(row.Token);
    const scrip = this.deps.scrips.byToken(code);
    // A tick of a scrip just unsubscribed may still be on its way: not ours any more.
    if (!scrip || this.held.get(scrip.instrumentToken) !== code) return;
    let price: Paise;
    try {
      price = paiseOf(row.LastRate);
    } catch {
      return void unreadable(`a LastRate of ${String(row.LastRate)}`);
    }
    // LastRate 0: no trade yet today, not a price.
    if (price <= 0) return;
    const traded = dateOf(row.TickDt);
    // TickDt may be .NET's DateTime.MinValue (the docs' sample): then the arrival time.
    const at = traded && traded.getTime() > 0 ? traded : this.deps.clock.now();
    return { instrumentToken: scrip.instrumentToken, price, at };
  }

  protected override tickListenerFailed(error: unknown): void {
    this.deps.logger.error("5paisa price stream tick listener failed", { error });
  }
}

function isPowerOfTwo(n: number): boolean {
  return n > 0 && (n & (n - 1)) === 0;
}

function textOf(data: RawData): string {
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  if (data instanceof ArrayBuffer) return Buffer.from(data).toString("utf8");
  return data.toString("utf8");
}
