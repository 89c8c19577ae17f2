import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { parseRupees } from "@/lib/money/parse-rupees";
import type { Paise } from "@/lib/money/paise";
import type { CallOptions } from "../call-options";
import { requestData } from "../envelope";

// Spec §7: 'data.available_margin, a number or numeric string that is parsed'.
const marginSchema = z.object({
  available_margin: z.union([z.number(), z.string().regex(/^-?\d+(\.\d+)?$/)]),
});

/** GET /user/margin: the trader's funds available for margin at the broker, in paise. */
export async function getAvailableMargin(options: CallOptions): Promise<Paise> {
  const data = await requestData({
    ...options,
    baseUrl: SERVICE_URLS.userStrategy,
    path: "/user/margin",
    flag: "is_success",
    data: marginSchema,
  });
  return parseRupees(data.available_margin);
}

export const marginKey = ["user", "margin"] as const;

export function availableMarginQuery(token: string | undefined) {
  return queryOptions({
    queryKey: marginKey,
    queryFn: ({ signal }) => getAvailableMargin({ token, signal }),
  });
}
