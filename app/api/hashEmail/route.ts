import type { NextRequest } from "next/server";
import {
  hashEmailRequestSchema,
  type HashEmailResponse,
} from "@/api-clients/same-origin/hash-email";
import { chatHashSecretFromEnv } from "@/lib/env/chat-hash-secret";
import { chatIdentityHash } from "@/lib/profile/chat-identity-hash";
import { distinctId } from "@/lib/profile/distinct-id";
import { NO_STORE, requestSession } from "../_session/request-session";

function answer(body: HashEmailResponse, status = 200): Response {
  return Response.json(body, { status, headers: NO_STORE });
}

// POST /api/hashEmail {clientID}: the chat identity hash of the signed-in trader (spec §7).
// Only for the caller's own distinct id: a hash for anyone else would let a browser chat as them.
export async function POST(request: NextRequest): Promise<Response> {
  const session = await requestSession(request);
  if (!session) return answer({ isError: true, errorMessage: "Not logged in" }, 401);

  const body = hashEmailRequestSchema.safeParse(await request.json().catch(() => undefined));
  if (!body.success) {
    return answer({ isError: true, errorMessage: "clientID: must be a distinct id" }, 400);
  }
  const own = distinctId(session.broker, session.clientId);
  if (body.data.clientID !== own) {
    return answer({ isError: true, errorMessage: "clientID: not the logged-in trader" }, 403);
  }
  const hash = chatIdentityHash(own, chatHashSecretFromEnv(process.env));
  return answer({ isError: false, data: { hash } });
}
