"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { ltpQuery } from "@/api-clients/market-feed/ltp";
import { PRICE_WRITE_MS } from "@/lib/track/polling";
import { tokenSet, type PriceMap } from "@/lib/track/prices";
import { useWindowFocused } from "./use-window-focused";

const NO_PRICES: PriceMap = {};

export interface LivePrices {
  prices: PriceMap;
  /** When the prices shown were fetched (ms since epoch); 0 before the first answer. */
  updatedAt: number;
  /** The last fetch failed; the prices shown (if any) are the previous ones. */
  failed: boolean;
}

/**
 * Last traded prices of `tokens`, fetched again every PRICE_WRITE_MS while the window is focused
 * and at once when it regains focus (docs/price-polling.md).
 */
export function useLivePrices(tokens: Iterable<number | null | undefined>): LivePrices {
  const focused = useWindowFocused();
  const list = tokenSet(tokens);
  const key = list.join(",");
  // The same set of tokens keeps the same array, so the query key stays put between renders.
  const stable = useMemo(() => (key ? key.split(",").map(Number) : []), [key]);
  const query = useQuery({
    ...ltpQuery(stable),
    refetchInterval: focused ? PRICE_WRITE_MS : false,
  });
  return {
    prices: query.data ?? NO_PRICES,
    updatedAt: query.dataUpdatedAt,
    failed: query.isError,
  };
}
