import { Hono } from "hono";
import { serviceHealth } from "../http/service-health";

/** The user-strategy service (profile, margin, favourites, basket details, active strategies), mounted at /user-strategy. */
export function userStrategyRoutes(): Hono {
  const app = new Hono();
  // GET /user-strategy/health: the user-strategy service is up.
  app.get("/health", serviceHealth("user-strategy"));
  return app;
}
