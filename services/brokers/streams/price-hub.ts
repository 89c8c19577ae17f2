import { isUnderlyingToken } from "../../../lib/market/underlyings";
import type { Paise } from "../../../lib/money/paise";
import type { Logger } from "../../logger";
import type { Broker, BrokerSession } from "../broker";
import type { BrokerPriceStream, StreamConnection, StreamState } from "./price-stream";

/** A price the trader sees, with where it came from and when it traded (or was quoted). */
export interface QuotedPrice {
  price: Paise;
  at: Date;
  /** The broker's stream, or its quote call while the stream is down or has not ticked yet. */
  source: "stream" | "quote";
}

export interface PriceHubOptions {
  broker: Broker;
  /** The broker's stream; without one, every price is its quote call's. */
  stream?: BrokerPriceStream;
  now: () => Date;
  logger: Logger;
  /** An instrument no trader asked for in this long is unsubscribed upstream. */
  idleMs?: number;
  /** Quote calls of one connection are reused for this long (the brokers' quote limits). */
  quoteReuseMs?: number;
}

/** One upstream connection (a client's session) and what it holds. */
interface Held {
  connection: StreamConnection;
  accessToken: string;
  state: StreamState;
  latest: Map<number, QuotedPrice>;
  lastAsked: Map<number, number>;
  quoted?: { at: number; prices: Map<number, Paise> };
}

const IDLE_MS = 60_000;
const QUOTE_REUSE_MS = 2_000;

/**
 * One broker's prices for its traders: one stream connection per client session, one upstream
 * subscription per instrument on it however many tabs and legs ask, the daily token moved onto
 * the same connection, and the broker's quote call while the stream is down or has not ticked.
 * Instruments nobody asked for in `idleMs` are unsubscribed; an empty connection is closed.
 */
export class BrokerPriceHub {
  private readonly held = new Map<string, Held>();
  private readonly sweeper: ReturnType<typeof setInterval>;

  constructor(private readonly options: PriceHubOptions) {
    const idle = options.idleMs ?? IDLE_MS;
    this.sweeper = setInterval(() => void this.sweep(idle), Math.max(1_000, idle / 2));
    this.sweeper.unref?.();
  }

  /** The prices of `tokens` for the client of `session`, subscribing them upstream. */
  async prices(
    session: BrokerSession,
    tokens: readonly number[],
  ): Promise<Map<number, QuotedPrice>> {
    const prices = new Map<number, QuotedPrice>();
    const held = this.options.stream ? this.hold(session, tokens) : undefined;
    const missing: number[] = [];
    for (const token of tokens) {
      const streamed = held?.state === "live" ? held.latest.get(token) : undefined;
      if (streamed) prices.set(token, streamed);
      else missing.push(token);
    }
    if (missing.length === 0) return prices;
    const quoted = await this.quote(session, missing, held);
    const at = this.options.now();
    for (const [token, price] of quoted) {
      if (missing.includes(token)) prices.set(token, { price, at, source: "quote" });
    }
    return prices;
  }

  /** Upstream subscriptions across every connection: one per instrument per connection. */
  upstreamSubscriptions(): number {
    let count = 0;
    for (const held of this.held.values()) count += held.connection.subscribed().size;
    return count;
  }

  async close(): Promise<void> {
    clearInterval(this.sweeper);
    const open = [...this.held.values()];
    this.held.clear();
    await Promise.all(open.map((held) => held.connection.close()));
  }

  private hold(session: BrokerSession, tokens: readonly number[]): Held {
    let held = this.held.get(session.clientId);
    if (!held) {
      const connection = this.options.stream!.connect(session);
      const fresh: Held = {
        connection,
        accessToken: session.accessToken,
        state: "connecting",
        latest: new Map(),
        lastAsked: new Map(),
      };
      connection.onState((state) => (fresh.state = state));
      connection.onTick((tick) =>
        fresh.latest.set(tick.instrumentToken, {
          price: tick.price,
          at: tick.at,
          source: "stream",
        }),
      );
      this.held.set(session.clientId, fresh);
      held = fresh;
    } else if (held.accessToken !== session.accessToken) {
      // The daily login: the same connection carries on with the new token at its next connect.
      held.connection.renew(session);
      held.accessToken = session.accessToken;
    }
    const now = this.options.now().getTime();
    // An index is not a contract of the broker's master: its level is not asked of the stream.
    const contracts = tokens.filter((token) => !isUnderlyingToken(token));
    const fresh = contracts.filter((token) => !held.lastAsked.has(token));
    for (const token of contracts) held.lastAsked.set(token, now);
    if (fresh.length > 0) this.subscribe(held, fresh);
    return held;
  }

  /**
   * Subscribes in one call; if the stream refuses it (a contract its master does not list), one
   * by one, so the others still stream and the refused one is left to the quote call.
   */
  private subscribe(held: Held, tokens: readonly number[]): void {
    try {
      held.connection.subscribe(tokens);
      return;
    } catch {
      for (const token of tokens) {
        try {
          held.connection.subscribe([token]);
        } catch (error) {
          this.options.logger.warn("Price stream subscribe failed", {
            broker: this.options.broker.code,
            instrumentToken: token,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
    }
  }

  private async quote(session: BrokerSession, tokens: number[], held: Held | undefined) {
    const now = this.options.now().getTime();
    const reuse = this.options.quoteReuseMs ?? QUOTE_REUSE_MS;
    const cached = held?.quoted;
    if (cached && now - cached.at < reuse && tokens.every((token) => cached.prices.has(token))) {
      return cached.prices;
    }
    const prices = await this.options.broker.lastTradedPrices(tokens, session);
    if (held) held.quoted = { at: now, prices };
    return prices;
  }

  private async sweep(idleMs: number): Promise<void> {
    const now = this.options.now().getTime();
    for (const [clientId, held] of this.held) {
      const idle = [...held.lastAsked].filter(([, at]) => now - at >= idleMs).map(([t]) => t);
      if (idle.length === 0) continue;
      for (const token of idle) {
        held.lastAsked.delete(token);
        held.latest.delete(token);
      }
      if (held.lastAsked.size === 0) {
        this.held.delete(clientId);
        await held.connection.close();
      } else {
        held.connection.unsubscribe(idle);
      }
    }
  }
}
