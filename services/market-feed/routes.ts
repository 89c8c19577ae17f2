import { Hono } from "hono";
import { serviceHealth } from "../http/service-health";
import { lastTradedPricesHandler, type FeedSource } from "./ltp-handler";

export interface MarketFeedDeps {
  /** NSE's prices as the simulated market has them: standing at the close while NSE is shut. */
  live: FeedSource;
  /** The paper broker's: its practice session's while NSE is shut (PRACTICE_MARKET). */
  practice: FeedSource;
}

/** The market-feed service (last traded prices), mounted at /market-feed. Public, no auth. */
export function marketFeedRoutes(markets: MarketFeedDeps): Hono {
  const app = new Hono();
  // GET /market-feed/health: the market-feed service is up.
  app.get("/health", serviceHealth("market-feed"));
  // GET /market-feed/marketfeed/ltp?instrument_token=…[&market=practice]: token → rupees.
  app.get("/marketfeed/ltp", lastTradedPricesHandler(markets));
  return app;
}
