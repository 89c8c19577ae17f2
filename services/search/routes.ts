import { Hono } from "hono";
import { serviceHealth } from "../http/service-health";

/** The search service (POST /search over the tradebox catalogue), mounted at /search. */
export function searchRoutes(): Hono {
  const app = new Hono();
  // GET /search/health: the search service is up.
  app.get("/health", serviceHealth("search"));
  return app;
}
