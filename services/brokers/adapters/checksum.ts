import { createHash } from "node:crypto";

/**
 * Lower-case hex SHA-256 of the plain concatenation of `parts` (UTF-8), the checksum shape the
 * Kite-style token exchanges use (e.g. IIFL Capital: clientId + authCode + appSecret).
 */
export function sha256Hex(...parts: readonly string[]): string {
  return createHash("sha256").update(parts.join(""), "utf8").digest("hex");
}
