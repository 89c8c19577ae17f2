import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import * as z from "@/lib/validation/zod";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { MARKET_SESSIONS, type FeedMarket, type MarketSession } from "@/lib/market/market-session";
import { PRICE_READ_MS } from "@/lib/track/polling";
import type { PriceMap } from "@/lib/track/prices";
import type { CallOptions } from "../call-options";
import { ResponseError } from "../errors";
import { endpointOf, requestJson } from "../http";

/** Spec §8: what a price-feed answer with isSuccess false reads as. */
export const LTP_ERROR_MESSAGE = "Error returned from api";

const PATH = "/marketfeed/ltp";

const ltpBodySchema = z.union([
  z.object({
    isSuccess: z.literal(true),
    data: z.record(z.string(), z.number()),
    // Ours; a feed that does not say leaves the app saying nothing about the market.
    market_session: z.optional(z.enum(MARKET_SESSIONS)),
  }),
  z.looseObject({ isSuccess: z.literal(false) }),
]);

/** The feed's answer: prices in rupees by token, and which market they are (null: not said). */
export interface LastTradedPrices {
  prices: PriceMap;
  session: MarketSession | null;
}

const NO_TOKENS: LastTradedPrices = { prices: {}, session: null };

/**
 * GET /marketfeed/ltp (spec §7): last traded prices of `tokens` in `market` (the paper broker's
 * traders ask for its practice market), rupees by token. Unknown tokens are absent from the map.
 * No tokens → no call.
 */
export async function getLastTradedPrices(
  tokens: readonly number[],
  market: FeedMarket,
  options: Omit<CallOptions, "token"> = {},
): Promise<LastTradedPrices> {
  if (tokens.length === 0) return NO_TOKENS;
  const req = { baseUrl: SERVICE_URLS.marketFeed, path: PATH };
  const body = await requestJson({
    ...options,
    ...req,
    // The spec's plain call for NSE's prices; the practice market is asked for by name.
    query: { instrument_token: tokens.join(","), ...(market === "live" ? {} : { market }) },
    schema: ltpBodySchema,
  });
  if (!body.isSuccess) throw new ResponseError(LTP_ERROR_MESSAGE, endpointOf(req), "GET");
  return { prices: body.data, session: body.market_session ?? null };
}

/**
 * The feed's query options for one set of tokens in one market (pass them through lib/track/prices tokenSet so
 * the same set is the same key). Reads within PRICE_READ_MS share the last answer; the polling
 * interval is the caller's (it depends on whether the window is focused).
 */
export function ltpQuery(tokens: readonly number[], market: FeedMarket) {
  return queryOptions({
    queryKey: ["market-feed", "ltp", market, tokens] as const,
    queryFn: ({ signal }) => getLastTradedPrices(tokens, market, { signal }),
    staleTime: PRICE_READ_MS,
    enabled: tokens.length > 0,
    // Prices are stale the moment the next ones arrive; keep the last while the next load.
    placeholderData: keepPreviousData,
  });
}
