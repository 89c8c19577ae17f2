import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { PRICE_READ_MS } from "@/lib/track/polling";
import type { PriceMap } from "@/lib/track/prices";
import type { CallOptions } from "../call-options";
import { ResponseError } from "../errors";
import { endpointOf, requestJson } from "../http";

/** Spec §8: what a price-feed answer with isSuccess false reads as. */
export const LTP_ERROR_MESSAGE = "Error returned from api";

const PATH = "/marketfeed/ltp";

const ltpBodySchema = z.union([
  z.object({ isSuccess: z.literal(true), data: z.record(z.string(), z.number()) }),
  z.looseObject({ isSuccess: z.literal(false) }),
]);

/**
 * GET /marketfeed/ltp (spec §7): last traded prices of `tokens`, rupees by token. Unknown tokens
 * are absent from the map. No tokens → no call.
 */
export async function getLastTradedPrices(
  tokens: readonly number[],
  options: Omit<CallOptions, "token"> = {},
): Promise<PriceMap> {
  if (tokens.length === 0) return {};
  const req = { baseUrl: SERVICE_URLS.marketFeed, path: PATH };
  const body = await requestJson({
    ...options,
    ...req,
    query: { instrument_token: tokens.join(",") },
    schema: ltpBodySchema,
  });
  if (!body.isSuccess) throw new ResponseError(LTP_ERROR_MESSAGE, endpointOf(req), "GET");
  return body.data;
}

/**
 * The feed's query options for one set of tokens (pass them through lib/track/prices tokenSet so
 * the same set is the same key). Reads within PRICE_READ_MS share the last answer; the polling
 * interval is the caller's (it depends on whether the window is focused).
 */
export function ltpQuery(tokens: readonly number[]) {
  return queryOptions({
    queryKey: ["market-feed", "ltp", tokens] as const,
    queryFn: ({ signal }) => getLastTradedPrices(tokens, { signal }),
    staleTime: PRICE_READ_MS,
    enabled: tokens.length > 0,
    // Prices are stale the moment the next ones arrive; keep the last while the next load.
    placeholderData: keepPreviousData,
  });
}
