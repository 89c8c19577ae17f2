import { Hono } from "hono";
import { searchRequestSchema } from "../../lib/explore/search-request";
import { toSuggestions } from "../../lib/explore/search-suggestion";
import { searchViewerOf } from "../auth/search-viewer";
import type { SessionAuth } from "../auth/session-auth";
import { errorBody } from "../http/json-errors";
import { serviceHealth } from "../http/service-health";
import type { Logger } from "../logger";
import { readJsonBody } from "../http/request-body";
import type { TradeboxSearchIndex } from "./tradebox-index";

export interface SearchRoutesDeps {
  index: TradeboxSearchIndex;
  sessions: SessionAuth;
  logger: Logger;
}

/**
 * The search service, mounted at its base (/search): POST {base}/search over the tradebox
 * catalogue, as every service's paths sit under its own base URL.
 */
export function searchRoutes({ index, sessions, logger }: SearchRoutesDeps): Hono {
  const app = new Hono();
  // GET /search/health: the search service is up.
  app.get("/health", serviceHealth("search"));

  // POST /search (spec §7): a page of the tradeboxes this viewer may see. Visitors are welcome;
  // a token, when sent, must be valid.
  app.post("/search", async (c) => {
    const viewer = await searchViewerOf(c.req.header("Authorization"), sessions);
    if (!viewer) return c.json(errorBody("Invalid or expired session"), 401);
    const body = await readJsonBody(c, searchRequestSchema);
    if (!body.ok) return c.json(errorBody(body.message), 400);
    const data = await index.search(body.data, viewer);
    logger.info("Search", { total_hits: data.total_hits, page: body.data.page });
    if (body.data.view === "suggestions") {
      return c.json({ is_success: true, data: { ...data, result: toSuggestions(data.result) } });
    }
    return c.json({ is_success: true, data });
  });
  return app;
}
