"use client";

import { Button, Stack, Text } from "@chakra-ui/react";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { RotateCcw } from "lucide-react";
import { retryBasket } from "@/api-clients/bridge/basket-orders";
import { basketKeys } from "@/api-clients/user-strategy/baskets";
import { readSessionToken } from "@/components/session/client-session-token";
import { POSITION_STATUS_TABLE } from "@/lib/status/position-status";

/** Spec §4 'Retry Orders': sends again only the legs of a basket in ERROR that did not fill. */
export function RetryOrdersButton({ basketId }: { basketId: string }) {
  const client = useQueryClient();
  const retry = useMutation({
    mutationFn: () => retryBasket(basketId, { token: readSessionToken() }),
    onSettled: () => client.invalidateQueries({ queryKey: basketKeys.details(basketId) }),
  });
  return (
    <Stack gap="1">
      <Button
        colorPalette="red"
        loading={retry.isPending}
        loadingText="Sending again"
        onClick={() => retry.mutate()}
      >
        <RotateCcw aria-hidden /> {POSITION_STATUS_TABLE.ERROR.label}
      </Button>
      {retry.isError ? (
        <Text fontSize="sm" color="red.300" role="alert">
          {retry.error.message}
        </Text>
      ) : null}
    </Stack>
  );
}
