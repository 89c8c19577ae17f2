// @ts-check
// Plain JavaScript on purpose: Node loads the page cache handler (lib/page-cache) as it is, without
// Next's compiler, and the handler needs this module. Types: script-policy.d.mts.
import { createHash } from "node:crypto";

/**
 * The script rule of a page's Content-Security-Policy (docs/security.md). It travels in a header
 * of its own, beside the framing rules of next.config.ts: a browser enforces every policy it is
 * sent, so each one only has to allow what it names.
 */
export const SCRIPT_POLICY_HEADER = "content-security-policy";

/**
 * A page rendered with this nonce runs only the scripts that carry it and what they load
 * ('strict-dynamic'); worker-src names the service worker, which 'strict-dynamic' would not
 * allow by origin. Development needs eval for React's debugging aids.
 * @param {string} nonce
 * @param {{ dev?: boolean }} [options]
 */
export function nonceScriptPolicy(nonce, options = {}) {
  const evalSource = options.dev ? " 'unsafe-eval'" : "";
  return `script-src 'nonce-${nonce}' 'strict-dynamic'${evalSource}; worker-src 'self'`;
}

/**
 * For HTML rendered without a request (at build time, where no input can reach it): our own
 * origin's files and exactly the inline scripts in it, by hash.
 * @param {readonly string[]} inlineHashes base64 SHA-256 digests
 */
export function hashScriptPolicy(inlineHashes) {
  const hashes = inlineHashes.map((hash) => ` 'sha256-${hash}'`).join("");
  return `script-src 'self'${hashes}; worker-src 'self'`;
}

/** 128 random bits, base64: a fresh one for every render. */
export function newNonce() {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
}

const SCRIPT_TAG = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const NONCE_ATTRIBUTE = /\snonce="([^"]+)"/i;
const SRC_ATTRIBUTE = /\ssrc=/i;
const DATA_TYPE = /\stype="(?!text\/javascript|module)[^"]+"/i;

/**
 * The nonce a rendered page's scripts carry, or null when it was rendered without one. Next puts
 * the render's nonce on every script it writes, so the first one found is the page's.
 * @param {string} html
 */
export function renderedNonce(html) {
  for (const [, attributes = ""] of html.matchAll(SCRIPT_TAG)) {
    const nonce = NONCE_ATTRIBUTE.exec(attributes)?.[1];
    if (nonce) return nonce;
  }
  return null;
}

/**
 * The base64 SHA-256 of each inline script a browser would run (not data blocks such as JSON-LD).
 * @param {string} html
 */
export function inlineScriptHashes(html) {
  /** @type {string[]} */
  const hashes = [];
  for (const [, attributes = "", body = ""] of html.matchAll(SCRIPT_TAG)) {
    if (SRC_ATTRIBUTE.test(attributes) || DATA_TYPE.test(attributes)) continue;
    hashes.push(createHash("sha256").update(body, "utf8").digest("base64"));
  }
  return [...new Set(hashes)];
}

/**
 * The script policy that matches a page's HTML: its render's nonce, or the hashes of its inline
 * scripts when it was rendered without one.
 * @param {string} html
 */
export function scriptPolicyForHtml(html) {
  const nonce = renderedNonce(html);
  return nonce ? nonceScriptPolicy(nonce) : hashScriptPolicy(inlineScriptHashes(html));
}
