import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { viewerMaySee } from "../../lib/explore/search-request";
import type { TradeboxProfileWire } from "../../lib/tradebox/tradebox-profile-wire";
import { searchViewerOf } from "../auth/search-viewer";
import type { SessionAuth } from "../auth/session-auth";
import { CatalogueError } from "../catalogue/catalogue-error";
import { findStrategy } from "../catalogue/strategy-lookup";
import { strategyTemplate, tradeboxWire } from "../catalogue/tradebox-reads";
import type { Db } from "../db/database";
import { strategies, type StrategyRow } from "../db/schema";
import { storedFollowerResults } from "../follower-results/follower-results-repo";
import { errorBody } from "../http/json-errors";

/** /strategy/profile: a tradebox's public profile, for visitors and traders alike. */
export function strategyProfileRoutes(db: Db, sessions: SessionAuth): Hono {
  const app = new Hono();

  // GET /strategy/profile?sid=: the tradebox (by slug or strategy id) with its current legs and
  // its followers' results as last worked out (services/follower-results).
  // A tradebox the viewer may not see answers 404, like one that does not exist.
  app.get("/", async (c) => {
    const viewer = await searchViewerOf(c.req.header("Authorization"), sessions);
    if (!viewer) return c.json(errorBody("Invalid or expired session"), 401);
    const sid = c.req.query("sid")?.trim();
    if (!sid) return c.json(errorBody("sid: required (a tradebox slug or strategy id)"), 400);
    const row = await strategyBySlugOrId(db, sid);
    if (!row?.currentBasketId || !viewerMaySee(viewer, row)) {
      return c.json(errorBody(`No tradebox ${sid}`), 404);
    }
    const [tradebox, template, followers] = await Promise.all([
      tradeboxWire(db, row.id),
      strategyTemplate(db, row.id),
      storedFollowerResults(db, row.id),
    ]);
    const data: TradeboxProfileWire = { tradebox, template, followers };
    return c.json({ is_success: true, data });
  });
  return app;
}

async function strategyBySlugOrId(db: Db, sid: string): Promise<StrategyRow | undefined> {
  const [bySlug] = await db.select().from(strategies).where(eq(strategies.slug, sid));
  if (bySlug) return bySlug;
  return findStrategy(db, sid).catch((error: unknown) => {
    if (error instanceof CatalogueError && error.kind === "NOT_FOUND") return undefined;
    throw error;
  });
}
