import { describe, expect, it } from "vitest";
import {
  REVALIDATION_MAX_SKEW_MS,
  revalidationKey,
  signRevalidation,
  verifyRevalidation,
} from "./revalidation-call";

const KEY = revalidationKey("a-session-secret-of-at-least-32-bytes!");
const NOW = new Date("2026-11-26T10:00:00Z");
const BODY = JSON.stringify({ strategyId: "s1", slug: "nifty-iron-fly", change: "adjusted" });

function signed(body = BODY, at = NOW.getTime(), key = KEY) {
  return { body, timestamp: String(at), signature: signRevalidation(body, at, key), key: KEY };
}

describe("the signed revalidation call", () => {
  it("accepts a call signed with the key both sides derive", () => {
    expect(verifyRevalidation({ ...signed(), now: NOW })).toBe("ok");
  });

  it("derives its key from SESSION_SECRET, never the secret itself", () => {
    expect(KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(KEY).not.toBe(revalidationKey("another-session-secret-of-32-bytes!!"));
  });

  it("refuses another key, a changed body, a changed time, or no signature", () => {
    const other = revalidationKey("another-session-secret-of-32-bytes!!");
    expect(verifyRevalidation({ ...signed(BODY, NOW.getTime(), other), now: NOW })).toBe(
      "bad-signature",
    );
    expect(verifyRevalidation({ ...signed(), body: BODY.replace("s1", "s2"), now: NOW })).toBe(
      "bad-signature",
    );
    const moved = { ...signed(), timestamp: String(NOW.getTime() + 1) };
    expect(verifyRevalidation({ ...moved, now: NOW })).toBe("bad-signature");
    expect(verifyRevalidation({ ...signed(), signature: null, now: NOW })).toBe("bad-signature");
    expect(verifyRevalidation({ ...signed(), timestamp: "soon", now: NOW })).toBe("bad-signature");
  });

  it("refuses a replay outside the window, either side of now", () => {
    const late = signed(BODY, NOW.getTime() - REVALIDATION_MAX_SKEW_MS - 1);
    const early = signed(BODY, NOW.getTime() + REVALIDATION_MAX_SKEW_MS + 1);
    expect(verifyRevalidation({ ...late, now: NOW })).toBe("stale");
    expect(verifyRevalidation({ ...early, now: NOW })).toBe("stale");
    const edge = signed(BODY, NOW.getTime() - REVALIDATION_MAX_SKEW_MS);
    expect(verifyRevalidation({ ...edge, now: NOW })).toBe("ok");
  });
});
