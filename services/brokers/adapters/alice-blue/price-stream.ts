import WebSocket from "ws";
import type { Paise } from "../../../../lib/money/paise";
import { parseRupees } from "../../../../lib/money/parse-rupees";
import type { BrokerSession } from "../../broker";
import type { BrokerCredentials } from "../../broker-credentials";
import { baseUrlOf, type RealBrokerDeps } from "../../real/real-broker-deps";
import type { BrokerScrip, ScripDirectory } from "../../real/scrip-master";
import type { BrokerPriceStream, PriceStreamDeps, PriceTick } from "../../streams/price-stream";
import { StreamConnectionBase } from "../../streams/stream-connection-base";
import { ALICE_BLUE_API } from "./alice-blue";
import { AliceBlueApi } from "./api";
import {
  ALICE_BLUE_HEARTBEAT_MS,
  ALICE_BLUE_STREAM_URL,
  connectMessageOf,
  readStreamMessage,
  scripKeysOf,
  type StreamMessage,
} from "./stream-wire";
import { ALICE_BLUE_PATHS, wsSessionResponseSchema, type WsSessionRequest } from "./wire";

/** What the stream is built with: the price stream's deps, and the adapter's host overrides. */
export interface AliceBlueStreamDeps extends PriceStreamDeps {
  /** As the adapter's: `api` is the REST host of the stream-session calls. */
  baseUrls?: RealBrokerDeps["baseUrls"];
  timeoutMs?: number;
  /** Between heartbeats; ALICE_BLUE_HEARTBEAT_MS unless a test wants to see them sooner. */
  heartbeatMs?: number;
}

/**
 * Alice Blue's market data over its websocket (stream-wire.ts). Each connection first asks the
 * REST API for a stream session (invalidateWsSess, then createWsSess, as OpenAlgo's working
 * client does), then opens the socket and authenticates with the twice-hashed session. The app's
 * credentials are not used: the trader's session is all the stream asks for.
 *
 * Alice Blue keeps one stream session per client: invalidating it (which every connection does
 * first) ends any other socket of the same client, so keep one connection per trader.
 */
export function createAliceBlueStream(
  _credentials: BrokerCredentials["aliceblue"],
  deps: AliceBlueStreamDeps,
): BrokerPriceStream {
  const api = new AliceBlueApi({
    baseUrl: baseUrlOf(deps, "api", ALICE_BLUE_API),
    fetch: deps.fetch,
    timeoutMs: deps.timeoutMs,
  });
  return {
    connect: (session) =>
      new AliceBlueStreamConnection(session, {
        ...deps,
        api,
        url: deps.url ?? ALICE_BLUE_STREAM_URL,
        heartbeatMs: deps.heartbeatMs ?? ALICE_BLUE_HEARTBEAT_MS,
      }),
  };
}

/** How long a close may wait for the broker's closing handshake before the socket is cut. */
const CLOSE_GRACE_MS = 1_000;

interface ConnectionDeps extends PriceStreamDeps {
  api: AliceBlueApi;
  url: string;
  heartbeatMs: number;
}

/** Holds each contract by its scrip: the broker's token and exchange both name it on the wire. */
class AliceBlueStreamConnection extends StreamConnectionBase<BrokerScrip> {
  private socket: WebSocket | undefined;
  /** The broker acknowledged the connect on `socket`: subscriptions may be sent. */
  private live = false;
  private heartbeat: ReturnType<typeof setInterval> | undefined;
  private opening: Promise<void> | undefined;
  private closing: Promise<void> | undefined;
  /** Failures told since the stream was last live: a dead session warns once, not every retry. */
  private readonly told = new Set<string>();
  /** Each held contract's last price and volume read: a `tf` without `lp` is judged on them. */
  private readonly seen = new Map<number, ContractSeen>();

  constructor(
    session: BrokerSession,
    private readonly deps: ConnectionDeps,
  ) {
    super(session);
    this.open();
  }

