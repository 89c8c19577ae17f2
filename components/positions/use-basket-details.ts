"use client";

import { useQuery } from "@tanstack/react-query";
import { basketQueries } from "@/api-clients/user-strategy/baskets";
import { useSessionToken } from "@/components/session/client-session-token";
import type { BasketDetailsWire } from "@/lib/basket/user-basket-wire";
import { IN_FLIGHT_USER_STATUSES } from "@/lib/status/basket-status-colour";

/** Realtime drives the screens; this only catches up should the socket be down or late. */
export const SAFETY_POLL_MS = 3_000;

/**
 * How a screen keeps a basket's details fresh beside its realtime events: `false` trusts the
 * events alone, a number polls always (screens that follow orders in flight), and
 * `"while-in-flight"` polls only while the basket's orders are on their way (an event sent
 * before the socket was up must not leave the screen at 'Entering').
 */
export type BasketDetailsPoll = number | false | "while-in-flight";

function pollInterval(poll: BasketDetailsPoll, details: BasketDetailsWire | undefined) {
  if (poll !== "while-in-flight") return poll;
  const status = details?.basket_info.status;
  return status && (IN_FLIGHT_USER_STATUSES as readonly string[]).includes(status)
    ? SAFETY_POLL_MS
    : false;
}

/** One basket's details. */
export function useBasketDetails(basketId: string, poll: BasketDetailsPoll = false) {
  const token = useSessionToken();
  return useQuery({
    ...basketQueries.details(basketId, token),
    enabled: token !== undefined,
    refetchInterval: (query) => pollInterval(poll, query.state.data),
  });
}
