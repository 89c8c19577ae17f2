import "server-only";
import { cookies } from "next/headers";
import { cache } from "react";
import { sessionSecretFromEnv } from "@/lib/env/session-secret";
import { SESSION_COOKIE } from "@/lib/product";
import { verifySessionToken, type SessionClaims } from "@/lib/session/session-token";

/**
 * The signed-in trader of this request, or null. Display only: proxy.ts enforces access. Cached
 * so layouts and pages of one request verify the token once.
 */
export const readSession = cache(async (): Promise<SessionClaims | null> => {
  const token = (await cookies()).get(SESSION_COOKIE)?.value;
  const check = await verifySessionToken(token, sessionSecretFromEnv(process.env), new Date());
  return check.status === "valid" ? check.claims : null;
});
