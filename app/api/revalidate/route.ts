import { revalidatePath } from "next/cache";
import type { NextRequest } from "next/server";
import { sessionSecretFromEnv } from "@/lib/env/session-secret";
import {
  REVALIDATION_SIGNATURE_HEADER,
  REVALIDATION_TIMESTAMP_HEADER,
  revalidationKey,
  tradeboxPagesChangedSchema,
  verifyRevalidation,
} from "@/lib/page-cache/revalidation-call";
import { CACHED_EXPLORE_VIEWS_ROUTE, cachedProfilePaths } from "@/lib/routing/visitor-pages";
import { NO_STORE } from "../_session/request-session";

function answer(body: object, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * POST /api/revalidate, signed by the services when an analyst publishes, adjusts or closes a
 * tradebox: its cached profile (every layout, by slug and by id) and the cached explore views
 * are rendered again on their next visit. Which views list it is only known by searching them
 * again, so all of them are; each costs one search, on its next visit.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const body = await request.text();
  const check = verifyRevalidation({
    body,
    timestamp: request.headers.get(REVALIDATION_TIMESTAMP_HEADER),
    signature: request.headers.get(REVALIDATION_SIGNATURE_HEADER),
    // Read per call, not at load: `next build` loads the module without the secret.
    key: revalidationKey(sessionSecretFromEnv(process.env)),
    now: new Date(),
  });
  if (check !== "ok") return answer({ error: `Revalidation refused: ${check}` }, 401);

  const parsed = tradeboxPagesChangedSchema.safeParse(parseJson(body));
  if (!parsed.success) return answer({ error: parsed.error.message }, 400);

  const profiles = cachedProfilePaths([parsed.data.strategyId, parsed.data.slug]);
  for (const path of profiles) revalidatePath(path);
  revalidatePath(CACHED_EXPLORE_VIEWS_ROUTE, "page");
  return answer({ revalidated: [...profiles, CACHED_EXPLORE_VIEWS_ROUTE] });
}
