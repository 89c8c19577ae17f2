import WebSocket, { type RawData } from "ws";
import type { Paise } from "../../../../lib/money/paise";
import { parseRupees } from "../../../../lib/money/parse-rupees";
import type { Logger } from "../../../logger";
import { BrokerError, type BrokerSession } from "../../broker";
import type { BrokerScrip } from "../../real/scrip-master";
import type { BrokerPriceStream, PriceStreamDeps, PriceTick } from "../../streams/price-stream";
import { StreamConnectionBase } from "../../streams/stream-connection-base";
import { HDFC_SKY_USER_AGENT } from "./constants";
import {
  decodeFrame,
  HDFC_SKY_STREAM_URL,
  HEARTBEAT_MS,
  HEARTBEAT_REQUEST,
  isIndexPacket,
  MAX_CONNECTIONS_PER_API_KEY,
  MAX_INSTRUMENTS_PER_CONNECTION,
  SCRIPS_PER_FRAME,
  scripIdOf,
  streamUrl,
  subscriptionRequest,
  type Packet,
  type StreamRequest,
} from "./stream-wire";

const NAME = "HDFC SKY";

/** The app's key; the stream serves both apps (HDFC SKY and HDFC SKY Strategy) alike. */
export interface HdfcSkyStreamCredentials {
  apiKey: string | undefined;
}

/** The stream's clocks; tests shorten them. */
export interface HdfcSkyStreamTiming {
  heartbeatMs: number;
  /** No frame for this long (not even the heartbeat's answer) and the socket is presumed dead. */
  stallMs: number;
  handshakeMs: number;
  /** How long close() waits for the server's close frame before cutting the socket. */
  closeGraceMs: number;
}

const DEFAULT_TIMING: HdfcSkyStreamTiming = {
  heartbeatMs: HEARTBEAT_MS,
  // OpenAlgo's data-stall window on the live feed.
  stallMs: 90_000,
  handshakeMs: 10_000,
  closeGraceMs: 2_000,
};

/**
 * HDFC SKY's market-data stream: a websocket per `connect(session)`, authenticated in its query
 * (the trader's access token and the app's key), JSON text requests, binary protobuf ticks
 * (stream-wire.ts). HDFC allows 3 connections per API key and 300 instruments on each, so the
 * hub shares the key's connections among all its traders (`shared`; docs/brokers/hdfc-sky.md,
 * "Price stream").
 */
export function createHdfcSkyStream(
  credentials: HdfcSkyStreamCredentials,
  deps: PriceStreamDeps,
  timing: Partial<HdfcSkyStreamTiming> = {},
): BrokerPriceStream {
  return {
    shared: {
      connections: MAX_CONNECTIONS_PER_API_KEY,
      instrumentsPerConnection: MAX_INSTRUMENTS_PER_CONNECTION,
    },
    connect(session) {
      if (!credentials.apiKey) {
        throw new BrokerError("NOT_AVAILABLE", `${NAME}'s price stream needs the app's API key`);
      }
      return new HdfcSkyConnection(credentials.apiKey, session, deps, {
        ...DEFAULT_TIMING,
        ...timing,
      });
    },
  };
}

/**
 * Holds each contract by the scripId it was asked by (kept, so an unsubscribe does not depend on
 * the master still listing it).
 */
class HdfcSkyConnection extends StreamConnectionBase<string> {
  private readonly endpoint: string;
  private readonly log: Logger;
  private socket: WebSocket | undefined;
  private closed = false;
  private heartbeatTimer: NodeJS.Timeout | undefined;
  private stallTimer: NodeJS.Timeout | undefined;

  constructor(
    private readonly apiKey: string,
    session: BrokerSession,
    private readonly deps: PriceStreamDeps,
    private readonly timing: HdfcSkyStreamTiming,
  ) {
    super(session);
    this.endpoint = deps.url ?? HDFC_SKY_STREAM_URL;
    this.log = deps.logger;
    // A tick later, so listeners added right after connect() see "connecting".
    queueMicrotask(() => this.open());
  }

