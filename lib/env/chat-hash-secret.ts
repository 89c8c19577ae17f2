import { hmacSha256Hex } from "../crypto/hmac-hex";
import { sessionSecretFromEnv } from "./session-secret";

/** The label HMAC'd with SESSION_SECRET when CHAT_HASH_SECRET is unset. */
const CHAT_HASH_SECRET_LABEL = "chat-identity";

/**
 * The key of the chat identity hash (POST /api/hashEmail): CHAT_HASH_SECRET, the secret the
 * chat vendor checks the hash with; unset, the hex HMAC-SHA256 of "chat-identity" keyed by
 * SESSION_SECRET, so a development or test server needs no extra setting and the key is never
 * the session secret itself.
 */
export function chatHashSecretFromEnv(env: Readonly<Record<string, string | undefined>>): string {
  return env.CHAT_HASH_SECRET || hmacSha256Hex(sessionSecretFromEnv(env), CHAT_HASH_SECRET_LABEL);
}
