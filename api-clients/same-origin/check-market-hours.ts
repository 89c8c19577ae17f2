import * as z from "@/lib/validation/zod";
import { requestJson } from "../http";
import { ResponseError } from "../errors";
import { originOf, type SameOriginCall } from "./same-origin";

export const CHECK_MARKET_HOURS_PATH = "/api/check-market-hours";

/** Spec §7: `isSuccess` with `isMarketHours`, or an error string. */
export const marketHoursResponseSchema = z.discriminatedUnion("isSuccess", [
  z.object({ isSuccess: z.literal(true), isMarketHours: z.boolean() }),
  z.object({ isSuccess: z.literal(false), errorMessage: z.string() }),
]);
export type MarketHoursResponse = z.infer<typeof marketHoursResponseSchema>;

// GET /api/check-market-hours: whether orders can be placed now (spec §9 window, §6 test broker).
export async function checkMarketHours(call: SameOriginCall = {}): Promise<boolean> {
  const req = { baseUrl: originOf(call), path: CHECK_MARKET_HOURS_PATH };
  const body = await requestJson({ ...call, ...req, schema: marketHoursResponseSchema });
  // Spec §8 'Market-hours with isSuccess false: a response error.'
  if (!body.isSuccess) throw new ResponseError(body.errorMessage, CHECK_MARKET_HOURS_PATH, "GET");
  return body.isMarketHours;
}
