import { Hono } from "hono";
import type { SessionEnv } from "../auth/require-session";
import type { Db } from "../db/database";
import { updateUserContact } from "../db/users-repo";
import { errorBody } from "../http/json-errors";
import { checkProfileUpdate } from "./profile-update-request";
import { serverProfileOf } from "./server-profile-of";

/** /user/profile: the caller's profile, and their own e-mail or mobile changes. */
export function profileRoutes(db: Db): Hono<SessionEnv> {
  const app = new Hono<SessionEnv>();

  // GET /user/profile: the caller's server profile (spec §3).
  app.get("/", (c) => c.json({ is_success: true, data: serverProfileOf(c.get("user")) }));

  // PUT /user/profile: {updates:{email}} or {updates:{phone_number}} → the updated profile.
  app.put("/", async (c) => {
    const body: unknown = await c.req.json().catch(() => undefined);
    if (body === undefined) return c.json(errorBody("body: must be JSON"), 400);
    const checked = checkProfileUpdate(body);
    if (!checked.ok) return c.json(errorBody(checked.message), 400);
    const user = await updateUserContact(db, c.get("user").id, checked.update);
    if (!user) return c.json(errorBody("Unknown user: log in again"), 401);
    return c.json({ is_success: true, data: serverProfileOf(user) });
  });
  return app;
}
