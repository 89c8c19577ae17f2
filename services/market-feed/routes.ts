import { Hono } from "hono";
import { serviceHealth } from "../http/service-health";
import { lastTradedPricesHandler, type PriceSource } from "./ltp-handler";

export interface MarketFeedDeps {
  /** The broker whose prices the feed serves (the test broker: the simulated market). */
  prices: PriceSource;
}

/** The market-feed service (last traded prices), mounted at /market-feed. Public, no auth. */
export function marketFeedRoutes({ prices }: MarketFeedDeps): Hono {
  const app = new Hono();
  // GET /market-feed/health: the market-feed service is up.
  app.get("/health", serviceHealth("market-feed"));
  // GET /market-feed/marketfeed/ltp?instrument_token=…: token → last traded price in rupees.
  app.get("/marketfeed/ltp", lastTradedPricesHandler(prices));
  return app;
}
