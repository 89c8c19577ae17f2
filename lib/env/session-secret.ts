/**
 * The HS256 secret shared by the bridge (which signs session tokens) and the web app (which
 * verifies them). Development and tests fall back to a fixed secret; a production process
 * refuses to start without SESSION_SECRET, so a default can never sign real sessions.
 */
export const DEVELOPMENT_SESSION_SECRET = "strikeline-development-secret-not-for-production";

export function sessionSecretFromEnv(env: Readonly<Record<string, string | undefined>>): string {
  const secret = env.SESSION_SECRET;
  if (secret) return secret;
  if (env.NODE_ENV === "production") {
    throw new Error("SESSION_SECRET must be set in production");
  }
  return DEVELOPMENT_SESSION_SECRET;
}
