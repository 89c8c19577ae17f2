import { queryOptions } from "@tanstack/react-query";
import * as z from "@/lib/validation/zod";
import {
  activeStrategyWireSchema,
  adjustmentPreviewWireSchema,
  basketDetailsWireSchema,
  placeMarginWireSchema,
  type ActiveStrategyWire,
  type AdjustmentPreviewWire,
  type BasketDetailsWire,
  type PlaceMarginWire,
} from "@/lib/basket/user-basket-wire";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import type { CallOptions } from "../call-options";
import { requestData } from "../envelope";

// A trader's baskets on the user/strategy service (docs/api.md 'A trader's baskets').

/** GET /basket/details?basket_id=: basket_info and signals (envelope `isSuccess`, spec §7). */
export function getBasketDetails(
  basketId: string,
  options: CallOptions,
): Promise<BasketDetailsWire> {
  return requestData({
    ...options,
    baseUrl: SERVICE_URLS.userStrategy,
    path: "/basket/details",
    query: { basket_id: basketId },
    flag: "isSuccess",
    data: basketDetailsWireSchema,
  });
}

/** GET /basket/adjustment?basket_id=: the orders an adjustment sends and the margin change. */
export function getAdjustmentPreview(
  basketId: string,
  options: CallOptions,
): Promise<AdjustmentPreviewWire> {
  return requestData({
    ...options,
    baseUrl: SERVICE_URLS.userStrategy,
    path: "/basket/adjustment",
    query: { basket_id: basketId },
    flag: "is_success",
    data: adjustmentPreviewWireSchema,
  });
}

const strategyListSchema = z.array(activeStrategyWireSchema);

/** GET /strategy/active: the trader's baskets not yet exited, newest first. */
export function getActiveStrategies(options: CallOptions): Promise<ActiveStrategyWire[]> {
  return requestData({
    ...options,
    baseUrl: SERVICE_URLS.userStrategy,
    path: "/strategy/active",
    flag: "is_success",
    data: strategyListSchema,
  });
}

/** GET /strategy/history: the trader's exited baskets, last exit first. */
export function getStrategyHistory(options: CallOptions): Promise<ActiveStrategyWire[]> {
  return requestData({
    ...options,
    baseUrl: SERVICE_URLS.userStrategy,
    path: "/strategy/history",
    flag: "is_success",
    data: strategyListSchema,
  });
}

/** GET /strategy/margin: what placing `lots` lots would block at the trader's broker. */
export function getPlaceMargin(
  strategyId: string,
  lots: number,
  options: CallOptions,
): Promise<PlaceMarginWire> {
  return requestData({
    ...options,
    baseUrl: SERVICE_URLS.userStrategy,
    path: "/strategy/margin",
    query: { strategy_id: strategyId, no_of_lot: String(lots) },
    flag: "is_success",
    data: placeMarginWireSchema,
  });
}

/** The one home of the baskets' query keys: invalidate `all` to refresh everything below it. */
export const basketKeys = {
  all: ["baskets"] as const,
  details: (basketId: string) => ["baskets", "details", basketId] as const,
  adjustment: (basketId: string) => ["baskets", "adjustment", basketId] as const,
  active: () => ["baskets", "active"] as const,
  history: () => ["baskets", "history"] as const,
  placeMargin: (strategyId: string, lots: number) =>
    ["baskets", "place-margin", strategyId, lots] as const,
};

/** Query options of the basket calls; the token authenticates the fetch and is not part of a key. */
export const basketQueries = {
  details: (basketId: string, token: string | undefined) =>
    queryOptions({
      queryKey: basketKeys.details(basketId),
      queryFn: ({ signal }) => getBasketDetails(basketId, { token, signal }),
    }),
  adjustment: (basketId: string, token: string | undefined) =>
    queryOptions({
      queryKey: basketKeys.adjustment(basketId),
      queryFn: ({ signal }) => getAdjustmentPreview(basketId, { token, signal }),
      // A preview is a quote: take it fresh every time the screen opens.
      staleTime: 0,
    }),
  active: (token: string | undefined) =>
    queryOptions({
      queryKey: basketKeys.active(),
      queryFn: ({ signal }) => getActiveStrategies({ token, signal }),
    }),
  history: (token: string | undefined) =>
    queryOptions({
      queryKey: basketKeys.history(),
      queryFn: ({ signal }) => getStrategyHistory({ token, signal }),
    }),
  placeMargin: (strategyId: string, lots: number, token: string | undefined) =>
    queryOptions({
      queryKey: basketKeys.placeMargin(strategyId, lots),
      queryFn: ({ signal }) => getPlaceMargin(strategyId, lots, { token, signal }),
      // A quote at the broker's prices now.
      staleTime: 30_000,
    }),
};
