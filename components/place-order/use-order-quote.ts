"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { basketQueries } from "@/api-clients/user-strategy/baskets";
import { useMemo } from "react";
import { tradeboxTemplateQuery } from "@/api-clients/user-strategy/tradebox-template";
import {
  useActiveTradeboxes,
  useAvailableMargin,
} from "@/components/positions/use-active-tradeboxes";
import { useLivePrices } from "@/components/positions/use-live-prices";
import { useSessionToken } from "@/components/session/client-session-token";
import { brokerByCode } from "@/lib/brokers";
import { entryAndExitCharges } from "@/lib/charges/estimate";
import { indiaClock } from "@/lib/market/india-time";
import { parseRupees } from "@/lib/money/parse-rupees";
import { priceOf } from "@/lib/track/prices";
import { feePerOrderWithGst } from "@/lib/money/tradebox-fees";
import { TEST_BROKER_CODE } from "@/lib/product";
import { hedgeBenefit, marginCheck, orderLegs, requiredMarginFor } from "@/lib/track/place-order";
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
  const {
    prices,
    session: marketSession,
    origin: priceOrigin,
  } = useLivePrices(
    [
      tradebox?.underlying_token,
      ...(template?.signals.map((signal) => signal.instrument_token) ?? []),
    ],
    broker,
  );
  const legs = useMemo(() => (template ? orderLegs(template, lots) : []), [template, lots]);
  const record = brokerByCode(broker ?? "");
  // At the live price of each leg (the analyst's until one comes), as if traded today.
  const charges = useMemo(
    () =>
      record
        ? entryAndExitCharges(
            legs.map((leg) => ({
              side: leg.side,
              units: leg.units,
              price: priceOf(prices, leg.token) ?? parseRupees(leg.price),
            })),
            record.optionsBrokerage.perExecutedOrder,
            indiaClock(new Date()).date,
          )
        : null,
    [legs, prices, record],
  );
  // A real broker quotes its own basket margin; the paper broker blocks the template's figure.
  // Every broker's quote also says what a hedged basket's sold legs alone would block.
  const brokerQuotes = broker !== null && broker !== TEST_BROKER_CODE;
  const marginQuote = useQuery({
    ...basketQueries.placeMargin(strategyId, lots, token),
    enabled: token !== undefined && broker !== null,
    placeholderData: keepPreviousData,
  });
  const required = !template
    ? null
    : brokerQuotes
      ? marginQuote.data
        ? parseRupees(marginQuote.data.required_margin)
        : null
      : requiredMarginFor(template.margin_required, lots);
  return {
    profile,
    template,
    tradebox,
    prices,
    marketSession,
    priceOrigin,
    legs,
    required,
    /** The required margin is our estimate: the broker has no basket margin call. */
    marginEstimated: brokerQuotes && (marginQuote.data?.estimated ?? false),
    /** What the basket's bought legs save against its sold legs alone; null for no hedge. */
    hedge:
      marginQuote.data && required !== null
        ? hedgeBenefit(marginQuote.data.sold_legs_margin, required)
        : null,
    margin:
      required !== null && available.data !== undefined
        ? marginCheck(required, available.data)
        : null,
    fee: feePerOrderWithGst(record?.tradeboxFees ?? 0),
    /** The brokerage and statutory charges to enter, and to exit, at today's prices. */
    charges,
    windowOpen,
    following: tradebox
      ? active.data?.find((basket) => basket.strategy_id === tradebox.id)
      : undefined,
  };
}
