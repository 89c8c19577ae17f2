/** Where the service worker is served from (app/serwist/[path]/route.ts) and what it controls. */
export const SERVICE_WORKER_URL = "/serwist/sw.js";
export const SERVICE_WORKER_SCOPE = "/";

/** The page asks a waiting worker to take over when a new deployment is detected (spec §4). */
export const SKIP_WAITING_MESSAGE = "SKIP_WAITING";
