import type { Paise } from "../../../lib/money/paise";
import { implausiblePrice } from "../../../lib/market/price-sanity";
import type { Logger } from "../../logger";
import type { BrokerSession } from "../broker";
import type { StreamConnection, StreamState } from "./price-stream";

/** A price the trader sees, with where it came from and when it traded (or was quoted). */
export interface QuotedPrice {
  price: Paise;
  at: Date;
  /** The broker's stream, or its quote call while the stream is down or has not ticked yet. */
  source: "stream" | "quote";
}

/** Told each price of an instrument the moment its tick arrives. */
export type PriceListener = (instrumentToken: number, price: QuotedPrice) => void;

/**
 * One upstream stream connection as the hub holds it: what it streams (one subscription per
 * instrument however many ask), the last tick of each, who listens to which instrument, and
 * when each was last asked for (what the idle sweep reads).
 */
export class HeldConnection {
  private state: StreamState = "connecting";
  private accessToken: string;
  /** The newest session offered while this one still worked (a shared connection's spare). */
  private offered: BrokerSession | undefined;
  private readonly latest = new Map<number, QuotedPrice>();
  private readonly lastAsked = new Map<number, number>();
  private readonly listeners = new Map<number, Set<PriceListener>>();
  /** Contracts whose first tick agreed with the broker's quote; those that did not, ignored. */
  private readonly checked = new Set<number>();
  private readonly misread = new Set<number>();

  constructor(
    readonly connection: StreamConnection,
    session: BrokerSession,
    private readonly log: { logger: Logger; broker: string },
    /** The broker's quote of a contract, where one was taken: its first ticks are checked. */
    private readonly quoteOf: (token: number) => Paise | undefined = () => undefined,
  ) {
    this.accessToken = session.accessToken;
    connection.onState((state) => {
      this.state = state;
      // Down with a spare session in hand: the next attempt uses it (the old one may be the cause).
      if (state === "down" && this.offered) this.renew(this.offered);
    });
    connection.onTick((tick) => {
      if (!this.plausible(tick.instrumentToken, tick.price)) return;
      const price: QuotedPrice = { price: tick.price, at: tick.at, source: "stream" };
      this.latest.set(tick.instrumentToken, price);
      for (const listener of this.listeners.get(tick.instrumentToken) ?? []) {
        listener(tick.instrumentToken, price);
      }
    });
  }

  /**
   * Whether a tick's price can be the market's: until a contract's tick has been checked
   * against the broker's quote call, each tick is; one 50× or more off it (a price read in the
   * wrong unit, lib/market/price-sanity.ts) makes the stream's prices of that contract ignored
   * for good, with an error report: the trader sees the quote call's price, never a misread one.
   */
  private plausible(token: number, price: Paise): boolean {
    if (this.misread.has(token)) return false;
    if (this.checked.has(token)) return true;
    const quote = this.quoteOf(token);
    if (quote === undefined) return true;
    if (!implausiblePrice(price, quote)) {
      this.checked.add(token);
      return true;
    }
    this.misread.add(token);
    this.log.logger.error("Stream price not in the unit its quote is: the stream's ignored", {
      broker: this.log.broker,
      instrumentToken: token,
      streamedPaise: price,
      quotedPaise: quote,
    });
    return false;
  }

  /** Instruments this connection carries for someone. */
  get size(): number {
    return this.lastAsked.size;
  }

  carries(token: number): boolean {
    return this.lastAsked.has(token);
  }

  /**
   * A session to stream under. `eager`: it replaces the current one at once (the same client's
   * daily login); otherwise it is kept as a spare until the current one fails (another trader's
   * session offered to a shared connection that still works).
   */
  offer(session: BrokerSession, eager: boolean): void {
    if (session.accessToken === this.accessToken) return;
    if (eager || this.state === "down") this.renew(session);
    else this.offered = session;
  }

  /** Marks `tokens` asked for now, subscribing upstream those it did not carry yet. */
  ask(tokens: readonly number[], now: number): void {
    const fresh = tokens.filter((token) => !this.lastAsked.has(token));
    for (const token of tokens) this.lastAsked.set(token, now);
    if (fresh.length > 0) this.subscribe(fresh);
  }

  /** The stream's last price of `token` while the stream is live. */
  streamed(token: number): QuotedPrice | undefined {
    return this.state === "live" ? this.latest.get(token) : undefined;
  }

  /** Tells `listener` every tick of `token` (and at once its last one while live). */
  listen(token: number, listener: PriceListener): () => void {
    const set = this.listeners.get(token) ?? new Set<PriceListener>();
    set.add(listener);
    this.listeners.set(token, set);
    const last = this.streamed(token);
    if (last) listener(token, last);
    return () => {
      set.delete(listener);
      if (set.size === 0 && this.listeners.get(token) === set) this.listeners.delete(token);
    };
  }

  /**
   * Lets go of instruments nobody asked for since `before` and nobody listens to; true when the
   * connection carries nothing any more (the caller closes it).
   */
  sweep(before: number, now: number): boolean {
    const idle: number[] = [];
    for (const [token, at] of this.lastAsked) {
      if (this.listeners.has(token)) this.lastAsked.set(token, now);
      else if (at <= before) idle.push(token);
    }
    for (const token of idle) {
      this.lastAsked.delete(token);
      this.latest.delete(token);
    }
    if (this.lastAsked.size === 0) return true;
    if (idle.length > 0) this.connection.unsubscribe(idle);
    return false;
  }

  private renew(session: BrokerSession): void {
    this.offered = undefined;
    this.accessToken = session.accessToken;
    this.connection.renew(session);
  }

  /**
   * Subscribes in one call; if the stream refuses it (a contract its master does not list), one
   * by one, so the others still stream and the refused one is left to the quote call.
   */
  private subscribe(tokens: readonly number[]): void {
    try {
      this.connection.subscribe(tokens);
      return;
    } catch {
      for (const token of tokens) {
        try {
          this.connection.subscribe([token]);
        } catch (error) {
          this.log.logger.warn("Price stream subscribe failed", {
            broker: this.log.broker,
            instrumentToken: token,
            error: error instanceof Error ? error.message : String(error),
          });
        }
      }
    }
  }
}
