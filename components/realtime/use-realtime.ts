"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useSyncExternalStore } from "react";
import type { ConnectionState } from "./realtime-connection";
import {
  acquireRealtime,
  realtimeState,
  subscribeRealtimeState,
  watchBrokerPrices,
} from "./realtime-hub";

/** Keeps the tab's realtime socket open while the calling screen is mounted (spec §4 Realtime). */
export function useRealtimeUpdates(): void {
  const client = useQueryClient();
  useEffect(() => acquireRealtime(client), [client]);
}

/** The socket's state, for a 'Live' / 'Reconnecting' mark. 'idle' while hydrating. */
export function useRealtimeState(): ConnectionState {
  return useSyncExternalStore(subscribeRealtimeState, realtimeState, () => "idle");
}

/** While mounted and `enabled`, the trader's broker pushes the prices of `tokens` as they tick. */
export function useBrokerPriceWatch(tokens: readonly number[], enabled: boolean): void {
  const client = useQueryClient();
  useEffect(
    () => (enabled && tokens.length > 0 ? watchBrokerPrices(client, tokens) : undefined),
    [client, tokens, enabled],
  );
}
