// Bare zod/mini, without the English messages lib/validation/zod.ts adds: this runs on a visitor's
// first visit too, and a mismatch here is only logged.
// eslint-disable-next-line no-restricted-imports
import * as z from "zod/mini";
import { requestJson } from "../http";
import { originOf, type SameOriginCall } from "./same-origin";

export const HAS_NEW_DEPLOY_PATH = "/api/has-new-deploy";

/**
 * Spec §7 'response version': the build that answers. In zod/mini: every open page polls this,
 * a visitor's too, and nothing else of zod loads on a visitor's first visit.
 */
export const deployVersionSchema = z.object({ version: z.string().check(z.minLength(1)) });
export type DeployVersion = z.infer<typeof deployVersionSchema>;

// GET /api/has-new-deploy: the version of the deployment serving this origin now.
export async function fetchDeployVersion(call: SameOriginCall = {}): Promise<string> {
  const body = await requestJson({
    ...call,
    baseUrl: originOf(call),
    path: HAS_NEW_DEPLOY_PATH,
    schema: deployVersionSchema,
  });
  return body.version;
}
