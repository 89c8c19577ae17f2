import {
  SERVICE_WORKER_SCOPE,
  SERVICE_WORKER_URL,
  SKIP_WAITING_MESSAGE,
} from "@/lib/pwa/worker-messages";

// A new worker is fetched and installed in well under this on a phone; past it, reload anyway.
const TAKE_OVER_TIMEOUT_MS = 4_000;

const REGISTRATION: RegistrationOptions = {
  scope: SERVICE_WORKER_SCOPE,
  type: "module",
  // The worker's script is checked against the server on every update, never a cache.
  updateViaCache: "none",
};

/**
 * Registers the service worker (docs/pwa.md) in a production build. `next dev` has none: its
 * assets change on every edit, and a cached copy would only get in the way.
 */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
  navigator.serviceWorker
    .getRegistration(SERVICE_WORKER_SCOPE)
    // Keep whichever deploy's script is registered (see takeOverWithNewWorker).
    .then(
      (registered) =>
        registered ?? navigator.serviceWorker.register(SERVICE_WORKER_URL, REGISTRATION),
    )
    .catch((error: unknown) => console.warn("[pwa] service worker not registered", error));
}

function installed(worker: ServiceWorker): Promise<void> {
  return new Promise((resolve) => {
    if (worker.state !== "installing") return resolve();
    worker.addEventListener("statechange", () => worker.state !== "installing" && resolve());
  });
}

function within<T>(promise: Promise<T>, ms: number): Promise<T | void> {
  return Promise.race([promise, new Promise<void>((resolve) => setTimeout(resolve, ms))]);
}

/**
 * A new deployment was detected (spec §4): register the new deployment's worker (its version in
 * the script's URL, so the browser installs it even where the bytes did not change) and let it
 * take over from the old one, so the reload that follows runs the new app, never a cached one.
 */
export async function takeOverWithNewWorker(version: string): Promise<void> {
  if (!("serviceWorker" in navigator) || !navigator.serviceWorker.controller) return;
  const takenOver = new Promise<void>((resolve) =>
    navigator.serviceWorker.addEventListener("controllerchange", () => resolve(), { once: true }),
  );
  await within(
    (async () => {
      const url = `${SERVICE_WORKER_URL}?deploy=${encodeURIComponent(version)}`;
      const registration = await navigator.serviceWorker.register(url, REGISTRATION);
      const incoming = registration.installing ?? registration.waiting;
      if (!incoming) return;
      await installed(incoming);
      if (incoming.state === "installed") incoming.postMessage(SKIP_WAITING_MESSAGE);
      await takenOver;
    })(),
    TAKE_OVER_TIMEOUT_MS,
  ).catch((error: unknown) => console.warn("[pwa] new service worker not taken over", error));
}
