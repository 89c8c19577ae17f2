"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { ltpQuery } from "@/api-clients/market-feed/ltp";
import { feedMarketFor, type MarketSession } from "@/lib/market/market-session";
import { PRICE_WRITE_MS } from "@/lib/track/polling";
import { tokenSet, type PriceMap } from "@/lib/track/prices";
import { useSandboxSession } from "@/components/session/use-session-claims";
import { useWindowFocused } from "./use-window-focused";

const NO_PRICES: PriceMap = {};

export interface LivePrices {
  prices: PriceMap;
  /** When the prices shown were fetched (ms since epoch); 0 before the first answer. */
  updatedAt: number;
  /** The last fetch failed; the prices shown (if any) are the previous ones. */
  failed: boolean;
  /** Which market the prices are (live, practice, closed); null until known. */
  session: MarketSession | null;
}

/**
 * Last traded prices of `tokens` in the market the trader's broker trades on (the paper broker's
 * practice market for its traders), fetched again every PRICE_WRITE_MS while the window is
 * focused and at once when it regains focus (docs/price-polling.md).
 */
export function useLivePrices(
  tokens: Iterable<number | null | undefined>,
  broker: string | null,
): LivePrices {
  const focused = useWindowFocused();
  const sandbox = useSandboxSession();
  const list = tokenSet(tokens);
  const key = list.join(",");
  // The same set of tokens keeps the same array, so the query key stays put between renders.
  const stable = useMemo(() => (key ? key.split(",").map(Number) : []), [key]);
  const query = useQuery({
    ...ltpQuery(stable, feedMarketFor(broker, sandbox)),
    refetchInterval: focused ? PRICE_WRITE_MS : false,
  });
  return {
    prices: query.data?.prices ?? NO_PRICES,
    session: query.data?.session ?? null,
    updatedAt: query.dataUpdatedAt,
    failed: query.isError,
  };
}
