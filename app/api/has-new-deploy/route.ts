import type { DeployVersion } from "@/api-clients/same-origin/has-new-deploy";
import { NO_STORE } from "../_session/request-session";
import { currentDeployVersion } from "./deploy-version";

// Read per request, never prerendered at build time (the answer is the running build's).
export const dynamic = "force-dynamic";

// GET /api/has-new-deploy: the running deployment's version. Open pages poll it about every
// 3 s while focused and reload when it changes (spec §4, §7, §9).
export function GET(): Response {
  const body: DeployVersion = { version: currentDeployVersion() };
  return Response.json(body, { headers: NO_STORE });
}
