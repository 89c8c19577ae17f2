"use client";

import { useSyncExternalStore } from "react";

function focused(): boolean {
  return document.visibilityState === "visible" && document.hasFocus();
}

function subscribe(onChange: () => void): () => void {
  window.addEventListener("focus", onChange);
  window.addEventListener("blur", onChange);
  document.addEventListener("visibilitychange", onChange);
  return () => {
    window.removeEventListener("focus", onChange);
    window.removeEventListener("blur", onChange);
    document.removeEventListener("visibilitychange", onChange);
  };
}

/** Whether this window is shown and has the focus (spec §7: prices poll only then). */
export function useWindowFocused(): boolean {
  return useSyncExternalStore(subscribe, focused, () => false);
}
