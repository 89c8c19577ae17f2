"use client";

import { useSyncExternalStore } from "react";
import { BREAKPOINTS } from "@/lib/breakpoints";

/**
 * Whether the viewport is narrower than a breakpoint, kept in step with resizes. On the server
 * (and in the first client render, so hydration matches) it answers false.
 */
export function useBelowBreakpoint(breakpoint: keyof typeof BREAKPOINTS): boolean {
  const query = `(max-width: ${BREAKPOINTS[breakpoint] - 0.02}px)`;
  return useSyncExternalStore(
    (onChange) => {
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => window.matchMedia(query).matches,
    () => false,
  );
}
