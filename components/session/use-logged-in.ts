"use client";

import { useSyncExternalStore } from "react";
import { watchLoggedIn } from "./logged-in-watcher";
import { hasSessionCookie } from "./session-cookie";

const subscribe = (onChange: () => void) => watchLoggedIn({ read: hasSessionCookie, onChange });

/**
 * Spec §4: whether the trader is logged in (the session cookie exists), re-read every second.
 * False while the server renders: the server's pages know the session from proxy.ts instead.
 */
export function useLoggedIn(): boolean {
  return useSyncExternalStore(subscribe, hasSessionCookie, () => false);
}
