import { boolean, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { instant } from "./columns";
import { users } from "./schema";

// Alerts that reach a trader's devices (services/alerts, Web Push). Kept apart from schema.ts,
// which holds the product's core tables; drizzle.config.ts names every schema file.

/**
 * A device's push subscription (the browser's PushSubscription): where its push service takes
 * our encrypted messages. One row per endpoint: a device someone else logs in on becomes theirs.
 */
export const pushSubscriptions = pgTable("push_subscriptions", {
  endpoint: text("endpoint").primaryKey(),
  userId: uuid("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  /** The device's P-256 public key and auth secret (base64url): each message is encrypted to them. */
  p256dh: text("p256dh").notNull(),
  auth: text("auth").notNull(),
  createdAt: instant("created_at").notNull().defaultNow(),
});

/** Which alerts a trader has turned off; no row means every kind is on. */
export const alertSettings = pgTable("alert_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  adjustment: boolean("adjustment").notNull().default(true),
  rejected: boolean("rejected").notNull().default(true),
  exited: boolean("exited").notNull().default(true),
  exitRules: boolean("exit_rules").notNull().default(true),
  updatedAt: instant("updated_at").notNull().defaultNow(),
});

export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
