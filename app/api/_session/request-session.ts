import type { NextRequest } from "next/server";
import { sessionSecretFromEnv } from "@/lib/env/session-secret";
import { SESSION_COOKIE } from "@/lib/product";
import { verifySessionToken, type SessionClaims } from "@/lib/session/session-token";

const BEARER = /^bearer\s+(\S+)\s*$/i;

/**
 * The signed-in trader of a route-handler request, or null: the `Authorization: Bearer` token
 * the api-clients send, else the session cookie (same origin). Expired, forged or absent → null.
 */
export async function requestSession(request: NextRequest): Promise<SessionClaims | null> {
  const header = BEARER.exec(request.headers.get("authorization") ?? "")?.[1];
  const token = header ?? request.cookies.get(SESSION_COOKIE)?.value;
  const check = await verifySessionToken(token, sessionSecretFromEnv(process.env), new Date());
  return check.status === "valid" ? check.claims : null;
}

/** Answers that must never be cached: they describe this moment or this trader. */
export const NO_STORE = { "Cache-Control": "no-store" } as const;
