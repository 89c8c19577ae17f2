"use client";

import { useEffect, useState } from "react";

/** Longest wait for an idle moment before background work starts anyway. */
const IDLE_TIMEOUT_MS = 1_500;

/**
 * False until the browser first has nothing else to do (or 1.5 s have passed), then true: for
 * work a page needs soon but not to show itself.
 */
export function useIdle(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === "function") {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const timer = setTimeout(() => setIdle(true), 1);
    return () => clearTimeout(timer);
  }, []);
  return idle;
}
