import type { MarketSession } from "./market-session";

/** Where one price the trader sees came from: the broker's stream, or its quote call. */
export const PRICE_SOURCES = ["stream", "quote"] as const;
export type PriceSource = (typeof PRICE_SOURCES)[number];

/** A price's source and the instant it traded (or was quoted). */
export interface PriceQuote {
  source: PriceSource;
  at: string;
}

/**
 * A price older than this while its market moves is stale: shown so, never as live. Above the
 * app's price poll (PRICE_WRITE_MS, 5 s), so a steady stream read on that beat never reads stale.
 */
export const STALE_AFTER_MS = 15_000;

/** The tokens whose price is stale at `now`: old, in a market that is moving (not closed). */
export function staleTokens(
  quotes: Readonly<Record<string, PriceQuote>>,
  now: Date,
  session: MarketSession | null,
): number[] {
  if (session === "closed") return [];
  return Object.entries(quotes)
    .filter(([, quote]) => now.getTime() - Date.parse(quote.at) > STALE_AFTER_MS)
    .map(([token]) => Number(token));
}

/** What the trader is told of the prices on screen: whose, how, and whether any is stale. */
export interface PriceOrigin {
  /** All from the stream, or some from the quote call (the stream down or not ticked yet). */
  source: PriceSource;
  stale: readonly number[];
}

export function priceOriginOf(
  quotes: Readonly<Record<string, PriceQuote>>,
  now: Date,
  session: MarketSession | null,
): PriceOrigin {
  const sources = Object.values(quotes).map((quote) => quote.source);
  return {
    source: sources.length > 0 && sources.every((s) => s === "stream") ? "stream" : "quote",
    stale: staleTokens(quotes, now, session),
  };
}
