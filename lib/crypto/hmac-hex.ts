import { createHmac } from "node:crypto";

/** Hex HMAC-SHA256 of `message` keyed by `key` (64 lower-case hex characters). Server only. */
export function hmacSha256Hex(key: string, message: string): string {
  return createHmac("sha256", key).update(message, "utf8").digest("hex");
}
