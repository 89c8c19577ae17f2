"use client";

import { useSyncExternalStore } from "react";

const lists = new Map<string, MediaQueryList>();

/**
 * One MediaQueryList per query for the whole page: a hook reads `.matches` on every render, and
 * each `window.matchMedia` call makes and evaluates a new list (a style update on a phone, as
 * the page hydrates).
 */
function mediaQueryList(query: string): MediaQueryList {
  let list = lists.get(query);
  if (!list) {
    list = window.matchMedia(query);
    lists.set(query, list);
  }
  return list;
}

/** Whether `query` matches, kept in step with resizes; false on the server and while hydrating. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      const list = mediaQueryList(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    () => mediaQueryList(query).matches,
    () => false,
  );
}
