/// <reference lib="webworker" />
// The service worker (docs/pwa.md), bundled by app/serwist/[path]/route.ts. It keeps the app's
// static assets and the public pages a visitor has read, and nothing that knows a trader; and it
// shows the trader's alerts (Web Push, docs/alerts.md).
import type { PrecacheEntry, SerwistPlugin } from "serwist";
import { CacheFirst, NetworkFirst, NetworkOnly, Serwist } from "serwist";
import {
  OFFLINE_CACHE_HEADER,
  OFFLINE_CACHE_PUBLIC,
  OFFLINE_PATH,
  isOfflineReadablePage,
} from "@/lib/pwa/offline-pages";
import { SKIP_WAITING_MESSAGE } from "@/lib/pwa/worker-messages";
import { alertNotification, alertTarget } from "@/lib/alerts/alert-notification";

declare const self: ServiceWorkerGlobalScope & {
  __SW_MANIFEST: (PrecacheEntry | string)[] | undefined;
};

// Only pages the server marked as readable by anyone are kept (proxy.ts marks logged-out
// visits of public pages): never a logged-in page, whatever the URL.
const onlyPublicAnswers: SerwistPlugin = {
  cacheWillUpdate: async ({ response }) =>
    response.status === 200 && response.headers.get(OFFLINE_CACHE_HEADER) === OFFLINE_CACHE_PUBLIC
      ? response
      : null,
};

// A page is always asked of the server itself, past the browser's HTTP cache: that cache cannot
// tell a visitor's copy from a trader's page of the same URL (the session is a cookie), and
// would answer this worker's fetch with a stale visitor copy while it revalidates. A redirect
// stays a redirect (the browser follows it, so the address bar shows where it leads).
const pastTheHttpCache: SerwistPlugin = {
  requestWillFetch: async ({ request }) =>
    new Request(request.url, {
      method: request.method,
      headers: request.headers,
      credentials: "same-origin",
      redirect: "manual",
      cache: "no-cache",
      referrer: request.referrer,
    }),
};

const serwist = new Serwist({
  precacheEntries: self.__SW_MANIFEST,
  // A new worker waits: the app's new-deploy check activates it, then reloads (spec §4).
  skipWaiting: false,
  clientsClaim: true,
  runtimeCaching: [
    {
      // Public pages: the server answers while it can (with the session, a trader's page); the
      // visitor's last copy only when the network cannot. No time-out: a slow answer is still
      // the right one, where a copy could be the other side's page.
      matcher: ({ request, sameOrigin, url }) =>
        sameOrigin && request.mode === "navigate" && isOfflineReadablePage(url.pathname),
      handler: new NetworkFirst({
        cacheName: "public-pages",
        plugins: [pastTheHttpCache, onlyPublicAnswers],
      }),
    },
    {
      // Hashed build assets never change under their name.
      matcher: ({ sameOrigin, url }) => sameOrigin && url.pathname.startsWith("/_next/static/"),
      handler: new CacheFirst({ cacheName: "static-assets" }),
    },
    {
      // Every other page (a trader's, the login's): the server only, the offline page when it
      // cannot be reached. Other requests (API answers, the services, RSC payloads) are not
      // this worker's: the browser fetches them as if it were not here.
      matcher: ({ request }) => request.mode === "navigate",
      handler: new NetworkOnly({ plugins: [pastTheHttpCache] }),
    },
  ],
  fallbacks: {
    // A page that cannot be reached offline (any logged-in page) shows the offline page.
    entries: [{ url: OFFLINE_PATH, matcher: ({ request }) => request.destination === "document" }],
  },
});

self.addEventListener("message", (event) => {
  if (event.data === SKIP_WAITING_MESSAGE) void self.skipWaiting();
});

// A trader's alert (services/alerts): shown as a notification, whether or not a tab is open.
self.addEventListener("push", (event) => {
  const notification = alertNotification(readPushJson(event.data));
  if (notification) {
    event.waitUntil(self.registration.showNotification(notification.title, notification.options));
  }
});

// A tap opens the basket: in a tab of the app if there is one, else a new window.
self.addEventListener("notificationclick", (event) => {
  event.notification.close();
  event.waitUntil(openAlert(alertTarget(event.notification.data, self.location.origin)));
});

function readPushJson(data: PushMessageData | null): unknown {
  try {
    return data?.json();
  } catch {
    return null;
  }
}

async function openAlert(url: string): Promise<void> {
  // Only a tab this worker controls can be navigated by it.
  const [tab] = await self.clients.matchAll({ type: "window" });
  const shown =
    tab &&
    (await tab
      .focus()
      .then((focused) => focused.navigate(url))
      .catch(() => null));
  if (!shown) await self.clients.openWindow(url);
}

serwist.addEventListeners();
