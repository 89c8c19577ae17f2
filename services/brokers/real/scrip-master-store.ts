import { eq, sql } from "drizzle-orm";
import type { BrokerCode } from "../../../lib/brokers";
import { addDays } from "../../../lib/market/calendar-date";
import { indiaClock, indiaInstant, msOfClockTime } from "../../../lib/market/india-time";
import type { Clock } from "../../../lib/time/clock";
import type { Db } from "../../db/database";
import { brokerScrips, scripMasterLoads } from "../../db/scrip-master-schema";
import type { Logger } from "../../logger";
import {
  brokerScripsOf,
  type BrokerScrip,
  type ScripDirectory,
  type ScripMasterFormat,
} from "./scrip-master";

/** Brokers publish the day's master before the market opens; a load before this is yesterday's. */
export const MASTER_PUBLISHED_BY = "08:00" as const;
/** How often the refresher looks whether a master is due. */
export const MASTER_CHECK_INTERVAL_MS = 15 * 60_000;
const INSERT_BATCH = 1_000;

/** One broker whose master is kept: its format and the directory its adapter reads. */
export interface ScripMasterSource {
  format: ScripMasterFormat;
  directory: ScripDirectory;
}

export interface ScripMasterStoreDeps {
  db: Db;
  clock: Clock;
  logger: Logger;
  fetch?: typeof fetch;
}

/**
 * Each real broker's scrip master, downloaded, kept in the database and served from memory:
 * `restore` fills a directory from the last load (a restart trades at once, even without the
 * network), `refresh` downloads today's and replaces both, and `refreshIfDue` does so once a
 * trading day, after the brokers publish.
 */
export class ScripMasterStore {
  constructor(private readonly deps: ScripMasterStoreDeps) {}

  async restore(source: ScripMasterSource): Promise<number> {
    const rows = await this.deps.db
      .select()
      .from(brokerScrips)
      .where(eq(brokerScrips.broker, source.format.broker));
    source.directory.replace(rows.map(toScrip));
    return rows.length;
  }

  async refresh(source: ScripMasterSource): Promise<number> {
    const { broker } = source.format;
    const text = await source.format.download(this.deps.fetch ?? fetch);
    const scrips = brokerScripsOf(source.format.parse(text));
    // An empty or unreadable master must not wipe a good one: the broker's file is at fault.
    if (scrips.length === 0)
      throw new Error(`${broker}'s scrip master listed none of our contracts`);
    await this.deps.db.transaction(async (tx) => {
      await tx.delete(brokerScrips).where(eq(brokerScrips.broker, broker));
      for (let i = 0; i < scrips.length; i += INSERT_BATCH) {
        const batch = scrips.slice(i, i + INSERT_BATCH).map((scrip) => ({ broker, ...scrip }));
        await tx.insert(brokerScrips).values(batch);
      }
      const loaded = { loadedAt: this.deps.clock.now(), scrips: scrips.length };
      await tx
        .insert(scripMasterLoads)
        .values({ broker, ...loaded })
        .onConflictDoUpdate({ target: scripMasterLoads.broker, set: loaded });
    });
    source.directory.replace(scrips);
    return scrips.length;
  }

  /** Refreshes when the last load is older than today's publication (India time); whether it did. */
  async refreshIfDue(source: ScripMasterSource): Promise<boolean> {
    const [last] = await this.deps.db
      .select({ loadedAt: scripMasterLoads.loadedAt })
      .from(scripMasterLoads)
      .where(eq(scripMasterLoads.broker, source.format.broker));
    if (last && !isStale(last.loadedAt, this.deps.clock.now())) return false;
    await this.refresh(source);
    return true;
  }

  /** How many scrips the database holds per broker (the health of the loads). */
  async counts(): Promise<Map<BrokerCode, number>> {
    const rows = await this.deps.db
      .select({ broker: brokerScrips.broker, count: sql<number>`count(*)::int` })
      .from(brokerScrips)
      .groupBy(brokerScrips.broker);
    return new Map(rows.map((row) => [row.broker, row.count]));
  }
}

/** The last time brokers published a master at or before `now`: 08:00 India time. */
export function lastPublication(now: Date): Date {
  const today = indiaClock(now);
  const published = today.msOfDay >= msOfClockTime(MASTER_PUBLISHED_BY);
  return indiaInstant(published ? today.date : addDays(today.date, -1), MASTER_PUBLISHED_BY);
}

/** Whether a master loaded at `loadedAt` is older than the last one published by `now`. */
export function isStale(loadedAt: Date, now: Date): boolean {
  return loadedAt.getTime() < lastPublication(now).getTime();
}

function toScrip(row: typeof brokerScrips.$inferSelect): BrokerScrip {
  const { instrumentToken, brokerToken, tradingSymbol, exchange, lotSize } = row;
  return { instrumentToken, brokerToken, tradingSymbol, exchange, lotSize };
}

/**
 * Keeps every configured broker's master current: restores each from the database, then
 * refreshes what is due now and every MASTER_CHECK_INTERVAL_MS. A failed download is logged
 * and tried again at the next check; the last load stays in use. Returns the stop function.
 */
export async function startScripMasterRefresh(
  store: ScripMasterStore,
  sources: readonly ScripMasterSource[],
  logger: Logger,
  intervalMs = MASTER_CHECK_INTERVAL_MS,
): Promise<() => void> {
  for (const source of sources) await store.restore(source);
  const check = async () => {
    for (const source of sources) {
      try {
        if (await store.refreshIfDue(source)) {
          logger.info("Scrip master loaded", {
            broker: source.format.broker,
            scrips: source.directory.size,
          });
        }
      } catch (error) {
        logger.warn("Scrip master not loaded", { broker: source.format.broker, error });
      }
    }
  };
  let running = check();
  const timer = setInterval(() => {
    running = running.then(check);
  }, intervalMs);
  timer.unref?.();
  return () => clearInterval(timer);
}
