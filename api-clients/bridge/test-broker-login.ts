import * as z from "@/lib/validation/zod";
import { SERVICE_URLS } from "@/lib/env/service-urls";
import { requestData } from "../envelope";

const testBrokerLoginDataSchema = z.object({ redirect_url: z.url() });

/**
 * POST {bridge}/test-broker/login: the test broker's own login server. Answers where the broker
 * sends the trader back: our callback with `request_token` and `state`.
 */
export async function submitTestBrokerLogin(request: {
  clientId: string;
  name: string;
  redirectUrl: string;
  state: string;
}): Promise<string> {
  const data = await requestData({
    baseUrl: SERVICE_URLS.bridge,
    path: "/test-broker/login",
    method: "POST",
    body: {
      clientId: request.clientId,
      name: request.name,
      redirect_url: request.redirectUrl,
      state: request.state,
    },
    flag: "is_success",
    data: testBrokerLoginDataSchema,
  });
  return data.redirect_url;
}