  subscribe(instrumentTokens: readonly number[]): void {
    // Every token is looked up before anything changes: an unknown one throws UNKNOWN_INSTRUMENT.
    const scrips = instrumentTokens.map((token) => this.deps.scrips.scripOf(token));
    const added = this.holdNew(scrips.map((scrip) => [scrip.instrumentToken, scrip] as const));
    // Before the broker's acknowledgement nothing is sent: the acknowledgement sends all held.
    if (added.length > 0 && this.live) this.send({ t: "t", k: scripKeysOf(added) });
  }

  unsubscribe(instrumentTokens: readonly number[]): void {
    const removed = this.release(instrumentTokens);
    for (const scrip of removed) this.seen.delete(scrip.instrumentToken);
    if (removed.length > 0 && this.live) this.send({ t: "u", k: scripKeysOf(removed) });
  }

  override renew(session: BrokerSession): void {
    super.renew(session);
    this.told.clear();
    this.deps.logger.info("Alice Blue stream: a new session for the next connection", {
      clientId: session.clientId,
    });
  }

  close(): Promise<void> {
    this.closing ??= this.shutDown();
    return this.closing;
  }

  private async shutDown(): Promise<void> {
    this.cancelRetry();
    this.stopHeartbeat();
    // A stream session being asked for now opens no socket once it answers (`closing` is set).
    await this.opening;
    const socket = this.socket;
    if (!socket || socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      const cut = setTimeout(() => socket.terminate(), CLOSE_GRACE_MS);
      socket.once("close", () => {
        clearTimeout(cut);
        resolve();
      });
      if (socket.readyState === WebSocket.OPEN) socket.close(1000);
      else socket.terminate();
    });
  }

  /** A new connection: the stream session over REST, then the socket. */
  private open(): void {
    this.opening = this.establish().finally(() => (this.opening = undefined));
  }

  private async establish(): Promise<void> {
    // Deferred a turn, so listeners added right after connect() hear "connecting".
    await Promise.resolve();
    if (this.closing) return;
    this.emitState("connecting");
    const session = this.session;
    try {
      await this.createStreamSession(session);
    } catch (error) {
      if (!this.closing) this.failed(error instanceof Error ? error.message : String(error));
      return;
    }
    if (!this.closing) this.openSocket(session);
  }

  /**
   * invalidateWsSess then createWsSess, both `{source: "API", userId}` on the trader's Bearer
   * session. The invalidation may fail (there was no stream session): only the creation counts.
   */
  private async createStreamSession(session: BrokerSession): Promise<void> {
    const json: WsSessionRequest = { source: "API", userId: session.clientId };
    const call = (path: string) =>
      this.deps.api.rows(session, { method: "POST", path, json, schema: wsSessionResponseSchema });
    await call(ALICE_BLUE_PATHS.invalidateWsSession).catch(() => undefined);
    await call(ALICE_BLUE_PATHS.createWsSession);
  }

  private openSocket(session: BrokerSession): void {
    const socket = new WebSocket(this.deps.url, { handshakeTimeout: 10_000 });
    this.socket = socket;
    socket.on("open", () => socket.send(JSON.stringify(connectMessageOf(session))));
    socket.on("message", (data) => {
      if (socket !== this.socket) return;
      const message = readStreamMessage(textOf(data));
      if (message) this.received(socket, message);
    });
    socket.on("error", (error) => {
      // The close that follows reconnects; the error says why (the URL carries no token).
      if (!this.closing) this.warn("Alice Blue stream socket failed", error.message);
    });
    socket.on("close", () => this.closed(socket));
  }

  private received(socket: WebSocket, message: StreamMessage): void {
    if (message.kind === "connected") {
      if (!message.ok) {
        this.warn("Alice Blue refused the stream's connect", "session not accepted");
        socket.close(1000);
        return;
      }
      this.live = true;
      this.failures = 0;
      this.told.clear();
      if (this.held.size > 0) this.send({ t: "t", k: scripKeysOf([...this.held.values()]) });
      this.heartbeat = setInterval(() => this.send({ t: "h", k: "" }), this.deps.heartbeatMs);
      this.deps.logger.info("Alice Blue stream live", {
        clientId: this.session.clientId,
        subscriptions: this.held.size,
      });
      this.emitState("live");
      return;
    }
    const read = readTickFrame(
      message,
      this.deps.scrips,
      () => this.deps.clock.now(),
      (token) => this.seen.get(token),
    );
    // A frame of a contract let go a moment ago (the unsubscribe still on its way) is dropped.
    if (!read || !this.held.has(read.instrumentToken)) return;
    this.seen.set(read.instrumentToken, read.seen);
    if (read.tick) this.emitTick(read.tick);
  }

  private closed(socket: WebSocket): void {
    if (socket !== this.socket) return;
    this.socket = undefined;
    this.live = false;
    this.stopHeartbeat();
    if (this.closing) return;
    this.failed("the connection closed");
  }

  /** Down, and the next connection after the backoff (on the newest session). */
  private failed(reason: string): void {
    this.warn("Alice Blue stream down", reason);
    this.emitState("down");
    this.retryIn(this.backoff(), () => {
      if (!this.closing) this.open();
    });
  }

  private warn(message: string, reason: string): void {
    const key = `${message}: ${reason}`;
    if (this.told.has(key)) return;
    this.told.add(key);
    this.deps.logger.warn(message, { clientId: this.session.clientId, reason });
  }

  private send(message: object): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(message));
  }

  private stopHeartbeat(): void {
    clearInterval(this.heartbeat);
    this.heartbeat = undefined;
  }
}

