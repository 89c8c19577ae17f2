import { queryOptions } from "@tanstack/react-query";
import * as z from "@/lib/validation/zod";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import {
  favouriteItemWireSchema,
  type FavouriteItemWire,
} from "@/lib/tradebox/favourite-item-wire";
import { requestData } from "../envelope";

/** Spec §7 favourites: GET, POST and DELETE /user/subscribe, all with the session token. */

/** GET /user/subscribe data: the trader's favourites (spec §3 'Favourite item'). */
export const listFavouritesDataSchema = z.array(favouriteItemWireSchema);
/** POST /user/subscribe data: every strategy id now subscribed. */
export const addFavouritesDataSchema = z.array(z.string());
/** DELETE /user/subscribe data: null. */
export const removeFavouritesDataSchema = z.null();

interface AuthRequest {
  /** The session token (the strikelineJWT cookie). */
  token: string;
  signal?: AbortSignal;
}

/** One /user/subscribe call with the session token, its data parsed with `data`. */
function subscribeCall<D extends z.core.$ZodType>(
  req: AuthRequest,
  data: D,
  change?: { method: "POST" | "DELETE"; strategyIds: readonly string[] },
): Promise<z.output<D>> {
  return requestData({
    baseUrl: SERVICE_URLS.userStrategy,
    path: "/user/subscribe",
    method: change?.method ?? "GET",
    body: change ? { strategies: change.strategyIds } : undefined,
    token: req.token,
    signal: req.signal,
    flag: "is_success",
    data,
  });
}

/** GET /user/subscribe: the trader's favourite tradeboxes, oldest first. */
export function listFavourites(req: AuthRequest): Promise<FavouriteItemWire[]> {
  return subscribeCall(req, listFavouritesDataSchema);
}

/** POST /user/subscribe {strategies}: mark tradeboxes as favourites → the ids now subscribed. */
export function addFavourites(strategyIds: readonly string[], req: AuthRequest): Promise<string[]> {
  return subscribeCall(req, addFavouritesDataSchema, { method: "POST", strategyIds });
}

/** DELETE /user/subscribe {strategies}: unmark tradeboxes (one not marked is ignored). */
export async function removeFavourites(
  strategyIds: readonly string[],
  req: AuthRequest,
): Promise<void> {
  await subscribeCall(req, removeFavouritesDataSchema, { method: "DELETE", strategyIds });
}

/** The favourites list's one query key: the profile's toggle and the account panel share it. */
export const FAVOURITES_QUERY_KEY = ["user-strategy", "favourites"] as const;

export function favouritesQueryOptions(token: string) {
  return queryOptions({
    queryKey: FAVOURITES_QUERY_KEY,
    queryFn: ({ signal }) => listFavourites({ token, signal }),
  });
}
