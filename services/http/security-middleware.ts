import type { MiddlewareHandler } from "hono";
import { securityHeaders } from "../../lib/security/security-headers";
import { errorBody } from "./json-errors";

const API_HEADERS = Object.entries(securityHeaders({ frameAncestors: [], kind: "api" }));

/** The shared security headers on every answer of the services (lib/security). */
export function apiSecurityHeaders(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    for (const [name, value] of API_HEADERS) c.res.headers.set(name, value);
  };
}

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * A browser's state-changing call must come from the web app's own origins: a page elsewhere
 * cannot act for a trader even if it got hold of a token. Calls without an Origin header are not
 * a browser's (the analyst CLI, a server) and go on to their own authentication.
 */
export function requireWebOrigin(webOrigins: readonly string[]): MiddlewareHandler {
  const allowed = new Set(webOrigins);
  return async (c, next) => {
    const origin = c.req.header("Origin");
    if (STATE_CHANGING.has(c.req.method) && origin !== undefined && !allowed.has(origin)) {
      return c.json(errorBody(`Origin not allowed: ${origin}`), 403);
    }
    await next();
  };
}
