import { SignJWT, errors as joseErrors, jwtVerify } from "jose";
import * as z from "../validation/zod";
import { BROKER_CODES } from "../brokers";
import { PRODUCT_SLUG, SESSION_LIFETIME_SECONDS } from "../product";

/** What a session token says about its holder. Users are identified by broker + client id (spec §6). */
export const sessionClaimsSchema = z.object({
  sub: z.string().check(z.minLength(1)),
  broker: z.enum(BROKER_CODES),
  clientId: z.string().check(z.minLength(1)),
  /** The broker is a sandbox on the server that signed the token: no real account. */
  sandbox: z.optional(z.boolean()),
});
export type SessionClaims = z.infer<typeof sessionClaimsSchema>;

export type SessionCheck =
  | { status: "valid"; claims: SessionClaims; expiresAt: Date }
  | { status: "absent" }
  | { status: "invalid"; reason: "expired" | "bad-signature" | "malformed" };

const ALGORITHM = "HS256";
const ISSUER = PRODUCT_SLUG;
const MIN_SECRET_BYTES = 32;

function secretBytes(secret: string): Uint8Array<ArrayBuffer> {
  const key = new TextEncoder().encode(secret);
  if (key.length < MIN_SECRET_BYTES) {
    throw new Error(`The session secret must be at least ${MIN_SECRET_BYTES} bytes long`);
  }
  return key;
}

/**
 * The secret imported once as an HMAC key. Given raw bytes, jose imports a key on every call, which
 * is close to half the cost of a verify; every request verifies a token, so the surge pays it a
 * thousand times a second. A process holds one or two secrets, so the cache stays tiny.
 */
const importedKeys = new Map<string, Promise<CryptoKey>>();

function keyFrom(secret: string): Promise<CryptoKey> {
  let key = importedKeys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      "raw",
      secretBytes(secret),
      { name: "HMAC", hash: "SHA-256" },
      false,
      ["sign", "verify"],
    );
    importedKeys.set(secret, key);
  }
  return key;
}

/** Sign a session token (HS256) issued at `now`, valid for the spec's session lifetime unless told otherwise. */
export async function signSessionToken(
  claims: SessionClaims,
  secret: string,
  options: { lifetimeSeconds?: number; now: Date },
): Promise<string> {
  const issuedAt = Math.floor(options.now.getTime() / 1000);
  const lifetime = options.lifetimeSeconds ?? SESSION_LIFETIME_SECONDS;
  const { sub, ...rest } = sessionClaimsSchema.parse(claims);
  return new SignJWT(rest)
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(sub)
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetime)
    .sign(await keyFrom(secret));
}

/**
 * Check a session token's signature, issuer and expiry at `now`. A token that fails any check is
 * 'invalid' and must be treated as logged out; the caller clears the cookie.
 */
export async function verifySessionToken(
  token: string | undefined,
  secret: string,
  now: Date,
): Promise<SessionCheck> {
  if (!token) return { status: "absent" };
  try {
    const { payload } = await jwtVerify(token, await keyFrom(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: now,
    });
    const claims = sessionClaimsSchema.safeParse(payload);
    if (!claims.success || payload.exp === undefined) {
      return { status: "invalid", reason: "malformed" };
    }
    return { status: "valid", claims: claims.data, expiresAt: new Date(payload.exp * 1000) };
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) return { status: "invalid", reason: "expired" };
    if (error instanceof joseErrors.JWSSignatureVerificationFailed) {
      return { status: "invalid", reason: "bad-signature" };
    }
    return { status: "invalid", reason: "malformed" };
  }
}
