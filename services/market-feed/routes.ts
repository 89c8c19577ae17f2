import { Hono } from "hono";
import { serviceHealth } from "../http/service-health";

/** The market-feed service (last traded prices, GET /marketfeed/ltp), mounted at /market-feed. */
export function marketFeedRoutes(): Hono {
  const app = new Hono();
  // GET /market-feed/health: the market-feed service is up.
  app.get("/health", serviceHealth("market-feed"));
  return app;
}
