import type { Paise } from "../../../lib/money/paise";
import type { Clock } from "../../../lib/time/clock";
import type { Logger } from "../../logger";
import type { BrokerSession } from "../broker";
import type { ScripDirectory } from "../real/scrip-master";

/** One last traded price of a contract of ours, as the broker's stream told it. */
export interface PriceTick {
  instrumentToken: number;
  price: Paise;
  /** When the broker says it traded (its tick time), else when the tick arrived. */
  at: Date;
}

/** Where a connection stands: opening, streaming, or down (reconnecting with backoff). */
export type StreamState = "connecting" | "live" | "down";

/**
 * One connection to a broker's market-data stream, for one session (a trader's, or an app
 * key's shared one). It reconnects by itself with backoff and subscribes again to everything
 * it holds; it keeps the broker's heartbeat. Subscriptions are sets: subscribing twice is once.
 */
export interface StreamConnection {
  subscribe(instrumentTokens: readonly number[]): void;
  unsubscribe(instrumentTokens: readonly number[]): void;
  /** The daily token rollover: the next connection uses `session`, keeping the subscriptions. */
  renew(session: BrokerSession): void;
  onTick(listener: (tick: PriceTick) => void): () => void;
  onState(listener: (state: StreamState) => void): () => void;
  /** The instruments subscribed upstream now (what the broker was asked for). */
  subscribed(): ReadonlySet<number>;
  close(): Promise<void>;
}

/**
 * A broker whose one app key streams for all its traders (HDFC SKY): its connections are shared
 * by every client, up to `connections` of them with `instrumentsPerConnection` each.
 */
export interface SharedConnections {
  connections: number;
  instrumentsPerConnection: number;
}

/** A broker's market-data stream, in its own wire format (the protocol's library, not ours). */
export interface BrokerPriceStream {
  connect(session: BrokerSession): StreamConnection;
  /** Set where the broker's app key streams for every trader; else one connection per client. */
  shared?: SharedConnections;
}

/** Reconnection delays: 0.5 s doubling to 10 s, as brokers ask of clients that reconnect. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(10_000, 500 * 2 ** Math.max(0, attempt));
}

/**
 * What a broker's stream client is built with besides its credentials: the broker's scrips (its
 * tokens ↔ ours), the clock, the logger, the fetch of any REST call it needs first (a stream
 * session), and `url`, the stream's endpoint when not the broker's own (a test's or a sandbox's
 * fake).
 */
export interface PriceStreamDeps {
  scrips: ScripDirectory;
  clock: Clock;
  logger: Logger;
  fetch?: typeof fetch;
  url?: string;
}
