import { createECDH, createHmac } from "node:crypto";

/**
 * The application server's VAPID keys (RFC 8292): push services accept our messages only when
 * signed with the private key whose public half the browser subscribed with.
 */
export interface VapidKeys {
  /** The uncompressed P-256 public point (65 bytes), base64url: the browser's applicationServerKey. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url. */
  privateKey: string;
}

/** The label HMAC'd with SESSION_SECRET; changing it invalidates every device's subscription. */
const VAPID_KEY_LABEL = "web-push-vapid";

/**
 * VAPID keys when VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are unset: the private scalar is
 * HMAC-SHA256(SESSION_SECRET, label), a valid P-256 key but for a chance of about 2^-32, and the
 * public point follows from it. The same secret gives the same keys on every instance and
 * restart, so subscriptions stay valid; one secret to set in production, as for the paper broker.
 */
export function deriveVapidKeys(sessionSecret: string): VapidKeys {
  const scalar = createHmac("sha256", sessionSecret).update(VAPID_KEY_LABEL).digest();
  const ecdh = createECDH("prime256v1");
  ecdh.setPrivateKey(scalar);
  return {
    publicKey: ecdh.getPublicKey().toString("base64url"),
    privateKey: scalar.toString("base64url"),
  };
}

/** Whether a pair of base64url strings is a P-256 key pair: the public point is the private's. */
export function isVapidKeyPair(keys: VapidKeys): boolean {
  try {
    const ecdh = createECDH("prime256v1");
    ecdh.setPrivateKey(Buffer.from(keys.privateKey, "base64url"));
    return ecdh.getPublicKey().toString("base64url") === keys.publicKey;
  } catch {
    return false;
  }
}
