import { createCipheriv, createDecipheriv, createHmac, randomBytes } from "node:crypto";

const ALGORITHM = "aes-256-gcm";
const KEY_BYTES = 32;
const IV_BYTES = 12;
const VERSION = "v1";

/** The label HMAC'd with SESSION_SECRET for a derived key; changing it logs every trader out. */
const DERIVED_KEY_LABEL = "broker-access-tokens";

/**
 * Brokers' access tokens at rest: AES-256-GCM with a random IV per token, the user's id as
 * associated data (a token copied onto another user's row does not open), and a version prefix
 * for a later key rotation. A token that does not open (tampered, an older format, another key)
 * reads as no session: the trader logs in again, nothing worse.
 */
export class TokenVault {
  private constructor(private readonly key: Buffer) {}

  /** A vault on a 32-byte key given as 64 hex characters or base64. */
  static fromKey(encoded: string): TokenVault {
    const key = parseKey(encoded);
    if (!key)
      throw new RangeError("The token key must be 32 bytes, as 64 hex characters or base64");
    return new TokenVault(key);
  }

  /** The embedded default's vault, when no real broker is configured: a key from SESSION_SECRET. */
  static derivedFrom(sessionSecret: string): TokenVault {
    return new TokenVault(createHmac("sha256", sessionSecret).update(DERIVED_KEY_LABEL).digest());
  }

  seal(token: string, userId: string): string {
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv(ALGORITHM, this.key, iv).setAAD(Buffer.from(userId, "utf8"));
    const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url"));
    return [VERSION, ...parts].join(".");
  }

  /** The token, or undefined when it does not open with this key for this user. */
  open(sealed: string, userId: string): string | undefined {
    const [version, iv, tag, data, ...rest] = sealed.split(".");
    if (version !== VERSION || !iv || !tag || data === undefined || rest.length > 0) {
      return undefined;
    }
    try {
      const decipher = createDecipheriv(ALGORITHM, this.key, Buffer.from(iv, "base64url"))
        .setAAD(Buffer.from(userId, "utf8"))
        .setAuthTag(Buffer.from(tag, "base64url"));
      return Buffer.concat([
        decipher.update(Buffer.from(data, "base64url")),
        decipher.final(),
      ]).toString("utf8");
    } catch {
      return undefined;
    }
  }
}

function parseKey(encoded: string): Buffer | undefined {
  const trimmed = encoded.trim();
  if (/^[0-9a-fA-F]{64}$/.test(trimmed)) return Buffer.from(trimmed, "hex");
  if (!/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) return undefined;
  const key = Buffer.from(trimmed, "base64");
  return key.length === KEY_BYTES ? key : undefined;
}
