import { lt, sql } from "drizzle-orm";
import type { Db } from "./database";
import { onceClaims } from "./once-claims-schema";

/** How long a claim is kept: far longer than two instances can take to hear the same event. */
const KEEP_CLAIMS = sql`interval '1 day'`;
/** Old claims are deleted at most this often per process, by the claims themselves. */
const PRUNE_EVERY_MS = 60 * 60 * 1000;

/**
 * Claims of events done once across every services instance over one database: the instance
 * whose insert of the event's key lands does the work, the others skip it. One statement
 * (INSERT … ON CONFLICT DO NOTHING), so two instances racing for a key cannot both win. At most
 * once: an instance that dies between its claim and the work leaves the event undone.
 */
export class OnceClaims {
  private prunedAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly db: Db,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether this call claimed `key`, i.e. no instance had before. */
  async claim(key: string): Promise<boolean> {
    const claimed = await this.db
      .insert(onceClaims)
      .values({ key })
      .onConflictDoNothing()
      .returning({ key: onceClaims.key });
    await this.pruneNowAndThen();
    return claimed.length > 0;
  }

  private async pruneNowAndThen(): Promise<void> {
    const now = this.now();
    if (now - this.prunedAt < PRUNE_EVERY_MS) return;
    this.prunedAt = now;
    // The database's clock, as the claims' own stamps are.
    await this.db.delete(onceClaims).where(lt(onceClaims.claimedAt, sql`now() - ${KEEP_CLAIMS}`));
  }
}
