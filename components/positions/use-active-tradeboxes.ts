"use client";

import { useQuery } from "@tanstack/react-query";
import { basketQueries } from "@/api-clients/user-strategy/baskets";
import { availableMarginQuery } from "@/api-clients/user-strategy/margin";
import { useSessionToken } from "@/components/session/client-session-token";
import { analystManaged } from "@/lib/track/basket-groups";
import { PRICE_WRITE_MS } from "@/lib/track/polling";
import { useWindowFocused } from "./use-window-focused";

/**
 * The trader's active tradeboxes (ANALYST_MANAGED only, spec §6). Their P&L is the server's at
 * the last traded price when read, so the list is read again on the price clock while the window
 * is focused, besides the realtime refreshes.
 */
export function useActiveTradeboxes() {
  const token = useSessionToken();
  const focused = useWindowFocused();
  return useQuery({
    ...basketQueries.active(token),
    enabled: token !== undefined,
    refetchInterval: focused ? PRICE_WRITE_MS : false,
    select: analystManaged,
  });
}

/** The trader's available margin at the broker (GET /user/margin), in paise. */
export function useAvailableMargin() {
  const token = useSessionToken();
  return useQuery({ ...availableMarginQuery(token), enabled: token !== undefined });
}
