import { SESSION_COOKIE } from "../product";

/**
 * What error reports must never carry: the session token (the realtime socket has it in its
 * query string; API calls in their Authorization header), brokers' one-time login tokens, and
 * anything shaped like a JWT. Replaced wherever it appears, whatever the field.
 */
const FILTERED = "[Filtered]";

/** Query or form parameters whose values are secrets (the login redirect's, the socket's). */
const SECRET_PARAMS = [
  "token",
  "access_token",
  "request_token",
  "requesttoken",
  "authcode",
  "auth_code",
  "code",
  "state",
  "session",
];
const SECRET_PARAM = new RegExp(`([?&#](?:${SECRET_PARAMS.join("|")})=)[^&#\\s"'\\\\]+`, "gi");
const BEARER = /(Bearer\s+)[^\s"'\\,]+/gi;
/** header.payload.signature, base64url: our session tokens and most brokers' tokens. */
const JWT = /eyJ[\w-]{4,}\.[\w-]{4,}\.[\w-]{4,}/g;
const SESSION_COOKIE_VALUE = new RegExp(`(${SESSION_COOKIE}=)[^;\\s"\\\\]+`, "gi");

/** The text with every secret it carries replaced by "[Filtered]". */
export function scrubSecrets(text: string): string {
  return text
    .replace(SECRET_PARAM, `$1${FILTERED}`)
    .replace(BEARER, `$1${FILTERED}`)
    .replace(JWT, FILTERED)
    .replace(SESSION_COOKIE_VALUE, `$1${FILTERED}`);
}

/**
 * An event, breadcrumb or any JSON-able report with every string scrubbed. Works on the JSON
 * text, so no field (URL, header, message, breadcrumb data, stack frame variable) is missed.
 */
export function scrubReport<T>(report: T): T {
  return JSON.parse(scrubSecrets(JSON.stringify(report))) as T;
}

/** A client id as reports carry it: a SHA-256 hex digest, never the id itself. */
export async function hashedClientId(clientId: string): Promise<string> {
  const bytes = new TextEncoder().encode(`strikeline:${clientId}`);
  const digest = await globalThis.crypto.subtle.digest("SHA-256", bytes);
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}
