"use client";

import { useSyncExternalStore } from "react";
import { BREAKPOINTS } from "@/lib/breakpoints";

// Tablet and up: where the mobile-only pages (place order, track detail, adjust) do not exist.
const QUERY = `(min-width: ${BREAKPOINTS.md}px)`;

function subscribe(onChange: () => void): () => void {
  const list = window.matchMedia(QUERY);
  list.addEventListener("change", onChange);
  return () => list.removeEventListener("change", onChange);
}

/** Whether the viewport is md or wider; false on the server and while hydrating. */
export function useWideScreen(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(QUERY).matches,
    () => false,
  );
}
