"use client";

import { useQuery } from "@tanstack/react-query";
import { basketQueries } from "@/api-clients/user-strategy/baskets";
import { useSessionToken } from "@/components/session/client-session-token";

/**
 * One basket's details. Realtime events keep them fresh; `pollMs` adds a slow safety net for
 * screens that follow orders in flight, should the socket be down.
 */
export function useBasketDetails(basketId: string, pollMs: number | false = false) {
  const token = useSessionToken();
  return useQuery({
    ...basketQueries.details(basketId, token),
    enabled: token !== undefined,
    refetchInterval: pollMs,
  });
}
