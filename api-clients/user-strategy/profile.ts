import * as z from "@/lib/validation/zod";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import type { ProfileUpdate } from "@/lib/profile/profile-update";
import { serverProfileSchema, type ServerProfile } from "@/lib/profile/server-profile";
import { requestData } from "../envelope";
import { ResponseError } from "../errors";
import { endpointOf, requestJson } from "../http";
import type { UserCall } from "./user-call";

const PROFILE_PATH = "/user/profile";

// GET {USER_STRATEGY}/user/profile: the signed-in trader's server profile (spec §3, §7).
export function getProfile({ baseUrl, ...user }: UserCall): Promise<ServerProfile> {
  return requestData({
    ...user,
    baseUrl: baseUrl ?? SERVICE_URLS.userStrategy,
    path: PROFILE_PATH,
    flag: "is_success",
    data: serverProfileSchema,
  });
}

/**
 * Spec §5 'Response shapes': the update's answer is the success shape (with the user's data) or
 * the failure shape (with an error message); anything else is a validation error.
 */
export const profileUpdateResponseSchema = z.discriminatedUnion("is_success", [
  z.object({ is_success: z.literal(true), data: serverProfileSchema }),
  z.object({ is_success: z.literal(false), errorMessage: z.string() }),
]);

// PUT {USER_STRATEGY}/user/profile: change the trader's e-mail or mobile → the updated profile.
export async function updateProfile(
  update: ProfileUpdate,
  { baseUrl, ...user }: UserCall,
): Promise<ServerProfile> {
  const req = { baseUrl: baseUrl ?? SERVICE_URLS.userStrategy, path: PROFILE_PATH };
  const body = await requestJson({
    ...user,
    ...req,
    method: "PUT",
    body: update,
    schema: profileUpdateResponseSchema,
  });
  if (!body.is_success) throw new ResponseError(body.errorMessage, endpointOf(req), "PUT");
  return body.data;
}
