import { queryOptions } from "@tanstack/react-query";
import { z } from "zod";
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

const SUBSCRIBE = { baseUrl: SERVICE_URLS.userStrategy, path: "/user/subscribe" } as const;

/** GET /user/subscribe: the trader's favourite tradeboxes, oldest first. */
export function listFavourites({ token, signal }: AuthRequest): Promise<FavouriteItemWire[]> {
  return requestData({
    ...SUBSCRIBE,
    token,
    signal,
    flag: "is_success",
    data: listFavouritesDataSchema,
  });
}

/** POST /user/subscribe {strategies}: mark tradeboxes as favourites → the ids now subscribed. */
export function addFavourites(strategyIds: readonly string[], req: AuthRequest): Promise<string[]> {
  return requestData({
    ...SUBSCRIBE,
    method: "POST",
    body: { strategies: strategyIds },
    token: req.token,
    signal: req.signal,
    flag: "is_success",
    data: addFavouritesDataSchema,
  });
}

/** DELETE /user/subscribe {strategies}: unmark tradeboxes (one not marked is ignored). */
export async function removeFavourites(
  strategyIds: readonly string[],
  req: AuthRequest,
): Promise<void> {
  await requestData({
    ...SUBSCRIBE,
    method: "DELETE",
    body: { strategies: strategyIds },
    token: req.token,
    signal: req.signal,
    flag: "is_success",
    data: removeFavouritesDataSchema,
  });
}

/** The favourites list's one query key: the profile's toggle and the account panel share it. */
export const FAVOURITES_QUERY_KEY = ["user-strategy", "favourites"] as const;

export function favouritesQueryOptions(token: string) {
  return queryOptions({
    queryKey: FAVOURITES_QUERY_KEY,
    queryFn: ({ signal }) => listFavourites({ token, signal }),
  });
}