  subscribe(instrumentTokens: readonly number[]): void {
    if (this.closed) return;
    // Every token is checked before anything changes: an unknown one refuses the whole call.
    const fresh = new Map<number, string>();
    for (const token of instrumentTokens) {
      if (!this.held.has(token) && !fresh.has(token)) fresh.set(token, this.scripIdOf(token));
    }
    if (fresh.size === 0) return;
    if (this.held.size + fresh.size > MAX_INSTRUMENTS_PER_CONNECTION) {
      const message =
        `${NAME}'s stream carries at most ${MAX_INSTRUMENTS_PER_CONNECTION} instruments a ` +
        `connection: ${this.held.size} held, ${fresh.size} more asked`;
      this.log.warn(message);
      throw new BrokerError("REJECTED", message);
    }
    this.sendScrips("subscribe", this.holdNew(fresh));
  }

  unsubscribe(instrumentTokens: readonly number[]): void {
    this.sendScrips("unSubscribe", this.release(instrumentTokens));
  }

  async close(): Promise<void> {
    if (this.closed) return;
    this.closed = true;
    this.cancelRetry();
    this.stopKeepAlive();
    const socket = this.socket;
    this.socket = undefined;
    if (!socket || socket.readyState === WebSocket.CLOSED) return;
    await new Promise<void>((resolve) => {
      const cut = setTimeout(() => socket.terminate(), this.timing.closeGraceMs);
      socket.once("close", () => {
        clearTimeout(cut);
        resolve();
      });
      if (socket.readyState === WebSocket.CONNECTING) socket.terminate();
      else socket.close(1000, "closing");
    });
  }

  private open(): void {
    if (this.closed) return;
    this.emitState("connecting");
    const url = streamUrl(this.endpoint, this.session.accessToken, this.apiKey);
    const socket = new WebSocket(url, {
      headers: { "User-Agent": HDFC_SKY_USER_AGENT },
      handshakeTimeout: this.timing.handshakeMs,
    });
    this.socket = socket;
    socket.on("open", () => this.onOpen(socket));
    socket.on("message", (data, isBinary) => this.onMessage(socket, data, isBinary));
    socket.on("error", (error) => {
      // A refused handshake ("Unexpected server response: 401") lands here, then "close".
      if (socket === this.socket) {
        this.log.warn(`${NAME} stream error`, { error: this.redact(error.message) });
      }
    });
    socket.on("close", (code) => this.onClose(socket, code));
  }

  private onOpen(socket: WebSocket): void {
    if (socket !== this.socket) return;
    this.failures = 0;
    this.emitState("live");
    this.sendScrips("subscribe", [...this.held.values()]);
    this.heartbeatTimer = setInterval(() => this.send(HEARTBEAT_REQUEST), this.timing.heartbeatMs);
    this.stallTimer = setTimeout(() => {
      this.log.warn(`${NAME} stream went silent: reconnecting`, { afterMs: this.timing.stallMs });
      socket.terminate();
    }, this.timing.stallMs);
  }

  private onClose(socket: WebSocket, code: number): void {
    if (socket !== this.socket) return;
    this.socket = undefined;
    this.stopKeepAlive();
    if (this.closed) return;
    const delayMs = this.backoff();
    this.log.info(`${NAME} stream down: reconnecting`, { code, delayMs, attempt: this.failures });
    this.emitState("down");
    this.retryIn(delayMs, () => this.open());
  }

  private onMessage(socket: WebSocket, data: RawData, isBinary: boolean): void {
    if (socket !== this.socket) return;
    this.stallTimer?.refresh();
    const bytes = bytesOf(data);
    if (!isBinary) {
      // Text frames are the server's acknowledgements and errors; there is no documented shape.
      this.log.info(`${NAME} stream said`, { text: this.redact(bytes.toString("utf8", 0, 500)) });
      return;
    }
    let packets: Packet[];
    try {
      const frame = decodeFrame(bytes);
      packets = frame.packets;
      if (frame.unreadable > 0) {
        this.log.warn(`${NAME} stream sent packets we cannot read`, { count: frame.unreadable });
      }
    } catch (error) {
      this.log.warn(`${NAME} stream sent a frame we cannot read`, {
        bytes: bytes.length,
        error: error instanceof Error ? error.message : String(error),
      });
      return;
    }
    for (const packet of packets) {
      const tick = this.tickOf(packet);
      if (tick) this.emitTick(tick);
    }
  }

