import * as z from "@/lib/validation/zod";
import { BROKER_CODES } from "@/lib/brokers";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { requestData } from "../envelope";

export const loginBrokersDataSchema = z.array(
  z.discriminatedUnion("available", [
    z.object({
      broker: z.enum(BROKER_CODES),
      available: z.literal(true),
      sandbox: z._default(z.boolean(), false),
    }),
    z.object({
      broker: z.enum(BROKER_CODES),
      available: z.literal(false),
      reason: z.string().check(z.minLength(1)),
    }),
  ]),
);
export type LoginBrokers = z.infer<typeof loginBrokersDataSchema>;

/**
 * GET {bridge}/login/brokers: which brokers a trader can log in with on this server; an
 * unavailable one carries the one line the login grid shows instead of a dead link.
 */
export function fetchLoginBrokers(): Promise<LoginBrokers> {
  return requestData({
    baseUrl: SERVICE_URLS.bridge,
    path: "/login/brokers",
    flag: "is_success",
    data: loginBrokersDataSchema,
  });
}
