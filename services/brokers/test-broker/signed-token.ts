import { createHmac, timingSafeEqual } from "node:crypto";
import { z } from "zod";

/** The string claims a signed token carries besides its purpose and expiry. */
export type TokenClaims = Readonly<Record<string, string>>;

/** HMAC-SHA256 wants a key at least as long as its output: 32 bytes. */
export const MIN_TOKEN_SECRET_LENGTH = 32;

/**
 * p: what the token is for ('request', 'access'), signed so one kind never passes for another;
 * e: expiry in ms since the epoch; c: the claims.
 */
const tokenBodySchema = z.object({
  p: z.string(),
  e: z.number(),
  c: z.record(z.string(), z.string()),
});
type TokenBody = z.infer<typeof tokenBodySchema>;

function mac(secret: string, body: string): Buffer {
  return createHmac("sha256", secret).update(body).digest();
}

function assertSecret(secret: string): void {
  if (secret.length < MIN_TOKEN_SECRET_LENGTH) {
    throw new RangeError(`Token secret must be at least ${MIN_TOKEN_SECRET_LENGTH} characters`);
  }
}

/**
 * A compact signed token: base64url(JSON {purpose, expiry, claims}) "." base64url(HMAC-SHA256).
 * Opaque to its holder, readable only by whoever holds the secret, and tamper-evident.
 */
export function signToken(
  secret: string,
  purpose: string,
  claims: TokenClaims,
  expiresAt: Date,
): string {
  assertSecret(secret);
  const body: TokenBody = { p: purpose, e: expiresAt.getTime(), c: claims };
  const encoded = Buffer.from(JSON.stringify(body)).toString("base64url");
  return `${encoded}.${mac(secret, encoded).toString("base64url")}`;
}

/**
 * The claims of a token this secret signed for `purpose` that has not expired at `now`;
 * undefined for anything else (bad shape, bad signature, other purpose, expired). The signature
 * is compared in constant time before the body is parsed.
 */
export function verifyToken(
  secret: string,
  purpose: string,
  token: string,
  now: Date,
): TokenClaims | undefined {
  assertSecret(secret);
  const [encoded, signature, extra] = token.split(".");
  if (!encoded || !signature || extra !== undefined) return undefined;
  const expected = mac(secret, encoded);
  const given = Buffer.from(signature, "base64url");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  const body = parseBody(Buffer.from(encoded, "base64url").toString("utf8"));
  if (!body || body.p !== purpose || !(now.getTime() < body.e)) return undefined;
  return body.c;
}

function parseBody(json: string): TokenBody | undefined {
  try {
    const parsed = tokenBodySchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined; // not JSON: cannot happen under a valid signature, handled all the same
  }
}
