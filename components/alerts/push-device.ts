import { pushSubscriptionWireSchema, type PushSubscriptionWire } from "@/lib/alerts/alerts-wire";
import { SERVICE_WORKER_SCOPE } from "@/lib/pwa/worker-messages";

/**
 * This browser's side of Web Push: whether it can take alerts, its subscription, and turning it
 * on and off. The service worker (app/sw.ts) shows what arrives.
 */

/** Whether this browser can take push alerts: a service worker, the Push API, notifications. */
export function pushSupported(): boolean {
  return (
    typeof window !== "undefined" &&
    "serviceWorker" in navigator &&
    "PushManager" in window &&
    "Notification" in window
  );
}

async function registration(): Promise<ServiceWorkerRegistration | undefined> {
  return navigator.serviceWorker.getRegistration(SERVICE_WORKER_SCOPE);
}

/** This device's subscription, or null when it has none (or cannot have one). */
export async function deviceSubscription(): Promise<PushSubscription | null> {
  if (!pushSupported()) return null;
  return (await (await registration())?.pushManager.getSubscription()) ?? null;
}

/** The VAPID public key (base64url) as the bytes PushManager.subscribe takes. */
export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, "+").replace(/_/g, "/");
  const binary = atob(base64 + "=".repeat((4 - (base64.length % 4)) % 4));
  return Uint8Array.from(binary, (char) => char.charCodeAt(0));
}

export class AlertsPermissionError extends Error {
  constructor() {
    super("Notifications are blocked for this site: allow them in the browser's settings");
  }
}

/** The app's service worker starts in well under this; past it, alerts cannot work here. */
const WORKER_TIMEOUT_MS = 10_000;

/** The active service worker's registration, which receives the pushes. */
async function activeRegistration(): Promise<ServiceWorkerRegistration> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(
      () => reject(new Error("Alerts need the app's service worker, which is not running here")),
      WORKER_TIMEOUT_MS,
    ),
  );
  return Promise.race([navigator.serviceWorker.ready, timeout]);
}

/**
 * Asks for permission (the browser's prompt, once) and subscribes this device with our key;
 * the subscription as the services store it. A subscription made with another key is replaced.
 */
export async function subscribeDevice(publicKey: string): Promise<PushSubscriptionWire> {
  if ((await Notification.requestPermission()) !== "granted") throw new AlertsPermissionError();
  const ready = await activeRegistration();
  const key = applicationServerKey(publicKey);
  const existing = await ready.pushManager.getSubscription();
  if (existing && !sameKey(existing, key)) await existing.unsubscribe();
  const subscription =
    (existing && sameKey(existing, key) ? existing : null) ??
    (await ready.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key }));
  return pushSubscriptionWireSchema.parse(subscription.toJSON());
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const own = subscription.options.applicationServerKey;
  if (!own) return false;
  const bytes = new Uint8Array(own);
  return bytes.length === key.length && bytes.every((byte, i) => byte === key[i]);
}

/** Unsubscribes this device at its push service; its endpoint, to forget at ours too. */
export async function unsubscribeDevice(): Promise<string | null> {
  const subscription = await deviceSubscription();
  if (!subscription) return null;
  await subscription.unsubscribe();
  return subscription.endpoint;
}
