import { hmacSha256Hex } from "../crypto/hmac-hex";

/**
 * Spec §7 POST /api/hashEmail: the hash that lets the chat vendor trust who the chat user is.
 * Hex HMAC-SHA256 of the trader's distinct id (lib/profile/distinct-id.ts) keyed by the chat
 * hash secret; only the server holds the key, so a browser cannot claim another trader's chat.
 */
export function chatIdentityHash(distinctId: string, secret: string): string {
  if (!distinctId) throw new Error("A chat identity hash needs a distinct id");
  return hmacSha256Hex(secret, distinctId);
}
