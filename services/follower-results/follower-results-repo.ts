import { and, eq, gt, isNull, lte, or, sql } from "drizzle-orm";
import type { FollowerResultsWire } from "../../lib/tradebox/follower-results-wire";
import type { Db } from "../db/database";
import { strategyFollowerResults } from "../db/follower-results-schema";
import { strategies, userBaskets } from "../db/schema";

/** The tradebox's followers' results as last worked out; null before any basket of it closed. */
export async function storedFollowerResults(
  db: Db,
  strategyId: string,
): Promise<FollowerResultsWire | null> {
  const [row] = await db
    .select({ results: strategyFollowerResults.results })
    .from(strategyFollowerResults)
    .where(eq(strategyFollowerResults.strategyId, strategyId));
  return row?.results ?? null;
}

export interface DueRule {
  /** Worked out no more often than this (results younger are never due). */
  minAgeMs: number;
  /** Results with baskets in them are due at this age even with no close: periods move on. */
  maxAgeMs: number;
  /** A close this long before the last reading counts as after it (a commit slower than it). */
  overlapMs: number;
}

/**
 * The tradeboxes whose followers' results are due: none worked out within `minAgeMs`, and a
 * basket closed since the last were (or they are `maxAgeMs` old and not empty). Each tradebox asks its closed
 * baskets by the partial index user_baskets_closed_by_strategy_idx.
 */
export async function strategiesDue(db: Db, now: Date, rule: DueRule): Promise<string[]> {
  const latest = strategyFollowerResults.computedAt;
  const closedSince = sql`exists (
    select 1 from ${userBaskets}
    where ${userBaskets.strategyId} = ${strategies.id}
      and ${userBaskets.status} = 'EXITED'
      and ${userBaskets.exitTime} > coalesce(${latest} - make_interval(secs => ${rule.overlapMs / 1000}), '-infinity'::timestamptz)
  )`;
  const rows = await db
    .select({ id: strategies.id })
    .from(strategies)
    .leftJoin(strategyFollowerResults, eq(strategyFollowerResults.strategyId, strategies.id))
    .where(
      and(
        or(isNull(latest), lte(latest, new Date(now.getTime() - rule.minAgeMs))),
        or(
          closedSince,
          and(
            gt(strategyFollowerResults.basketsCounted, 0),
            lte(latest, new Date(now.getTime() - rule.maxAgeMs)),
          ),
        ),
      ),
    );
  return rows.map((row) => row.id);
}

/**
 * Keeps results read at `computedAt`, unless another instance kept some younger than
 * `minAgeMs` meanwhile (both worked them out; the first write stands). Whether it kept them.
 */
export async function saveFollowerResults(
  db: Db,
  row: {
    strategyId: string;
    computedAt: Date;
    basketsCounted: number;
    results: FollowerResultsWire;
  },
  minAgeMs: number,
): Promise<boolean> {
  const kept = await db
    .insert(strategyFollowerResults)
    .values(row)
    .onConflictDoUpdate({
      target: strategyFollowerResults.strategyId,
      set: {
        computedAt: row.computedAt,
        basketsCounted: row.basketsCounted,
        results: row.results,
      },
      setWhere: lte(
        strategyFollowerResults.computedAt,
        new Date(row.computedAt.getTime() - minAgeMs),
      ),
    })
    .returning({ strategyId: strategyFollowerResults.strategyId });
  return kept.length > 0;
}
