"use client";

import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { tradeboxTemplateQuery } from "@/api-clients/user-strategy/tradebox-template";
import {
  useActiveTradeboxes,
  useAvailableMargin,
} from "@/components/positions/use-active-tradeboxes";
import { useLivePrices } from "@/components/positions/use-live-prices";
import { useSessionToken } from "@/components/session/client-session-token";
import { brokerByCode } from "@/lib/brokers";
import { feePerOrderWithGst } from "@/lib/money/tradebox-fees";
import { marginCheck, orderLegs, requiredMarginFor } from "@/lib/track/place-order";
import { useOrderWindow } from "./use-order-window";

/**
 * Everything the place-order screen weighs for `lots` lots of a tradebox: its template and legs
 * at live prices, the margin against the funds, the plan's fee, the order window, and whether
 * the trader already follows it.
 */
export function useOrderQuote(strategyId: string, broker: string | null, lots: number) {
  const token = useSessionToken();
  const profile = useQuery({
    ...tradeboxTemplateQuery(strategyId, token),
    enabled: token !== undefined,
  });
  const available = useAvailableMargin();
  const active = useActiveTradeboxes();
  const windowOpen = useOrderWindow(broker);
  const template = profile.data?.template;
  const tradebox = profile.data?.tradebox;
  const { prices } = useLivePrices([
    tradebox?.underlying_token,
    ...(template?.signals.map((signal) => signal.instrument_token) ?? []),
  ]);
  const legs = useMemo(() => (template ? orderLegs(template, lots) : []), [template, lots]);
  const required = template ? requiredMarginFor(template.margin_required, lots) : null;
  return {
    profile,
    template,
    tradebox,
    prices,
    legs,
    required,
    margin:
      required !== null && available.data !== undefined
        ? marginCheck(required, available.data)
        : null,
    fee: feePerOrderWithGst(brokerByCode(broker ?? "")?.tradeboxFees ?? 0),
    windowOpen,
    following: tradebox
      ? active.data?.find((basket) => basket.strategy_id === tradebox.id)
      : undefined,
  };
}
