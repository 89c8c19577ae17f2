"use client";

import { Box, HStack, Text } from "@chakra-ui/react";
import type { ConnectionState } from "./realtime-connection";
import { useRealtimeState, useRealtimeUpdates } from "./use-realtime";

const LOOK: Record<ConnectionState, { label: string; color: string }> = {
  idle: { label: "Connecting", color: "fg.subtle" },
  connecting: { label: "Connecting", color: "fg.subtle" },
  open: { label: "Live", color: "green.400" },
  reconnecting: { label: "Reconnecting", color: "orange.400" },
  stopped: { label: "Offline", color: "red.400" },
};

/**
 * Keeps live updates on for the screen it sits on and shows whether they are arriving: a trader
 * should know when the figures may be behind.
 */
export function LiveIndicator() {
  useRealtimeUpdates();
  const { label, color } = LOOK[useRealtimeState()];
  return (
    <HStack gap="1.5" aria-live="polite" data-testid="live-indicator">
      <Box aria-hidden boxSize="2" rounded="full" bg={color} />
      <Text as="span" fontSize="xs" color="fg.muted">
        {label}
      </Text>
    </HStack>
  );
}
