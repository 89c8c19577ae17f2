"use client";

import { useMemo } from "react";
import { useBasketDetails } from "@/components/positions/use-basket-details";
import { useLivePrices } from "@/components/positions/use-live-prices";
import { useRealtimeUpdates } from "@/components/realtime/use-realtime";
import { costsOf } from "@/lib/charges/costs";
import { parseRupees } from "@/lib/money/parse-rupees";
import { basketSummary } from "@/lib/track/basket-summary";
import { toPosition } from "@/lib/track/position";
import { positionPayoff } from "@/lib/track/position-payoff";

/**
 * One basket priced live: its details (kept fresh by realtime events, polled while orders are in
 * flight), the positions and summary at the prices of the market the trader's broker trades on,
 * and the payoff of the open legs at those prices.
 */
export function useLiveBasket(basketId: string, broker: string | null) {
  useRealtimeUpdates();
  const details = useBasketDetails(basketId, "while-in-flight");
  const signals = details.data?.signals;
  const feed = useLivePrices(
    [
      ...(signals?.map((signal) => signal.instrument_token) ?? []),
      ...(signals?.map((signal) => signal.underlying_token) ?? []),
    ],
    broker,
  );
  const info = details.data?.basket_info;
  const live = useMemo(() => {
    if (!info || !signals) return null;
    const positions = signals.map((signal) =>
      toPosition(signal, info.required_margin, feed.prices),
    );
    return {
      info,
      positions,
      summary: basketSummary(positions, parseRupees(info.required_margin), costsOf(info)),
      // Valued at the moment the prices were taken, so the curve and the figures agree.
      payoff: feed.updatedAt
        ? positionPayoff(signals, feed.prices, new Date(feed.updatedAt))
        : null,
    };
  }, [info, signals, feed.prices, feed.updatedAt]);
  return {
    details,
    live,
    pricesFailed: feed.failed,
    marketSession: feed.session,
    priceOrigin: feed.origin,
  };
}
