"use client";

import { BREAKPOINTS } from "@/lib/breakpoints";
import { useMediaQuery } from "./media-query";

/**
 * Whether the viewport is narrower than a breakpoint, kept in step with resizes. On the server
 * (and in the first client render, so hydration matches) it answers false.
 */
export function useBelowBreakpoint(breakpoint: keyof typeof BREAKPOINTS): boolean {
  return useMediaQuery(`(max-width: ${BREAKPOINTS[breakpoint] - 0.02}px)`);
}
