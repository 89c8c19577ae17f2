import { queryOptions } from "@tanstack/react-query";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import {
  tradeboxProfileWireSchema,
  type TradeboxProfileWire,
} from "@/lib/tradebox/tradebox-profile-wire";
import type { CallOptions } from "../call-options";
import { requestData } from "../envelope";

/**
 * GET /strategy/profile?sid=: the tradebox and the analyst's current basket (its legs and
 * one-lot margin), what the place-order screen offers. 404 for one the trader may not see.
 */
export function getTradeboxTemplate(
  sid: string,
  options: CallOptions,
): Promise<TradeboxProfileWire> {
  return requestData({
    ...options,
    baseUrl: SERVICE_URLS.userStrategy,
    path: "/strategy/profile",
    query: { sid },
    flag: "is_success",
    data: tradeboxProfileWireSchema,
  });
}

export function tradeboxTemplateQuery(sid: string, token: string | undefined) {
  return queryOptions({
    queryKey: ["tradebox-template", sid] as const,
    queryFn: ({ signal }) => getTradeboxTemplate(sid, { token, signal }),
  });
}
