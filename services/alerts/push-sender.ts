import webpush from "web-push";
import type { AlertPayload } from "../../lib/alerts/alert-payload";
import type { DeviceSubscription } from "./alerts-repo";
import type { VapidKeys } from "./vapid-keys";

/** What came of one push: delivered to the push service, or the subscription is gone for good. */
export type PushOutcome = "sent" | "gone";

/** Sends one encrypted message to one device's push service. */
export interface PushSender {
  send(device: DeviceSubscription, payload: AlertPayload): Promise<PushOutcome>;
}

/** An alert is stale after half a day: the push service drops it rather than wake a phone late. */
const TIME_TO_LIVE_SECONDS = 12 * 60 * 60;
const SEND_TIMEOUT_MS = 10_000;

/**
 * Web Push: the `web-push` library encrypts the payload to the device's keys (RFC 8291,
 * aes128gcm) and signs the request with our VAPID keys (RFC 8292); fetch sends it, urgent. (The
 * library's own sender speaks https only, and so could not reach a local push service in tests.)
 * A 404 or 410 means the device unsubscribed; any other failure throws.
 */
export function webPushSender(keys: VapidKeys, subject: string): PushSender {
  const vapidDetails = { subject, publicKey: keys.publicKey, privateKey: keys.privateKey };
  return {
    async send(device, payload) {
      const request = webpush.generateRequestDetails(
        { endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } },
        JSON.stringify(payload),
        { vapidDetails, TTL: TIME_TO_LIVE_SECONDS, urgency: "high" },
      );
      const response = await fetch(request.endpoint, {
        method: request.method,
        headers: Object.fromEntries(
          Object.entries(request.headers).map(([name, value]) => [name, String(value)]),
        ),
        body: request.body === null ? null : new Uint8Array(request.body),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
      if (response.status === 404 || response.status === 410) return "gone";
      if (!response.ok) {
        throw new Error(`Push service answered ${response.status}: ${await response.text()}`);
      }
      return "sent";
    },
  };
}
