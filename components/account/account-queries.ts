import { queryOptions } from "@tanstack/react-query";
import { FAVOURITES_QUERY_KEY, listFavourites } from "@/api-clients/user-strategy/favourites";
import { getProfile } from "@/api-clients/user-strategy/profile";
import { readSessionToken } from "@/components/session/session-cookie";
import { toClientProfile } from "@/lib/profile/client-profile";

/**
 * The trader's own data, one query each. The keys are the app's: a favourite toggled anywhere
 * invalidates `ACCOUNT_KEYS.favourites`, an edited contact `ACCOUNT_KEYS.profile`.
 */
export const ACCOUNT_KEYS = {
  profile: ["user", "profile"],
  // Shared with the profile page's favourite toggle (api-clients/user-strategy/favourites.ts).
  favourites: FAVOURITES_QUERY_KEY,
} as const;

/** Spec §3 client profile (strategies come from the favourites query). */
export const profileQuery = queryOptions({
  queryKey: ACCOUNT_KEYS.profile,
  queryFn: async ({ signal }) =>
    toClientProfile(await getProfile({ token: readSessionToken(), signal })),
});

/** Spec §3 favourite items, oldest first. */
export const favouritesQuery = queryOptions({
  queryKey: ACCOUNT_KEYS.favourites,
  queryFn: ({ signal }) => listFavourites({ token: readSessionToken(), signal }),
});
