"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { basketKeys } from "@/api-clients/user-strategy/baskets";
import { QUIET_ERRORS } from "@/components/providers/query-client";
import { readSessionToken } from "@/components/session/client-session-token";
import type { BasketDetailsWire } from "@/lib/basket/user-basket-wire";
import type { ExitRulesStateWire } from "@/lib/exit-rules/exit-rules-wire";

/**
 * A change to a basket's exit rules (set or removed). The services' answer is the rules as they
 * now keep them: the basket's details show it at once and are then read again. Errors are the
 * caller's to show, beside the control that made them (no toast).
 */
export function useExitRulesChange<V>(
  basketId: string,
  send: (value: V, token: string | undefined) => Promise<ExitRulesStateWire>,
  onChanged?: () => void,
) {
  const client = useQueryClient();
  const key = basketKeys.details(basketId);
  return useMutation({
    mutationFn: (value: V) => send(value, readSessionToken()),
    meta: QUIET_ERRORS,
    onSuccess: (rules) => {
      client.setQueryData<BasketDetailsWire>(
        key,
        (details) =>
          details && { ...details, basket_info: { ...details.basket_info, exit_rules: rules } },
      );
      void client.invalidateQueries({ queryKey: key });
      onChanged?.();
    },
  });
}
