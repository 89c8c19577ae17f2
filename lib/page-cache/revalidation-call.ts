import { createHmac, timingSafeEqual } from "node:crypto";
import * as z from "../validation/zod";

/**
 * The services tell the web app when an analyst changes a tradebox, so the cached public pages
 * that show it are rendered again (docs/performance.md). The call is signed with a key both
 * sides derive from SESSION_SECRET, so only our services can empty the cache.
 */
export const REVALIDATE_PATH = "/api/revalidate";
export const REVALIDATION_TIMESTAMP_HEADER = "x-strikeline-timestamp";
export const REVALIDATION_SIGNATURE_HEADER = "x-strikeline-signature";

/** A signed call older (or further ahead) than this is refused: a replay window, not a clock. */
export const REVALIDATION_MAX_SKEW_MS = 5 * 60_000;

// The label HMAC'd with SESSION_SECRET: a key of its own, never one a session token signs with.
const REVALIDATION_KEY_LABEL = "page-revalidation";

/** What changed: the tradebox (both forms its profile URL takes) and how. */
export const tradeboxPagesChangedSchema = z.strictObject({
  strategyId: z.string().check(z.minLength(1)),
  slug: z.string().check(z.minLength(1)),
  change: z.enum(["published", "adjusted", "closed"]),
});
export type TradeboxPagesChanged = z.infer<typeof tradeboxPagesChangedSchema>;

export function revalidationKey(sessionSecret: string): string {
  return createHmac("sha256", sessionSecret).update(REVALIDATION_KEY_LABEL).digest("hex");
}

/** Hex HMAC-SHA256 of `{timestamp}.{body}`: the body cannot be replayed with a new time. */
export function signRevalidation(body: string, timestampMs: number, key: string): string {
  return createHmac("sha256", key).update(`${timestampMs}.${body}`).digest("hex");
}

/** The web app's revalidation call for a change, signed with `key` at `timestampMs`. */
export function signedRevalidationRequest(
  change: TradeboxPagesChanged,
  key: string,
  timestampMs: number,
): { method: "POST"; headers: Record<string, string>; body: string } {
  const body = JSON.stringify(change);
  return {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      [REVALIDATION_TIMESTAMP_HEADER]: String(timestampMs),
      [REVALIDATION_SIGNATURE_HEADER]: signRevalidation(body, timestampMs, key),
    },
    body,
  };
}

export type RevalidationCheck = "ok" | "stale" | "bad-signature";

export function verifyRevalidation(call: {
  body: string;
  timestamp: string | null;
  signature: string | null;
  key: string;
  now: Date;
}): RevalidationCheck {
  const timestampMs = Number(call.timestamp);
  if (!call.timestamp || !Number.isSafeInteger(timestampMs) || !call.signature) {
    return "bad-signature";
  }
  const expected = Buffer.from(signRevalidation(call.body, timestampMs, call.key), "hex");
  const given = Buffer.from(call.signature, "hex");
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return "bad-signature";
  }
  return Math.abs(call.now.getTime() - timestampMs) > REVALIDATION_MAX_SKEW_MS ? "stale" : "ok";
}
