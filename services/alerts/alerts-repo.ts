import { and, eq } from "drizzle-orm";
import {
  DEFAULT_ALERT_SETTINGS,
  type AlertKind,
  type AlertSettings,
} from "../../lib/alerts/alert-kinds";
import type { Db } from "../db/database";
import { alertSettings, pushSubscriptions, type PushSubscriptionRow } from "../db/alerts-schema";

export interface DeviceSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** Stores a device's subscription for the trader; a device another trader had becomes theirs. */
export async function saveSubscription(
  db: Db,
  userId: string,
  device: DeviceSubscription,
): Promise<void> {
  await db
    .insert(pushSubscriptions)
    .values({ ...device, userId })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { userId, p256dh: device.p256dh, auth: device.auth },
    });
}

/** Removes the trader's subscription of one device (logout, or alerts turned off there). */
export async function removeSubscription(db: Db, userId: string, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

/** Forgets an endpoint its push service says is gone (404 or 410), whoever it belonged to. */
export async function forgetEndpoint(db: Db, endpoint: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.endpoint, endpoint));
}

export async function subscriptionsOf(db: Db, userId: string): Promise<PushSubscriptionRow[]> {
  return db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId));
}

/** Whether the trader's device with `endpoint` is subscribed. */
export async function isSubscribed(db: Db, userId: string, endpoint: string): Promise<boolean> {
  const rows = await db
    .select({ endpoint: pushSubscriptions.endpoint })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return rows.length > 0;
}

export async function settingsOf(db: Db, userId: string): Promise<AlertSettings> {
  const [row] = await db.select().from(alertSettings).where(eq(alertSettings.userId, userId));
  if (!row) return { ...DEFAULT_ALERT_SETTINGS };
  return {
    adjustment: row.adjustment,
    rejected: row.rejected,
    exited: row.exited,
    exitRules: row.exitRules,
  };
}

/** Turns kinds on or off; the ones not named keep their setting. The settings as saved. */
export async function saveSettings(
  db: Db,
  userId: string,
  change: Partial<Record<AlertKind, boolean>>,
  at: Date,
): Promise<AlertSettings> {
  const settings = { ...(await settingsOf(db, userId)), ...change };
  await db
    .insert(alertSettings)
    .values({ userId, ...settings, updatedAt: at })
    .onConflictDoUpdate({ target: alertSettings.userId, set: { ...settings, updatedAt: at } });
  return settings;
}
