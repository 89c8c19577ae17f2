import { Hono } from "hono";
import { serviceHealth } from "../http/service-health";
import { lastTradedPricesHandler, type FeedSource } from "./ltp-handler";
import { brokerPriceRoutes, type BrokerPricesDeps } from "./broker-ltp-handler";

export interface MarketFeedDeps {
  /** NSE's prices as the simulated market has them: standing at the close while NSE is shut. */
  live: FeedSource;
  /** The paper broker's: its practice session's while NSE is shut (PRACTICE_MARKET). */
  practice: FeedSource;
  /** A trader's own broker's prices (its stream); absent, the route is not mounted. */
  brokerPrices?: BrokerPricesDeps;
}

/**
 * The market-feed service (last traded prices), mounted at /market-feed. Public, no auth, but
 * for a trader's own broker's prices.
 */
export function marketFeedRoutes(markets: MarketFeedDeps): Hono {
  const app = new Hono();
  // GET /market-feed/health: the market-feed service is up.
  app.get("/health", serviceHealth("market-feed"));
  // GET /market-feed/marketfeed/ltp?instrument_token=…[&market=practice]: token → rupees.
  app.get("/marketfeed/ltp", lastTradedPricesHandler(markets));
  // GET /market-feed/marketfeed/broker-ltp?instrument_token=…: the caller's broker's prices,
  // each with its source (stream or quote) and time.
  if (markets.brokerPrices) {
    app.route("/marketfeed/broker-ltp", brokerPriceRoutes(markets.brokerPrices));
  }
  return app;
}
