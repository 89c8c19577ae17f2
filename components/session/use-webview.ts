"use client";

import { useSyncExternalStore } from "react";
import { readIsWebview } from "./session-cookie";

// The login source is set once by the login hand-off; nothing to subscribe to.
const subscribe = () => () => {};

/** Whether this is the broker's webview (docs/webview.md). False while the server renders. */
export function useWebview(): boolean {
  return useSyncExternalStore(subscribe, readIsWebview, () => false);
}
