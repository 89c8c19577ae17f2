import type { Db } from "../database";
import { Batcher } from "./batcher";

type Work = (tx: Db) => Promise<unknown>;
type Outcome = { value: unknown } | { error: unknown };

const groups = new WeakMap<Db, Batcher<Work, Outcome>>();

/**
 * Runs `work` in a transaction shared with the other works begun at the same moment: they run
 * side by side in it, and their statements go together (batched-call.ts), so a thousand baskets
 * written at the open commit in a few statements rather than six each. All commit or none:
 * should any work fail, the transaction is rolled back and each work runs again in a
 * transaction of its own, so one work's failure (a constraint it breaks) is only its own.
 */
export async function groupedTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  let group = groups.get(db);
  if (!group) {
    group = new Batcher<Work, Outcome>((works) => runTogether(db, works));
    groups.set(db, group);
  }
  const outcome = await group.run(work);
  if ("error" in outcome) throw outcome.error;
  return outcome.value as T;
}

async function runTogether(db: Db, works: readonly Work[]): Promise<Outcome[]> {
  if (works.length > 1) {
    try {
      const values = await db.transaction(async (tx) => {
        // Every work ends before the transaction does, whichever fails.
        const settled = await Promise.allSettled(works.map((work) => work(tx)));
        return settled.map((outcome) => {
          if (outcome.status === "rejected") throw outcome.reason;
          return outcome.value;
        });
      });
      return values.map((value) => ({ value }));
    } catch {
      // Rolled back: nothing of any work was written. Each again, on its own.
    }
  }
  const outcomes: Outcome[] = [];
  for (const work of works) {
    try {
      outcomes.push({ value: await db.transaction((tx) => work(tx)) });
    } catch (error) {
      outcomes.push({ error });
    }
  }
  return outcomes;
}
