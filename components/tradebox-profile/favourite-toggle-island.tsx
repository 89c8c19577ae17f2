"use client";

import dynamic from "next/dynamic";
import { PlainButton } from "@/components/ui/plain-button";

/**
 * The favourite toggle, in its own chunk: only a trader's profile renders it, so its favourites
 * client (and zod) stays out of the JavaScript of a visitor's profile. While the chunk loads it
 * shows what the toggle shows while the favourites load.
 */
export const FavouriteToggleIsland = dynamic(
  () => import("./favourite-toggle").then((module) => module.FavouriteToggle),
  {
    loading: () => (
      <PlainButton variant="outline" size="lg" busy>
        Add to favourites
      </PlainButton>
    ),
  },
);
