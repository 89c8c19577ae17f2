import type { TradeboxChangeListener } from "../catalogue/tradebox-events";
import { tradeboxWire } from "../catalogue/tradebox-reads";
import type { Db } from "../db/database";
import type { Logger } from "../logger";
import { systemClock, type Clock } from "../../lib/time/clock";
import {
  signedRevalidationRequest,
  type TradeboxPagesChanged,
} from "../../lib/page-cache/revalidation-call";

/** The web app may be slow or down; an analyst's change is committed and must not wait long. */
const REVALIDATION_TIMEOUT_MS = 3_000;

export interface WebPageRevalidationOptions {
  /** The web app's revalidation endpoint (WEB_REVALIDATE_URL). */
  url: string;
  /** revalidationKey(SESSION_SECRET): the web app derives the same. */
  key: string;
  db: Db;
  logger: Logger;
  /** Wall time, whatever the market's clock says: the web app checks it against its own. */
  clock?: Clock;
  fetchImpl?: typeof fetch;
}

/**
 * A catalogue listener that tells the web app a tradebox's public pages changed (published,
 * adjusted, closed), so its cached profile and explore views are rendered again. A failed call
 * is logged, not thrown: the pages then catch up within their revalidation window.
 */
export function webPageRevalidation(options: WebPageRevalidationOptions): TradeboxChangeListener {
  const { url, key, db, logger } = options;
  const clock = options.clock ?? systemClock;
  const fetchImpl = options.fetchImpl ?? fetch;
  return async ({ strategyId, kind }) => {
    // A created tradebox is pending: no public page shows it yet.
    if (kind === "created") return;
    const { slug } = await tradeboxWire(db, strategyId);
    const change: TradeboxPagesChanged = { strategyId, slug, change: kind };
    try {
      const response = await fetchImpl(url, {
        ...signedRevalidationRequest(change, key, clock.now().getTime()),
        signal: AbortSignal.timeout(REVALIDATION_TIMEOUT_MS),
      });
      if (!response.ok) throw new Error(`HTTP ${response.status}: ${await response.text()}`);
    } catch (error) {
      logger.warn("Web pages not revalidated", { ...change, url, error: String(error) });
    }
  };
}
