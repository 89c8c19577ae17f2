import { createHash, timingSafeEqual } from "node:crypto";
import type { MiddlewareHandler } from "hono";
import { errorBody } from "../http/json-errors";

const digest = (value: string) => createHash("sha256").update(value).digest();

/** Compares two secrets in constant time (their SHA-256 digests, so lengths do not leak). */
export function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * `Authorization: Bearer <ANALYST_API_KEY>` or 401. With no key configured the analyst API is
 * off: 503 'analyst API disabled', whatever the request carries.
 */
export function analystAuth(apiKey: string | undefined): MiddlewareHandler {
  return async (c, next) => {
    if (!apiKey) return c.json(errorBody("analyst API disabled"), 503);
    const header = c.req.header("Authorization") ?? "";
    const match = /^Bearer (.+)$/.exec(header);
    if (!match?.[1])
      return c.json(errorBody("Missing analyst API key (Authorization: Bearer …)"), 401);
    if (!sameSecret(match[1], apiKey)) return c.json(errorBody("Invalid analyst API key"), 401);
    await next();
  };
}
