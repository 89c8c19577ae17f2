/**
 * Where sign-up leads go (spec §7 POST {signup API}/create, header x-api-key). Unset, they go to
 * this app's own /api/signup/create, which logs them: the embedded default. The key is sent by
 * the browser, so it identifies the app to the lead API; it is not a secret.
 */
export const LOCAL_SIGNUP_API_PATH = "/api/signup";
export const LOCAL_SIGNUP_API_KEY = "strikeline-local-signup";

export interface SignupApiConfig {
  baseUrl: string;
  apiKey: string;
}

export function signupApiConfig(env: { baseUrl?: string; apiKey?: string }): SignupApiConfig {
  return {
    baseUrl: env.baseUrl || LOCAL_SIGNUP_API_PATH,
    apiKey: env.apiKey || LOCAL_SIGNUP_API_KEY,
  };
}

// Read by their literal names so Next inlines them into the client bundle at build time.
export const SIGNUP_API: SignupApiConfig = signupApiConfig({
  baseUrl: process.env.NEXT_PUBLIC_SIGNUP_API_URL,
  apiKey: process.env.NEXT_PUBLIC_SIGNUP_API_KEY,
});
