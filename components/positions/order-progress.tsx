"use client";

import { Alert, Box, HStack, Spinner, Stack, Text } from "@chakra-ui/react";
import { CircleCheck, CircleDashed, CircleX, Send } from "lucide-react";
import { useEffect } from "react";
import { useRealtimeUpdates } from "@/components/realtime/use-realtime";
import { legProgress, runOutcome, type LegProgressState } from "@/lib/track/basket-progress";
import { QueryError } from "./query-error";
import { RetryOrdersButton } from "./retry-orders-button";
import { SideBadge } from "./side-badge";
import { SAFETY_POLL_MS, useBasketDetails } from "./use-basket-details";

const STATE_LOOK: Record<LegProgressState, { text: string; color: string; icon: typeof Send }> = {
  waiting: { text: "Waiting", color: "fg.muted", icon: CircleDashed },
  sent: { text: "At the broker", color: "blue.300", icon: Send },
  rejected: { text: "Rejected", color: "red.300", icon: CircleX },
  done: { text: "Filled", color: "green.300", icon: CircleCheck },
};

interface Props {
  basketId: string;
  goal: "TRACKING" | "EXITED";
  /** Headline while the orders are on their way, e.g. 'Placing your orders'. */
  workingTitle: string;
  doneTitle: string;
  onDone: () => void;
}

/** Follows each leg of a basket live until the basket reaches `goal`, or stops on a rejection. */
export function OrderProgress({ basketId, goal, workingTitle, doneTitle, onDone }: Props) {
  useRealtimeUpdates();
  const details = useBasketDetails(basketId, SAFETY_POLL_MS);
  const outcome = details.data ? runOutcome(details.data.basket_info.status, goal) : "working";
  useEffect(() => {
    if (outcome !== "done") return;
    const timer = setTimeout(onDone, 800); // a beat to read that every leg filled
    return () => clearTimeout(timer);
  }, [outcome, onDone]);

  if (details.isError)
    return <QueryError error={details.error} onRetry={() => details.refetch()} />;
  const legs = details.data?.signals.map(legProgress) ?? [];
  return (
    <Stack gap="4" data-testid="order-progress" data-outcome={outcome}>
      <HStack gap="3">
        {outcome === "working" ? <Spinner size="sm" color="accent.fg" /> : null}
        <Text fontSize="lg" fontWeight="semibold" role="status">
          {outcome === "done"
            ? doneTitle
            : outcome === "failed"
              ? "Some orders were rejected"
              : workingTitle}
        </Text>
      </HStack>
      <Stack as="ul" gap="0" listStyleType="none" rounded="xl" borderWidth="1px" divideY="1px">
        {legs.map((leg) => {
          const look = STATE_LOOK[leg.state];
          const Icon = look.icon;
          return (
            <HStack as="li" key={leg.id} px="3" py="3" gap="3" align="start">
              <SideBadge side={leg.side} />
              <Box flex="1" minW="0">
                <Text fontWeight="medium" truncate>
                  {leg.prettyName}
                </Text>
                {leg.reason ? (
                  <Text fontSize="sm" color="red.300" data-testid="rejection-reason">
                    {leg.reason}
                  </Text>
                ) : null}
              </Box>
              <HStack gap="1" color={look.color} flexShrink="0">
                <Icon size={16} aria-hidden />
                <Text fontSize="sm">{look.text}</Text>
              </HStack>
            </HStack>
          );
        })}
      </Stack>
      {outcome === "failed" && details.data ? (
        <Alert.Root status="error" rounded="lg" flexDirection="column" gap="3">
          <Alert.Content>
            <Alert.Title>The broker rejected some orders</Alert.Title>
            <Alert.Description>
              {details.data.basket_info.error_msg ??
                "Legs that did not fill can be sent again; filled legs are kept."}
            </Alert.Description>
          </Alert.Content>
          <RetryOrdersButton basketId={basketId} />
        </Alert.Root>
      ) : null}
    </Stack>
  );
}
