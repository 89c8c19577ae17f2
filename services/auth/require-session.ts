import type { MiddlewareHandler } from "hono";
import type { SessionClaims } from "../../lib/session/session-token";
import type { Db } from "../db/database";
import type { UserRow } from "../db/schema";
import { findUserById } from "../db/users-repo";
import { errorBody } from "../http/json-errors";
import { bearerToken } from "./bearer-token";
import { checkSession, type SessionAuth } from "./session-auth";

/** What a user call's handlers read: the caller, loaded from the database, and their token's claims. */
export interface SessionEnv {
  Variables: { user: UserRow; claims: SessionClaims };
}

const MESSAGES = {
  absent: "Authorization required: send Authorization: Bearer <session token>",
  expired: "Session expired: log in again",
  invalid: "Invalid session token: log in again",
  unknownUser: "Unknown user: log in again",
} as const;

/**
 * Every user call's gate: `Authorization: Bearer <session token>` signed with the session secret,
 * unexpired, naming (sub = users.id) a user who still exists with the token's broker and client
 * id. Anything else answers 401 `{is_success:false, errorMessage}` (the web app then logs out).
 */
export function requireSession(db: Db, sessions: SessionAuth): MiddlewareHandler<SessionEnv> {
  return async (c, next) => {
    const check = await checkSession(sessions, bearerToken(c.req.header("Authorization")));
    if (check.status === "absent") return c.json(errorBody(MESSAGES.absent), 401);
    if (check.status === "invalid") {
      const message = check.reason === "expired" ? MESSAGES.expired : MESSAGES.invalid;
      return c.json(errorBody(message), 401);
    }
    const { claims } = check;
    const user = await findUserById(db, claims.sub);
    if (!user || user.broker !== claims.broker || user.clientId !== claims.clientId) {
      return c.json(errorBody(MESSAGES.unknownUser), 401);
    }
    c.set("user", user);
    c.set("claims", claims);
    await next();
  };
}
