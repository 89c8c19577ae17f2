import type { SearchViewer } from "../../lib/explore/search-request";
import { bearerToken } from "./bearer-token";
import { checkSession, type SessionAuth } from "./session-auth";

/**
 * Who is asking on a call visitors may make too: the session's client, a visitor ({}) when no
 * token is sent, and null for a token that is bad or expired (the caller answers 401).
 */
export async function searchViewerOf(
  authorization: string | undefined,
  sessions: SessionAuth,
): Promise<SearchViewer | null> {
  const check = await checkSession(sessions, bearerToken(authorization));
  if (check.status === "absent") return {};
  if (check.status === "invalid") return null;
  return { broker: check.claims.broker, clientId: check.claims.clientId };
}
