import type { ComponentType } from "react";

// Where the root layout gets the page's background services from. On a visitor's page, a lazy
// chunk of their own. The logged-in shell imports them statically and provides them here: its
// chunks already hold most of what they import (the route and broker tables, the api client,
// React Query), and the lazy chunk, split against the root layout's chunks only, came with
// second copies of it (docs/web-performance.md). Either way it is the same module, so the
// component React renders is the same function and a navigation between a visitor's page and
// the shell never mounts the services twice.
let provided: ComponentType | undefined;

/** Called by the logged-in shell's module as it loads. */
export function provideBackgroundServices(services: ComponentType): void {
  provided = services;
}

/** The background services: the shell's if it provided them, else from their own chunk. */
export async function loadBackgroundServices(): Promise<ComponentType> {
  if (provided) return provided;
  const { BackgroundServices } = await import("./background-services");
  return BackgroundServices;
}