/** What the client last read of a contract: its last traded price and the day's volume. */
export interface ContractSeen {
  price: Paise | undefined;
  volume: number | undefined;
}

/**
 * A `tk`/`tf` frame read: the contract, by the broker's token and exchange (tokens repeat across
 * exchanges), what is now known of it, and the tick, if the frame tells of a trade. `lp` is
 * rupees to paise exactly; `ft` (epoch seconds) the tick's instant, the arrival time without it.
 *
 * `ft` is the feed's time of the frame, not of a trade (the docs' MCX depth sample: `ft`
 * 13:58:36 IST, `ltt` 13:58:12), and a `tf` carries only what changed: the touchline, the
 * change, the OI move with `ft` and no trade. So a `tf` without `lp` is a trade at the last
 * price only when its volume grew past the last read (the price held, someone traded);
 * otherwise it makes no tick, or a quote change would re-date an old price as live. An `lp` of
 * zero is no price (nothing traded yet, or OpenAlgo's "0 for unchanged"). A `tk` is the full
 * state: it starts afresh, and without `lp` leaves no price to trade at.
 */
export function readTickFrame(
  message: Extract<StreamMessage, { kind: "tick" }>,
  scrips: ScripDirectory,
  arrivedAt: () => Date,
  seenOf: (instrumentToken: number) => ContractSeen | undefined = () => undefined,
): { instrumentToken: number; seen: ContractSeen; tick?: PriceTick } | undefined {
  const scrip = scrips.byToken(message.token);
  if (!scrip || scrip.exchange !== message.exchange) return undefined;
  const { instrumentToken } = scrip;
  const before: ContractSeen =
    message.frame === "tk"
      ? { price: undefined, volume: undefined }
      : (seenOf(instrumentToken) ?? { price: undefined, volume: undefined });
  const listed = message.lastPrice === undefined ? undefined : parseRupees(message.lastPrice);
  const lastPrice = listed !== undefined && listed > 0 ? listed : undefined;
  const seen: ContractSeen = {
    price: lastPrice ?? before.price,
    volume: message.volume ?? before.volume,
  };
  const traded =
    message.volume !== undefined && before.volume !== undefined && message.volume > before.volume;
  const price = lastPrice ?? (traded ? before.price : undefined);
  if (price === undefined) return { instrumentToken, seen };
  const feedSeconds = Number(message.feedTime ?? 0);
  const at = feedSeconds > 0 ? new Date(feedSeconds * 1000) : arrivedAt();
  return { instrumentToken, seen, tick: { instrumentToken, price, at } };
}

function textOf(data: WebSocket.RawData): string {
  if (Buffer.isBuffer(data)) return data.toString("utf8");
  if (Array.isArray(data)) return Buffer.concat(data).toString("utf8");
  return Buffer.from(data).toString("utf8");
}
