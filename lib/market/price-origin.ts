import type { MarketSession } from "./market-session";

/** Where one price the trader sees came from: the broker's stream, or its quote call. */
export const PRICE_SOURCES = ["stream", "quote"] as const;
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
  /** All from the stream, or some from the quote call (the stream down or not ticked yet). */
  source: PriceSource;
  stale: readonly number[];
}

export function priceOriginOf(quotes: Readonly<Record<string, PriceQuote>>): PriceOrigin {
  const entries = Object.entries(quotes);
  return {
    source:
      entries.length > 0 && entries.every(([, quote]) => quote.source === "stream")
        ? "stream"
        : "quote",
    stale: entries.filter(([, quote]) => quote.stale).map(([token]) => Number(token)),
  };
}
