import { SIGNUP_API, type SignupApiConfig } from "@/lib/signup/signup-api";
import type { SignupLead } from "@/lib/signup/signup-lead";

/**
 * POST {signup API}/create with x-api-key (spec §7). The response is only logged, and so is a
 * failure (spec §8: no user message). `keepalive` lets the report sent as the page unloads
 * (spec §4's before-unload) still go out.
 */
export async function createSignupLead(
  lead: SignupLead,
  api: SignupApiConfig = SIGNUP_API,
  fetchImpl: typeof fetch = fetch,
): Promise<void> {
  const url = `${api.baseUrl.replace(/\/$/, "")}/create`;
  try {
    const response = await fetchImpl(url, {
      method: "POST",
      headers: { "Content-Type": "application/json", "x-api-key": api.apiKey },
      body: JSON.stringify(lead),
      keepalive: true,
    });
    const text = await response.text();
    if (response.ok) console.info("[signup] create:", response.status, text);
    else console.error("[signup] create failed:", response.status, text);
  } catch (error) {
    console.error("[signup] create failed:", error);
  }
}
