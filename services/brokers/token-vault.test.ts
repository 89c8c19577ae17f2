import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { TokenVault } from "./token-vault";

const hexKey = randomBytes(32).toString("hex");

describe("TokenVault", () => {
  it("opens what it sealed, for the same user only", () => {
    const vault = TokenVault.fromKey(hexKey);
    const sealed = vault.seal("eyJ.access.token", "user-1");
    expect(sealed).not.toContain("access");
    expect(vault.open(sealed, "user-1")).toBe("eyJ.access.token");
    expect(vault.open(sealed, "user-2")).toBeUndefined();
  });

  it("seals the same token differently each time (a fresh IV)", () => {
    const vault = TokenVault.fromKey(hexKey);
    expect(vault.seal("t", "u")).not.toBe(vault.seal("t", "u"));
  });

  it("reads a tampered token, another key's token or a plain old token as none", () => {
    const vault = TokenVault.fromKey(hexKey);
    const sealed = vault.seal("token", "u");
    // A character of the ciphertext (every bit of the second-to-last one counts), changed.
    const at = sealed.length - 2;
    const flipped = sealed.slice(0, at) + (sealed[at] === "A" ? "B" : "A") + sealed.slice(at + 1);
    expect(vault.open(flipped, "u")).toBeUndefined();
    expect(
      TokenVault.fromKey(randomBytes(32).toString("base64")).open(sealed, "u"),
    ).toBeUndefined();
    expect(vault.open("plain-token-from-before", "u")).toBeUndefined();
  });

  it("takes a key as hex or base64, and refuses anything but 32 bytes", () => {
    const bytes = randomBytes(32);
    const sealed = TokenVault.fromKey(bytes.toString("hex")).seal("x", "u");
    expect(TokenVault.fromKey(bytes.toString("base64")).open(sealed, "u")).toBe("x");
    expect(() => TokenVault.fromKey(randomBytes(16).toString("hex"))).toThrow(/32 bytes/);
    expect(() => TokenVault.fromKey("not a key")).toThrow(/32 bytes/);
  });

  it("derives the embedded default's key from the session secret, the same every start", () => {
    const sealed = TokenVault.derivedFrom("s".repeat(40)).seal("x", "u");
    expect(TokenVault.derivedFrom("s".repeat(40)).open(sealed, "u")).toBe("x");
    expect(TokenVault.derivedFrom("t".repeat(40)).open(sealed, "u")).toBeUndefined();
  });
});
