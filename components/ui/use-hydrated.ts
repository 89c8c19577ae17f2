"use client";

import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False in the server's HTML and while hydrating, true once React handles the component: for a
 * control whose action is script only. Pressed before the page's script has run, such a control
 * does nothing (a button) or what the browser does without us (a form submits itself), so it
 * stays disabled until it works.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
