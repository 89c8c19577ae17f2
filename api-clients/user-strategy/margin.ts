import { queryOptions } from "@tanstack/react-query";
import * as z from "@/lib/validation/zod";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { parseRupees } from "@/lib/money/parse-rupees";
import type { Paise } from "@/lib/money/paise";
import { requestData } from "../envelope";
import type { UserCall } from "./user-call";

/**
 * Spec §7: `available_margin` is a number or a numeric string, in rupees; read exactly into
 * paise (no float step). A string that is not a number fails the shape, like any other mismatch.
 */
export const availableMarginSchema = z.pipe(
  z.union([z.number(), z.string()]),
  z.transform((rupees: number | string, ctx): Paise => {
    try {
      return parseRupees(rupees);
    } catch {
      ctx.issues.push({ code: "custom", message: "must be a rupee amount", input: rupees });
      return z.NEVER;
    }
  }),
);

export const marginDataSchema = z.object({ available_margin: availableMarginSchema });

// GET {USER_STRATEGY}/user/margin: the funds the trader's broker says they can trade with.
export async function getAvailableMargin({ baseUrl, ...user }: UserCall): Promise<Paise> {
  const data = await requestData({
    ...user,
    baseUrl: baseUrl ?? SERVICE_URLS.userStrategy,
    path: "/user/margin",
    flag: "is_success",
    data: marginDataSchema,
  });
  return data.available_margin;
}

/** The available margin's one query key: the account menu, dashboard and place order share it. */
export const marginKey = ["user", "margin"] as const;

export function availableMarginQuery(token: string | undefined) {
  return queryOptions({
    queryKey: marginKey,
    queryFn: ({ signal }) => getAvailableMargin({ token: token ?? "", signal }),
  });
}
