/**
 * The five services this process mounts, each under its own base path so that each can later run
 * on its own from the same code. The web app learns these URLs from env (lib/env/service-urls.ts).
 */
export const HTTP_SERVICES = [
  { name: "bridge", basePath: "/bridge" },
  { name: "user-strategy", basePath: "/user-strategy" },
  { name: "search", basePath: "/search" },
  { name: "market-feed", basePath: "/market-feed" },
  // Analysts publish, adjust and close tradeboxes (an API key, not a trader's session).
  { name: "analyst", basePath: "/analyst" },
] as const;

/** The realtime service answers WebSocket upgrades on this path, outside the HTTP router. */
export const REALTIME_SERVICE = { name: "realtime", basePath: "/realtime" } as const;

export const SERVICE_NAMES = [...HTTP_SERVICES.map((s) => s.name), REALTIME_SERVICE.name];

export type HttpServiceName = (typeof HTTP_SERVICES)[number]["name"];
