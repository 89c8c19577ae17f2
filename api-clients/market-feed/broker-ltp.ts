import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import * as z from "@/lib/validation/zod";
import { BROKER_CODES } from "@/lib/brokers";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { MARKET_SESSIONS } from "@/lib/market/market-session";
import { PRICE_SOURCES, type PriceQuote } from "@/lib/market/price-origin";
import type { PriceMap } from "@/lib/track/prices";
import type { CallOptions } from "../call-options";
import { ResponseError } from "../errors";
import { endpointOf, requestJson } from "../http";
import type { LastTradedPrices } from "./ltp";
import { LTP_ERROR_MESSAGE } from "./ltp";

const PATH = "/marketfeed/broker-ltp";
/** Every query of the trader's broker prices (what a streamed price is written into). */
export const brokerLtpKey = ["market-feed", "broker-ltp"] as const;

const brokerLtpSchema = z.union([
  z.object({
    isSuccess: z.literal(true),
    data: z.record(z.string(), z.number()),
    quotes: z.record(
      z.string(),
      z.object({ source: z.enum(PRICE_SOURCES), at: z.iso.datetime(), stale: z.boolean() }),
    ),
    broker: z.enum(BROKER_CODES),
    market_session: z.enum(MARKET_SESSIONS),
  }),
  z.looseObject({ isSuccess: z.literal(false) }),
]);

/** The trader's own broker's prices, each with its source and time. */
export interface BrokerPrices extends LastTradedPrices {
  prices: PriceMap;
  quotes: Record<string, PriceQuote>;
}

/**
 * GET /marketfeed/broker-ltp: last traded prices of `tokens` from the caller's own broker (its
 * stream, or its quote call while the stream is down). A user call: 401 logs out.
 */
export async function getBrokerPrices(
  tokens: readonly number[],
  options: CallOptions,
): Promise<BrokerPrices> {
  const req = { baseUrl: SERVICE_URLS.marketFeed, path: PATH };
  const body = await requestJson({
    ...options,
    ...req,
    query: { instrument_token: tokens.join(",") },
    schema: brokerLtpSchema,
  });
  if (!body.isSuccess) throw new ResponseError(LTP_ERROR_MESSAGE, endpointOf(req), "GET");
  return { prices: body.data, quotes: body.quotes, session: body.market_session };
}

/** The query options of one set of tokens from the trader's broker (the token keys the cache). */
export function brokerLtpQuery(tokens: readonly number[], token: string | undefined) {
  return queryOptions({
    queryKey: [...brokerLtpKey, tokens, token] as const,
    queryFn: ({ signal }) => getBrokerPrices(tokens, { signal, token }),
    enabled: tokens.length > 0 && token !== undefined,
    placeholderData: keepPreviousData,
  });
}
