import { Hono } from "hono";
import { serviceHealth } from "../http/service-health";

/** The bridge service (login verify and basket orders to the broker), mounted at /bridge. */
export function bridgeRoutes(): Hono {
  const app = new Hono();
  // GET /bridge/health: the bridge service is up.
  app.get("/health", serviceHealth("bridge"));
  return app;
}
