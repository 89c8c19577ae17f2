import { z } from "zod";
import { FREQUENCIES, INSTRUMENT_TYPES, RISK_LEVELS } from "@/lib/domain/enums";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { requestData } from "../envelope";
import type { UserCall } from "./user-call";

const SUBSCRIBE_PATH = "/user/subscribe";

/** Spec §3 'Favourite (subscription) item'. */
export const favouriteItemSchema = z.object({
  strategy_id: z.string(),
  strategy_name: z.string(),
  display_image: z.string(),
  ins_type: z.enum(INSTRUMENT_TYPES),
  frequency: z.enum(FREQUENCIES),
  risk_level: z.enum(RISK_LEVELS),
});
export type FavouriteItem = z.infer<typeof favouriteItemSchema>;

function call<D extends z.ZodType>(
  method: "GET" | "POST" | "DELETE",
  data: D,
  { baseUrl, ...user }: UserCall,
  strategies?: readonly string[],
) {
  return requestData({
    ...user,
    baseUrl: baseUrl ?? SERVICE_URLS.userStrategy,
    path: SUBSCRIBE_PATH,
    method,
    flag: "is_success",
    data,
    body: strategies ? { strategies } : undefined,
  });
}

// GET {USER_STRATEGY}/user/subscribe: the trader's favourite tradeboxes.
export function listFavourites(user: UserCall): Promise<FavouriteItem[]> {
  return call("GET", z.array(favouriteItemSchema), user);
}

// POST {USER_STRATEGY}/user/subscribe: mark tradeboxes → every strategy id now a favourite.
export function addFavourites(strategyIds: readonly string[], user: UserCall): Promise<string[]> {
  return call("POST", z.array(z.string()), user, strategyIds);
}

// DELETE {USER_STRATEGY}/user/subscribe: unmark tradeboxes (data null).
export async function removeFavourites(
  strategyIds: readonly string[],
  user: UserCall,
): Promise<void> {
  await call("DELETE", z.null(), user, strategyIds);
}
