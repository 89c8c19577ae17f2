import * as z from "@/lib/validation/zod";
import type { BrokerCode } from "@/lib/brokers";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { requestData } from "../envelope";

const loginUrlDataSchema = z.object({ url: z.string().check(z.minLength(1)) });

/**
 * GET {bridge}/login/url: the broker's login page for this hand-off, with our callback and state
 * in it (the test broker's is this app's relative /login/test-broker).
 */
export async function fetchLoginUrl(request: {
  broker: BrokerCode;
  redirectUrl: string;
  state: string;
}): Promise<string> {
  const data = await requestData({
    baseUrl: SERVICE_URLS.bridge,
    path: "/login/url",
    query: { broker: request.broker, redirect_url: request.redirectUrl, state: request.state },
    flag: "is_success",
    data: loginUrlDataSchema,
  });
  return data.url;
}
