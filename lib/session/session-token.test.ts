import { describe, expect, it } from "vitest";
import { signSessionToken, verifySessionToken, type SessionClaims } from "./session-token";

const SECRET = "a-test-secret-that-is-long-enough-for-hs256";
const CLAIMS: SessionClaims = { sub: "user-1", broker: "iifl", clientId: "C123" };
const NOW = new Date("2026-11-20T04:00:00Z");

describe("session tokens", () => {
  it("verifies a token it signed and returns the claims and 12 h expiry", async () => {
    const token = await signSessionToken(CLAIMS, SECRET, { now: NOW });
    const check = await verifySessionToken(token, SECRET, NOW);
    expect(check).toEqual({
      status: "valid",
      claims: CLAIMS,
      expiresAt: new Date(NOW.getTime() + 12 * 3600 * 1000),
    });
  });

  it("reports an absent token", async () => {
    expect(await verifySessionToken(undefined, SECRET, NOW)).toEqual({ status: "absent" });
    expect(await verifySessionToken("", SECRET, NOW)).toEqual({ status: "absent" });
  });

  it("refuses an expired token", async () => {
    const token = await signSessionToken(CLAIMS, SECRET, { now: NOW });
    const later = new Date(NOW.getTime() + 12 * 3600 * 1000 + 1000);
    expect(await verifySessionToken(token, SECRET, later)).toEqual({
      status: "invalid",
      reason: "expired",
    });
  });

  it("refuses a token signed with another secret", async () => {
    const token = await signSessionToken(CLAIMS, `${SECRET}-other`, { now: NOW });
    expect(await verifySessionToken(token, SECRET, NOW)).toMatchObject({
      status: "invalid",
      reason: "bad-signature",
    });
  });

  it("refuses a token whose payload was edited", async () => {
    const token = await signSessionToken(CLAIMS, SECRET, { now: NOW });
    const [header, payload, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(payload!, "base64url").toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, clientId: "SOMEONE-ELSE" })).toString(
      "base64url",
    );
    expect(await verifySessionToken(`${header}.${forged}.${signature}`, SECRET, NOW)).toMatchObject(
      {
        status: "invalid",
      },
    );
  });

  it("refuses garbage and an unsigned token", async () => {
    expect(await verifySessionToken("not-a-jwt", SECRET, NOW)).toMatchObject({ status: "invalid" });
    const unsigned = [
      Buffer.from(JSON.stringify({ alg: "none" })).toString("base64url"),
      Buffer.from(JSON.stringify({ sub: "u", broker: "iifl", clientId: "C" })).toString(
        "base64url",
      ),
      "",
    ].join(".");
    expect(await verifySessionToken(unsigned, SECRET, NOW)).toMatchObject({ status: "invalid" });
  });

  it("refuses to sign with a short secret or unknown broker", async () => {
    await expect(signSessionToken(CLAIMS, "short", { now: NOW })).rejects.toThrow(
      /at least 32 bytes/,
    );
    await expect(
      signSessionToken({ ...CLAIMS, broker: "nope" as SessionClaims["broker"] }, SECRET, {
        now: NOW,
      }),
    ).rejects.toThrow();
  });
});
