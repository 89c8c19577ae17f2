"use client";

import { useEffect, useSyncExternalStore } from "react";

// Whether the logged-in shell runs the trader's background services itself. It loads them from
// its own code, where React Query and the account clients are loaded already; loaded from the
// root layout's background services, the same modules came a second time in their own chunks
// (Turbopack splits a lazy import against its importer's chunks only: docs/web-performance.md).
let hosts = 0;
const listeners = new Set<() => void>();

function setHosts(next: number): void {
  hosts = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Marks the calling component, while mounted, as running the trader's background services. */
export function useHostTraderServices(): void {
  useEffect(() => {
    setHosts(hosts + 1);
    return () => setHosts(hosts - 1);
  }, []);
}

/** True while a mounted component runs the trader's background services. */
export function useTraderServicesHosted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => hosts > 0,
    () => false,
  );
}
