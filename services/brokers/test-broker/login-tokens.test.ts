import { describe, expect, it } from "vitest";
import { BrokerError } from "../broker";
import { testBrokerLoginUrl, testBrokerRedirect, testBrokerTokenRequest } from "./login-hand-off";
import {
  ACCESS_TOKEN_TTL_MS,
  createRequestToken,
  issueSession,
  readRequestToken,
  REQUEST_TOKEN_TTL_MS,
  verifySession,
} from "./login-tokens";
import { signToken, verifyToken } from "./signed-token";

const SECRET = "a-test-secret-that-is-long-enough-0123456789";
const NOW = new Date("2026-01-13T04:30:00Z");
const later = (ms: number) => new Date(NOW.getTime() + ms);

describe("signed tokens", () => {
  const token = signToken(SECRET, "access", { clientId: "AB12" }, later(1_000));

  it("carries its claims to the holder of the secret until it expires", () => {
    expect(verifyToken(SECRET, "access", token, NOW)).toEqual({ clientId: "AB12" });
    expect(verifyToken(SECRET, "access", token, later(1_000))).toBeUndefined();
  });

  it("is worthless with another secret, another purpose or any change", () => {
    expect(verifyToken(`${SECRET}-other`, "access", token, NOW)).toBeUndefined();
    expect(verifyToken(SECRET, "request", token, NOW)).toBeUndefined();
    const [body, signature] = token.split(".");
    const forged = Buffer.from(JSON.stringify({ p: "access", e: 9e15, c: { clientId: "ZZ" } }));
    expect(
      verifyToken(SECRET, "access", `${forged.toString("base64url")}.${signature}`, NOW),
    ).toBeUndefined();
    expect(verifyToken(SECRET, "access", `${body}.`, NOW)).toBeUndefined();
    expect(verifyToken(SECRET, "access", `${token}.x`, NOW)).toBeUndefined();
    expect(verifyToken(SECRET, "access", "garbage", NOW)).toBeUndefined();
  });

  it("refuses a short secret", () => {
    expect(() => signToken("short", "access", {}, NOW)).toThrow(RangeError);
  });
});

describe("the test broker's login", () => {
  it("sends the trader to the app's own test-broker page with the redirect and state", () => {
    const url = testBrokerLoginUrl({
      redirectUrl: "https://app.example/login/verify?x=1",
      state: "s 1",
    });
    expect(url).toBe(
      "/login/test-broker?redirectUrl=https%3A%2F%2Fapp.example%2Flogin%2Fverify%3Fx%3D1&state=s+1",
    );
    expect(() => testBrokerLoginUrl({ redirectUrl: "/relative", state: "s" })).toThrow(TypeError);
  });

  it("round-trips the page's request token through the redirect to a client", () => {
    const token = createRequestToken(SECRET, { clientId: " ab12 ", name: " Asha Rao " }, "st", NOW);
    const redirect = new URL(testBrokerRedirect("https://app.example/login/verify", token, "st"));
    const request = testBrokerTokenRequest(redirect.searchParams);
    expect(readRequestToken(SECRET, request.requestToken, request.params?.state, NOW)).toEqual({
      clientId: "AB12",
      name: "Asha Rao",
      email: null,
      phone: null,
    });
  });

  it("refuses a request token for another login attempt, or once expired", () => {
    const token = createRequestToken(SECRET, { clientId: "AB12", name: "A" }, "st", NOW);
    expect(() => readRequestToken(SECRET, token, "other", NOW)).toThrow(BrokerError);
    expect(() => readRequestToken(SECRET, token, undefined, NOW)).toThrow(/log in again/);
    expect(() => readRequestToken(SECRET, token, "st", later(REQUEST_TOKEN_TTL_MS))).toThrow(
      BrokerError,
    );
  });

  it("refuses client ids and names the page must not send", () => {
    expect(() => createRequestToken(SECRET, { clientId: "a", name: "A" }, "s", NOW)).toThrow();
    expect(() => createRequestToken(SECRET, { clientId: "AB-12", name: "A" }, "s", NOW)).toThrow();
    expect(() => createRequestToken(SECRET, { clientId: "AB12", name: "  " }, "s", NOW)).toThrow();
  });

  it("issues a session verified on every call, for its own client, for 12 hours", () => {
    const session = issueSession(SECRET, "AB12", NOW);
    expect(verifySession(SECRET, session, NOW)).toBe("AB12");
    expect(() => verifySession(SECRET, { ...session, clientId: "CD34" }, NOW)).toThrow(BrokerError);
    expect(() => verifySession(SECRET, session, later(ACCESS_TOKEN_TTL_MS))).toThrow(BrokerError);
    expect(ACCESS_TOKEN_TTL_MS).toBe(12 * 3_600_000);
  });
});
