import { and, asc, eq, inArray, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { clusterLeases } from "../db/lease-schema";

/**
 * Named leases shared by the services instances over one database: each name is held by one
 * holder at a time, until its lease lapses unrenewed (the holder died) or is released.
 */
export interface LeaseStore {
  /**
   * Takes or renews each of `names` for `holder`, for `ttlMs` from now: granted where no one
   * holds it, where `holder` already does, or where the last holder's lease has lapsed. The
   * names `holder` holds once the call returns.
   */
  claim(holder: string, names: readonly string[], ttlMs: number): Promise<Set<string>>;
  /** Lets go of `names` where `holder` holds them: another takes them at its next claim. */
  release(holder: string, names: readonly string[]): Promise<void>;
  /** Lets go of everything `holder` holds (a clean shutdown). */
  releaseAll(holder: string): Promise<void>;
}

/** Rows per statement: far below PostgreSQL's 65,535 parameters, and a short lock each. */
const NAMES_PER_STATEMENT = 500;

/**
 * Leases in the `cluster_leases` table, timed by the database's own clock (`clock_timestamp()`):
 * the instances' clocks may disagree, the one database's does not. Works on PGlite as well.
 */
export function databaseLeases(db: Db): LeaseStore {
  return {
    async claim(holder, names, ttlMs) {
      const held = new Set<string>();
      // Sorted: two instances claiming overlapping names lock their rows in the same order,
      // so they wait for each other instead of deadlocking.
      const sorted = [...new Set(names)].sort();
      for (let start = 0; start < sorted.length; start += NAMES_PER_STATEMENT) {
        const chunk = sorted.slice(start, start + NAMES_PER_STATEMENT);
        const expiresAt = sql`clock_timestamp() + ${ttlMs} * interval '1 millisecond'`;
        const rows = await db
          .insert(clusterLeases)
          .values(chunk.map((name) => ({ name, holder, expiresAt })))
          .onConflictDoUpdate({
            target: clusterLeases.name,
            set: { holder, expiresAt },
            // One statement decides: two instances racing for a lapsed lease cannot both win.
            setWhere: or(
              eq(clusterLeases.holder, holder),
              lt(clusterLeases.expiresAt, sql`clock_timestamp()`),
            ),
          })
          .returning({ name: clusterLeases.name });
        for (const row of rows) held.add(row.name);
      }
      return held;
    },

    async release(holder, names) {
      if (names.length === 0) return;
      await db
        .delete(clusterLeases)
        .where(and(eq(clusterLeases.holder, holder), inArray(clusterLeases.name, [...names])));
    },

    async releaseAll(holder) {
      await db.delete(clusterLeases).where(eq(clusterLeases.holder, holder));
    },
  };
}

/** Who holds which lease now, on the database's clock (a test's or an operator's view). */
export async function liveLeases(db: Db): Promise<{ name: string; holder: string }[]> {
  return db
    .select({ name: clusterLeases.name, holder: clusterLeases.holder })
    .from(clusterLeases)
    .where(sql`${clusterLeases.expiresAt} >= clock_timestamp()`)
    .orderBy(asc(clusterLeases.name));
}
