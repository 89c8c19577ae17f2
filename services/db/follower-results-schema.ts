import { integer, jsonb, pgTable, uuid } from "drizzle-orm/pg-core";
import type { FollowerResultsWire } from "../../lib/tradebox/follower-results-wire";
import { instant } from "./columns";
import { strategies } from "./schema";

/**
 * Each tradebox's followers' results as last worked out (services/follower-results): the profile
 * reads this row, so a basket closing costs the profile nothing, and the figures are worked out
 * again at most hourly. Kept apart from schema.ts; drizzle.config.ts names every schema file.
 */
export const strategyFollowerResults = pgTable("strategy_follower_results", {
  strategyId: uuid("strategy_id")
    .primaryKey()
    .references(() => strategies.id, { onDelete: "cascade" }),
  /** When the closed baskets were read: a basket closed after it is counted next time. */
  computedAt: instant("computed_at").notNull(),
  /** Closed baskets in the longest period, both groups: none, and no daily refresh is needed. */
  basketsCounted: integer("baskets_counted").notNull(),
  results: jsonb("results").$type<FollowerResultsWire>().notNull(),
});
