import type { MarketSession } from "./market-session";

/**
 * Where one price the trader sees came from: the broker's stream, its quote call, or (an index
 * level the broker's feed does not carry here) the simulated market.
 */
export const PRICE_SOURCES = ["stream", "quote", "simulated"] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/**
 * A price older than this while its market moves is stale: shown so, never as live. Above the
 * app's price poll (PRICE_WRITE_MS, 5 s), so a steady stream read on that beat never reads stale.
 */
export const STALE_AFTER_MS = 15_000;

/** A price's source, the instant it traded (or was quoted), and whether it is stale by then. */
export interface PriceQuote {
  source: PriceSource;
  at: string;
  stale: boolean;
}

/**
 * Whether a price that traded at `at` is stale at `now` (both on the services' clock, where the
 * broker's tick times are read): older than STALE_AFTER_MS in a market that moves.
 */
export function isStale(at: Date, now: Date, session: MarketSession): boolean {
  return session !== "closed" && now.getTime() - at.getTime() > STALE_AFTER_MS;
}

/** What the trader is told of the prices on screen: how they came, and which are stale. */
export interface PriceOrigin {
  /** All the broker's from its stream, or some from its quote call (the stream down or slow). */
  source: Exclude<PriceSource, "simulated">;
  /** Some price (an index level) is the simulated market's: said so. */
  simulated: boolean;
  stale: readonly number[];
}

export function priceOriginOf(quotes: Readonly<Record<string, PriceQuote>>): PriceOrigin {
  const entries = Object.entries(quotes);
  const brokers = entries.filter(([, quote]) => quote.source !== "simulated");
  return {
    source:
      brokers.length > 0 && brokers.every(([, quote]) => quote.source === "stream")
        ? "stream"
        : "quote",
    simulated: brokers.length < entries.length,
    stale: entries.filter(([, quote]) => quote.stale).map(([token]) => Number(token)),
  };
}
