import { describe, expect, it } from "vitest";
import { chatHashSecretFromEnv } from "../env/chat-hash-secret";
import { DEVELOPMENT_SESSION_SECRET } from "../env/session-secret";
import { hmacSha256Hex } from "../crypto/hmac-hex";
import { chatIdentityHash } from "./chat-identity-hash";

describe("chatIdentityHash", () => {
  it("is HMAC-SHA256 in hex (RFC 4231 test case 2)", () => {
    expect(chatIdentityHash("what do ya want for nothing?", "Jefe")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("differs by id and by key, and needs an id", () => {
    const a = chatIdentityHash("strikeline:iifl:A1", "k");
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(chatIdentityHash("strikeline:iifl:A2", "k")).not.toBe(a);
    expect(chatIdentityHash("strikeline:iifl:A1", "k2")).not.toBe(a);
    expect(() => chatIdentityHash("", "k")).toThrow();
  });
});

describe("chatHashSecretFromEnv", () => {
  it("takes CHAT_HASH_SECRET when set", () => {
    expect(chatHashSecretFromEnv({ CHAT_HASH_SECRET: "vendor-secret" })).toBe("vendor-secret");
  });

  it("otherwise derives a key from the session secret, never the secret itself", () => {
    const derived = chatHashSecretFromEnv({ SESSION_SECRET: "s".repeat(40) });
    expect(derived).toBe(hmacSha256Hex("s".repeat(40), "chat-identity"));
    expect(derived).not.toBe("s".repeat(40));
    expect(chatHashSecretFromEnv({})).toBe(
      hmacSha256Hex(DEVELOPMENT_SESSION_SECRET, "chat-identity"),
    );
  });

  it("refuses to run in production with neither secret", () => {
    expect(() => chatHashSecretFromEnv({ NODE_ENV: "production" })).toThrow(/SESSION_SECRET/);
  });
});
