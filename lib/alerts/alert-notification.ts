import { routePath } from "../routing/routes";
import { alertPayloadSchema } from "./alert-payload";

/** The app's icon on an alert (the manifest's smallest). */
const ALERT_ICON = "/icons/icon-192.png";

export interface AlertNotification {
  title: string;
  options: NotificationOptions & { data: { url: string } };
}

/**
 * The notification a push shows (app/sw.ts): the alert's title and body, one per basket (a newer
 * alert replaces the older), the basket to open. Null for a push that is not one of our alerts.
 */
export function alertNotification(pushed: unknown): AlertNotification | null {
  const payload = alertPayloadSchema.safeParse(pushed);
  if (!payload.success) return null;
  const { title, body, tag, url } = payload.data;
  return { title, options: { body, tag, icon: ALERT_ICON, badge: ALERT_ICON, data: { url } } };
}

/**
 * Where a tap on an alert goes: its basket on Track, on this origin only (a wide screen's proxy
 * turns /track/{id} into the Track panel); Track itself for anything else.
 */
export function alertTarget(data: unknown, origin: string): string {
  const fallback = new URL(routePath("track"), origin).href;
  const url = (data as { url?: unknown } | null)?.url;
  if (typeof url !== "string" || !url.startsWith("/")) return fallback;
  const target = new URL(url, origin);
  return target.origin === origin ? target.href : fallback;
}
