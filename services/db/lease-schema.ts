import { pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Named leases across services instances (services/cluster/leases.ts): which instance holds a
 * trader's broker connection (`order-book:<broker>:<clientId>`), until when on the database's
 * clock. In a file of its own: schema.ts holds the product's tables.
 */
export const clusterLeases = pgTable("cluster_leases", {
  name: text("name").primaryKey(),
  holder: text("holder").notNull(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
});
