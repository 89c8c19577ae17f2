"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { brokerLtpQuery } from "@/api-clients/market-feed/broker-ltp";
import { ltpQuery } from "@/api-clients/market-feed/ltp";
import { useBrokerPriceWatch } from "@/components/realtime/use-realtime";
import { useSandboxSession } from "@/components/session/use-session-claims";
import { useSessionToken } from "@/components/session/client-session-token";
import { feedMarketFor, type MarketSession } from "@/lib/market/market-session";
import { priceOriginOf, type PriceOrigin } from "@/lib/market/price-origin";
import { TEST_BROKER_CODE } from "@/lib/product";
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
  /** Which market the prices are (live, practice, closed); null until known. */
  session: MarketSession | null;
  /** A real broker's prices: stream or quote call, and which are stale; null for the feed's. */
  origin: PriceOrigin | null;
}

/**
 * Last traded prices of `tokens` where the trader's broker has them: a real broker's (or its
 * sandbox's) own stream through the services, each price with its source and time; the paper
 * broker's traders (and visitors) the simulated market's feed. A broker's prices are pushed on the
 * realtime socket as they tick; both are fetched every PRICE_WRITE_MS while the window is
 * focused, and at once when it regains focus (docs/price-polling.md).
 */
export function useLivePrices(
  tokens: Iterable<number | null | undefined>,
  broker: string | null,
): LivePrices {
  const focused = useWindowFocused();
  const sandbox = useSandboxSession();
  const sessionToken = useSessionToken();
  const list = tokenSet(tokens);
  const key = list.join(",");
  // The same set of tokens keeps the same array, so the query key stays put between renders.
  const stable = useMemo(() => (key ? key.split(",").map(Number) : []), [key]);
  const fromBroker = broker !== null && broker !== TEST_BROKER_CODE;
  const feed = useQuery({
    ...ltpQuery(stable, feedMarketFor(broker, sandbox)),
    enabled: !fromBroker && stable.length > 0,
    refetchInterval: focused ? PRICE_WRITE_MS : false,
  });
  const own = useQuery({
    ...brokerLtpQuery(stable, sessionToken),
    enabled: fromBroker && stable.length > 0 && sessionToken !== undefined,
    refetchInterval: focused ? PRICE_WRITE_MS : false,
  });
  // The broker's stream pushes each price as it ticks; the poll above backs it up.
  useBrokerPriceWatch(stable, fromBroker && sessionToken !== undefined);
  const query = fromBroker ? own : feed;
  const origin = useMemo(
    () => (own.data && fromBroker ? priceOriginOf(own.data.quotes) : null),
    [own.data, fromBroker],
  );
  return {
    prices: query.data?.prices ?? NO_PRICES,
    session: query.data?.session ?? null,
    updatedAt: query.dataUpdatedAt,
    failed: query.isError,
    origin,
  };
}