  /** Our tick of a packet, or undefined for a heartbeat, a packet with no price, or not ours. */
  private tickOf(packet: Packet): PriceTick | undefined {
    if (packet.packetType === "HEARTBEAT" || !packet.instrumentId) return undefined;
    const scrip = this.deps.scrips.byToken(String(packet.instrumentId));
    // An unsubscribed contract's ticks may still be in flight.
    if (!scrip || !this.held.has(scrip.instrumentToken)) return undefined;
    const rupees = isIndexPacket(packet)
      ? packet.indexData?.indexValue
      : packet.mbpData?.lastTradedPrice;
    // 0 is proto3's absent value: a greek or status packet, or no trade yet.
    if (rupees === undefined || !(rupees > 0)) return undefined;
    const price = this.paiseOf(rupees, scrip);
    return price === undefined
      ? undefined
      : { instrumentToken: scrip.instrumentToken, price, at: this.timeOf(packet) };
  }

  /** The stream's prices are rupees as doubles: read by their decimal text, so 123.45 is 12345. */
  private paiseOf(rupees: number, scrip: BrokerScrip): Paise | undefined {
    try {
      return parseRupees(rupees);
    } catch {
      this.log.warn(`${NAME} stream sent a price we cannot read`, { token: scrip.brokerToken });
      return undefined;
    }
  }

  /**
   * packetTimestamp read as epoch milliseconds (OpenAlgo's reading; the docs give no unit); a
   * value too small to be milliseconds, or none, is the arrival time.
   */
  private timeOf(packet: Packet): Date {
    const ms = packet.packetTimestamp ?? packet.indexData?.packetTimeStamp ?? 0;
    return ms >= 1e12 ? new Date(ms) : this.deps.clock.now();
  }

  protected override tickListenerFailed(error: unknown): void {
    this.log.error(`${NAME} stream tick listener failed`, { error });
  }

  protected override stateListenerFailed(error: unknown): void {
    this.log.error(`${NAME} stream state listener failed`, { error });
  }

  /** The stream's name of a contract of ours; UNKNOWN_INSTRUMENT when HDFC SKY lists none. */
  private scripIdOf(instrumentToken: number): string {
    const scrip = this.deps.scrips.scripOf(instrumentToken);
    return scripIdOf(scrip.exchange, scrip.brokerToken);
  }

  /** Requests go out only on an open socket: what is held is sent again on the next open. */
  private sendScrips(action: "subscribe" | "unSubscribe", ids: readonly string[]): void {
    for (let start = 0; start < ids.length; start += SCRIPS_PER_FRAME) {
      this.send(subscriptionRequest(action, ids.slice(start, start + SCRIPS_PER_FRAME)));
    }
  }

  private send(request: StreamRequest): void {
    if (this.socket?.readyState !== WebSocket.OPEN) return;
    this.socket.send(JSON.stringify(request));
  }

  private stopKeepAlive(): void {
    clearInterval(this.heartbeatTimer);
    clearTimeout(this.stallTimer);
    this.heartbeatTimer = undefined;
    this.stallTimer = undefined;
  }

  /** Neither the access token nor the app key ever reaches a log line. */
  private redact(text: string): string {
    let redacted = text;
    for (const secret of [this.session.accessToken, this.apiKey]) {
      if (secret) redacted = redacted.split(secret).join("<redacted>");
    }
    return redacted;
  }
}

/** A message's bytes, whichever of its three shapes ws hands over. */
function bytesOf(data: RawData): Buffer {
  if (Array.isArray(data)) return Buffer.concat(data);
  return data instanceof ArrayBuffer ? Buffer.from(data) : data;
}
