"use client";

import { queryOptions, useQuery } from "@tanstack/react-query";
import { checkMarketHours } from "@/api-clients/same-origin/check-market-hours";

/** Spec §9 'Market-hours poll: 30 s.' */
export const MARKET_HOURS_POLL_MS = 30_000;

/** Whether orders can be placed now (GET /api/check-market-hours, shape-validated), polled. */
export const marketHoursQuery = queryOptions({
  queryKey: ["market-hours"],
  queryFn: ({ signal }) => checkMarketHours({ signal }),
  refetchInterval: MARKET_HOURS_POLL_MS,
  staleTime: MARKET_HOURS_POLL_MS,
});

/** `data` is undefined until the first answer; callers treat that as 'not known yet'. */
export function useMarketHours() {
  return useQuery(marketHoursQuery);
}
