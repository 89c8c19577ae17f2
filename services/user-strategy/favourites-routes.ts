import { Hono, type Context } from "hono";
import { z } from "zod";
import type { SessionEnv } from "../auth/require-session";
import { readJsonBody } from "../http/request-body";
import type { Db } from "../db/database";
import {
  listFavourites,
  subscribe,
  subscribedStrategyIds,
  unknownStrategyIds,
  unsubscribe,
} from "../db/subscriptions-repo";
import { errorBody } from "../http/json-errors";

/** POST and DELETE /user/subscribe body (spec §7): the tradeboxes to mark or unmark. */
const strategiesBodySchema = z.object({
  strategies: z.array(z.string().trim().min(1)).min(1).max(100),
});

/**
 * The body's strategy ids, each once, when every one names a tradebox; otherwise the answer to
 * send (400 for a bad body, 404 naming the unknown ids, with nothing changed).
 */
async function knownStrategyIds(c: Context<SessionEnv>, db: Db): Promise<string[] | Response> {
  const body = await readJsonBody(c, strategiesBodySchema);
  if (!body.ok) return c.json(errorBody(body.message), 400);
  const ids = [...new Set(body.data.strategies)];
  const unknown = await unknownStrategyIds(db, ids, c.get("user"));
  if (unknown.length > 0) return c.json(errorBody(`Unknown strategy: ${unknown.join(", ")}`), 404);
  return ids;
}

/** /user/subscribe: the caller's favourite tradeboxes. */
export function favouritesRoutes(db: Db): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  // GET /user/subscribe: the caller's favourites (spec §3 'Favourite item'), oldest first.
  app.get("/", async (c) =>
    c.json({ is_success: true, data: await listFavourites(db, c.get("user").id) }),
  );

  // POST /user/subscribe: mark tradeboxes as favourites → every id now subscribed; unknown → 404.
  app.post("/", async (c) => {
    const ids = await knownStrategyIds(c, db);
    if (ids instanceof Response) return ids;
    const userId = c.get("user").id;
    await subscribe(db, userId, ids);
    return c.json({ is_success: true, data: await subscribedStrategyIds(db, userId) });
  });

  // DELETE /user/subscribe: unmark tradeboxes (one not marked is ignored) → data null; unknown → 404.
  app.delete("/", async (c) => {
    const ids = await knownStrategyIds(c, db);
    if (ids instanceof Response) return ids;
    await unsubscribe(db, c.get("user").id, ids);
    return c.json({ is_success: true, data: null });
  });
  return app;
}
