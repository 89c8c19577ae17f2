"use client";

import { useMediaQuery } from "@/components/ui/media-query";
import { BREAKPOINTS } from "@/lib/breakpoints";

// Tablet and up: where the mobile-only pages (place order, track detail, adjust) do not exist.
const QUERY = `(min-width: ${BREAKPOINTS.md}px)`;

/** Whether the viewport is md or wider; false on the server and while hydrating. */
export function useWideScreen(): boolean {
  return useMediaQuery(QUERY);
}
