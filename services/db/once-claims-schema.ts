import { index, pgTable, text, timestamp } from "drizzle-orm/pg-core";

/**
 * Events done once across every services instance (an alert sent): the instance whose insert of
 * the event's key lands does it, the others skip it (services/db/once-claims.ts). Kept apart from
 * schema.ts, which is big enough; drizzle.config.ts names both files.
 */
export const onceClaims = pgTable(
  "once_claims",
  {
    key: text("key").primaryKey(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  // Old claims are deleted by age.
  (table) => [index("once_claims_claimed_at_idx").on(table.claimedAt)],
);
