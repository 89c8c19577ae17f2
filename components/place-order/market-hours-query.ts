import { queryOptions } from "@tanstack/react-query";
import * as z from "@/lib/validation/zod";
import { ApiStatusError } from "@/api-clients/errors";
import { requestJson } from "@/api-clients/http";
import { ResponseError } from "@/api-clients/errors";
import { MARKET_HOURS_POLL_MS } from "@/lib/track/order-window";

// Spec §7: GET same-origin /api/check-market-hours → isSuccess with isMarketHours, or an error.
const bodySchema = z.union([
  z.object({ isSuccess: z.literal(true), isMarketHours: z.boolean() }),
  z.object({ isSuccess: z.literal(true), data: z.object({ isMarketHours: z.boolean() }) }),
  z.looseObject({ isSuccess: z.literal(false) }),
]);

/**
 * The server's market-hours answer, or null when this deployment has no such route (404): the
 * caller then decides on the client's clock with the same rule.
 */
export async function checkMarketHours(signal?: AbortSignal): Promise<boolean | null> {
  const base = { baseUrl: window.location.origin, path: "/api/check-market-hours" };
  try {
    const body = await requestJson({ ...base, schema: bodySchema, signal });
    if (!body.isSuccess) {
      const message = typeof body.errorMessage === "string" ? body.errorMessage : undefined;
      throw new ResponseError(message, `${base.baseUrl}${base.path}`, "GET");
    }
    return "data" in body ? body.data.isMarketHours : body.isMarketHours;
  } catch (error) {
    if (error instanceof ApiStatusError && error.status === 404) return null;
    throw error;
  }
}

/** Polled every 30 s (spec §9) by the screens that send orders. */
export function marketHoursQuery() {
  return queryOptions({
    queryKey: ["market-hours"] as const,
    queryFn: ({ signal }) => checkMarketHours(signal),
    refetchInterval: MARKET_HOURS_POLL_MS,
    staleTime: MARKET_HOURS_POLL_MS,
    retry: false,
  });
}
