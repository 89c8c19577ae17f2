import * as z from "@/lib/validation/zod";
import type { BrokerCode } from "@/lib/brokers";
import { USER_TYPES } from "@/lib/domain/enums";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { serverProfileSchema } from "@/lib/profile/server-profile";
import { requestData } from "../envelope";

export const loginVerifiedSchema = z.object({
  token: z.string().check(z.minLength(1)),
  expires_in: z.int().check(z.positive()),
  user_type: z.enum(USER_TYPES),
  profile: serverProfileSchema,
});
export type LoginVerifiedData = z.infer<typeof loginVerifiedSchema>;

/**
 * POST {bridge}/login/verify: exchange the broker's request token for our session token. The
 * test broker needs `params.state`, the hand-off's state.
 */
export async function verifyLoginAtBridge(request: {
  broker: BrokerCode;
  requestToken: string;
  params: Record<string, string>;
}): Promise<LoginVerifiedData> {
  return requestData({
    baseUrl: SERVICE_URLS.bridge,
    path: "/login/verify",
    method: "POST",
    body: { broker: request.broker, request_token: request.requestToken, params: request.params },
    flag: "is_success",
    data: loginVerifiedSchema,
  });
}
