import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  hashScriptPolicy,
  inlineScriptHashes,
  newNonce,
  nonceScriptPolicy,
  renderedNonce,
  scriptPolicyForHtml,
} from "./script-policy.mjs";

const sha256 = (text: string) => createHash("sha256").update(text, "utf8").digest("base64");

// The shape Next writes: a chunk script and inline flight data, each with the render's nonce.
const RENDERED = [
  '<html><head><script src="/_next/static/chunks/a.js" async="" nonce="n0nce=="></script></head>',
  '<body><script nonce="n0nce==">self.__next_f.push([0])</script>',
  '<script type="application/ld+json">{"@type":"Product"}</script>',
  '<script nonce="n0nce==">self.__next_f.push([1,"x"])</script></body></html>',
].join("");

describe("script policy", () => {
  it("runs only scripts carrying the nonce and what they load, and names the service worker", () => {
    expect(nonceScriptPolicy("abc")).toBe(
      "script-src 'nonce-abc' 'strict-dynamic'; worker-src 'self'",
    );
    expect(nonceScriptPolicy("abc", { dev: true })).toContain("'unsafe-eval'");
  });

  it("draws a fresh 128-bit nonce each time", () => {
    const nonces = new Set(Array.from({ length: 50 }, newNonce));
    expect(nonces.size).toBe(50);
    for (const nonce of nonces) expect(Buffer.from(nonce, "base64")).toHaveLength(16);
  });

  it("reads the nonce a page was rendered with from its scripts", () => {
    expect(renderedNonce(RENDERED)).toBe("n0nce==");
    expect(renderedNonce("<html><script>1</script></html>")).toBeNull();
  });

  it("hashes the inline scripts a browser runs, not files or data blocks", () => {
    expect(inlineScriptHashes(RENDERED)).toEqual([
      sha256("self.__next_f.push([0])"),
      sha256('self.__next_f.push([1,"x"])'),
    ]);
  });

  it("gives a rendered page the policy of its own nonce", () => {
    expect(scriptPolicyForHtml(RENDERED)).toBe(nonceScriptPolicy("n0nce=="));
  });

  it("gives a page built without a request our files and exactly its inline scripts", () => {
    const built = "<script src=/a.js></script><script>boot()</script>";
    expect(scriptPolicyForHtml(built)).toBe(hashScriptPolicy([sha256("boot()")]));
    expect(hashScriptPolicy([sha256("boot()")])).toBe(
      `script-src 'self' 'sha256-${sha256("boot()")}'; worker-src 'self'`,
    );
  });
});
