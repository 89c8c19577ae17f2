import "server-only";
import { cookies } from "next/headers";
import { searchTradeboxes, type SearchResult } from "@/api-clients/search/search-tradeboxes";
import type { ExploreParams } from "@/lib/explore/explore-params";
import { searchRequestBody, type SearchViewer } from "@/lib/explore/search-request";
import { SESSION_COOKIE } from "@/lib/product";
import { readSession } from "../session/read-session";

/** Who the page searches for: the signed-in trader (or a visitor), seen through `broker`. */
export interface ExploreViewer {
  broker: string | null;
  clientId: string | null;
  /** Whether the session cookie holds a valid session (its token is sent with the search). */
  loggedIn: boolean;
}

export type ExploreSearchOutcome = { status: "ok"; result: SearchResult } | { status: "error" };

/**
 * The viewer of this request. On /explore/{broker} the search is for that broker's clients (its
 * strategy tags); the service still narrows to what the viewer's own session allows.
 */
export async function exploreViewer(broker?: string): Promise<ExploreViewer> {
  const session = await readSession();
  return {
    broker: broker ?? session?.broker ?? null,
    clientId: session?.clientId ?? null,
    loggedIn: session !== null,
  };
}

/** A visitor's viewer, from the page alone: no session is read, so the page can be cached. */
export function visitorViewer(broker?: string): ExploreViewer {
  return { broker: broker ?? null, clientId: null, loggedIn: false };
}

/** The explore state's results, searched on the server with the viewer's token when logged in. */
export async function runExploreSearch(
  params: ExploreParams,
  viewer: ExploreViewer,
): Promise<ExploreSearchOutcome> {
  const token = viewer.loggedIn ? (await cookies()).get(SESSION_COOKIE)?.value : undefined;
  const searchViewer: SearchViewer = { broker: viewer.broker, clientId: viewer.clientId };
  try {
    const result = await searchTradeboxes({ body: searchRequestBody(params, searchViewer), token });
    return { status: "ok", result };
  } catch (error) {
    // The page shows the error state with a retry; the details belong in the server log.
    console.error("[explore] search failed", error);
    return { status: "error" };
  }
}
