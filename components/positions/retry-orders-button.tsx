"use client";

import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { retryBasket } from "@/api-clients/bridge/basket-orders";
import { basketKeys } from "@/api-clients/user-strategy/baskets";
import { readSessionToken } from "@/components/session/client-session-token";
import { PlainButton } from "@/components/ui/plain-button";
import { POSITION_STATUS_TABLE } from "@/lib/status/position-status";
import spinner from "./spinner.module.css";
import styles from "./retry-orders-button.module.css";

/**
 * Spec §4 'Retry Orders': sends again only the legs of a basket in ERROR that did not fill.
 * Plain elements (a basket's first screen shows it); while sending it reads 'Sending again'
 * beside a spinner, as Chakra's loading button with a loading text did.
 */
export function RetryOrdersButton({ basketId }: { basketId: string }) {
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryBasket(basketId, { token: readSessionToken() }),
    onSettled: () => client.invalidateQueries({ queryKey: basketKeys.details(basketId) }),
  });
  return (
    <div className={styles.retry}>
      <PlainButton
        palette="red"
        disabled={retry.isPending}
        data-loading={retry.isPending ? "" : undefined}
        onClick={() => retry.mutate()}
      >
        {retry.isPending ? (
          <>
            <span aria-hidden className={`${spinner.spinner} ${spinner.inherit}`} />
            Sending again
          </>
        ) : (
          <>
            <RotateCcw aria-hidden /> {POSITION_STATUS_TABLE.ERROR.label}
          </>
        )}
      </PlainButton>
      {retry.isError ? (
        <p className={styles.error} role="alert">
          {retry.error.message}
        </p>
      ) : null}
    </div>
  );
}
