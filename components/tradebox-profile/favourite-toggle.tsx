"use client";

import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import Cookies from "js-cookie";
import { Heart } from "lucide-react";
import { useSyncExternalStore } from "react";
import {
  addFavourites,
  FAVOURITES_QUERY_KEY,
  favouritesQueryOptions,
  removeFavourites,
} from "@/api-clients/user-strategy/favourites";
import { PlainButton } from "@/components/ui/plain-button";
import { SESSION_COOKIE } from "@/lib/product";
import { withFavourite, type FavouriteItemWire } from "@/lib/tradebox/favourite-item-wire";
import type { TradeboxWire } from "@/lib/tradebox/tradebox-wire";
import styles from "./place-card.module.css";

/** The tradebox fields a favourites row shows (spec §3 'Favourite item'). */
export type FavouriteSource = Pick<
  TradeboxWire,
  "id" | "name" | "display_image" | "ins_type" | "frequency" | "risk_level"
>;

const itemOf = (t: FavouriteSource): FavouriteItemWire => ({
  strategy_id: t.id,
  strategy_name: t.name,
  display_image: t.display_image,
  ins_type: t.ins_type,
  frequency: t.frequency,
  risk_level: t.risk_level,
});

const noSubscription = () => () => {};

/**
 * The session token from its cookie; none during the server render and hydration (no cookie
 * jar there), so both render the same loading button.
 */
function useSessionToken(): string | undefined {
  return useSyncExternalStore(
    noSubscription,
    () => Cookies.get(SESSION_COOKIE),
    () => undefined,
  );
}

/**
 * Mark or unmark the tradebox as a favourite (logged in only). Optimistic: the shared favourites
 * list changes at once and is put back if the service refuses, then refetched either way.
 */
export function FavouriteToggle({ tradebox }: { tradebox: FavouriteSource }) {
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const favourites = useQuery({ ...favouritesQueryOptions(token ?? ""), enabled: !!token });
  const mutation = useMutation({
    mutationFn: async (favourite: boolean): Promise<void> => {
      const req = { token: token ?? "" };
      if (favourite) await addFavourites([tradebox.id], req);
      else await removeFavourites([tradebox.id], req);
    },
    onMutate: async (favourite) => {
      await queryClient.cancelQueries({ queryKey: FAVOURITES_QUERY_KEY });
      const previous = queryClient.getQueryData<FavouriteItemWire[]>(FAVOURITES_QUERY_KEY);
      queryClient.setQueryData<FavouriteItemWire[]>(FAVOURITES_QUERY_KEY, (list = []) =>
        withFavourite(list, itemOf(tradebox), favourite),
      );
      return { previous };
    },
    onError: (_error, _favourite, context) => {
      queryClient.setQueryData(FAVOURITES_QUERY_KEY, context?.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: FAVOURITES_QUERY_KEY }),
  });

  const favourite = favourites.data?.some((item) => item.strategy_id === tradebox.id) ?? false;
  return (
    <div className={styles.favourite}>
      <PlainButton
        variant="outline"
        size="lg"
        aria-pressed={favourite}
        busy={!favourites.data && !favourites.isError}
        disabled={!favourites.data}
        onClick={() => mutation.mutate(!favourite)}
      >
        <Heart
          aria-hidden
          className={favourite ? styles.favouriteMark : undefined}
          fill={favourite ? "currentColor" : "none"}
        />
        {favourite ? "In your favourites" : "Add to favourites"}
      </PlainButton>
      <p role="status" className={styles.favouriteError}>
        {mutation.isError
          ? "Could not update your favourites. Please try again."
          : favourites.isError
            ? "Could not load your favourites."
            : ""}
      </p>
    </div>
  );
}
