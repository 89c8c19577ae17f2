import { followerResults } from "../../lib/performance/follower-results";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import { RepeatedPass } from "../runtime/repeated-pass";
import { closedFollowerBaskets } from "./closed-follower-baskets";
import { saveFollowerResults, strategiesDue, type DueRule } from "./follower-results-repo";

const HOUR_MS = 60 * 60_000;

/**
 * When followers' results are worked out (issue #54): when a basket closes, but not on every
 * close: at most hourly a tradebox; daily while they hold baskets, as their periods move on.
 */
export const FOLLOWER_RESULTS_DUE: DueRule = {
  minAgeMs: HOUR_MS,
  maxAgeMs: 24 * HOUR_MS,
  overlapMs: 60_000,
};

/** How often an instance asks which tradeboxes are due. */
export const FOLLOWER_RESULTS_PASS_MS = 60_000;

/**
 * Works out each due tradebox's followers' results from its closed baskets and keeps them
 * (strategy_follower_results), where the profile reads them. Every instance runs passes; the
 * first to keep a tradebox's results makes it not due for the others.
 */
export class FollowerResultsRefresher {
  private readonly passes = new RepeatedPass(
    () => this.pass(),
    (error) => this.deps.logger.error("Followers' results pass failed", { error }),
  );

  constructor(
    private readonly deps: {
      db: Db;
      now: () => Date;
      logger: Logger;
      due?: DueRule;
    },
  ) {}

  start(intervalMs = FOLLOWER_RESULTS_PASS_MS): void {
    this.passes.start(intervalMs);
  }

  stop(): Promise<void> {
    return this.passes.stop();
  }

  /** One pass (or the one already running); how many tradeboxes' results it kept. */
  runOnce(): Promise<number> {
    return this.passes.runOnce();
  }

  private async pass(): Promise<number> {
    const { db, now } = this.deps;
    const due = this.deps.due ?? FOLLOWER_RESULTS_DUE;
    let kept = 0;
    for (const strategyId of await strategiesDue(db, now(), due)) {
      // Read before the baskets: one closing while they are read is counted next time.
      const computedAt = now();
      const baskets = await closedFollowerBaskets(db, strategyId, computedAt);
      const results = followerResults(baskets, computedAt);
      const row = { strategyId, computedAt, basketsCounted: baskets.length, results };
      if (await saveFollowerResults(db, row, due.minAgeMs)) kept += 1;
    }
    return kept;
  }
}
