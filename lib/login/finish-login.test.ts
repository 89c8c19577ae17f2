import { describe, expect, it, vi } from "vitest";
import { SESSION_COOKIE, TEST_BROKER_CODE } from "../product";
import { finishLogin, type FinishLoginDeps } from "./finish-login";
import type { CookieWrite } from "./login-cookies";

const STATE = "held-state-0123456789";
const verified = {
  ok: true as const,
  value: { token: "jwt", expiresIn: 43_200, userType: "NEW_USER" as const },
};

function deps(answer: Awaited<ReturnType<FinishLoginDeps["verify"]>> = verified) {
  return { verify: vi.fn(async () => answer) };
}

const callback = (extra: Record<string, string> = {}) => ({
  broker: TEST_BROKER_CODE,
  request_token: "rt",
  state: STATE,
  ...extra,
});
const byName = (cookies: CookieWrite[]) => Object.fromEntries(cookies.map((c) => [c.name, c]));

describe("finishLogin", () => {
  it("exchanges the token with the held state and sets the session cookie (spec §9)", async () => {
    const d = deps();
    const done = await finishLogin(
      { query: callback({ code: "x" }), heldState: STATE, savedRedirect: "/explore" },
      d,
    );
    expect(d.verify).toHaveBeenCalledWith({
      broker: TEST_BROKER_CODE,
      requestToken: "rt",
      params: { code: "x", state: STATE },
    });
    expect(done).toMatchObject({ ok: true, location: "/explore" });
    const cookies = byName(done.cookies);
    expect(cookies[SESSION_COOKIE]).toEqual({
      name: SESSION_COOKIE,
      value: "jwt",
      attributes: { path: "/", maxAge: 43_200, secure: true, httpOnly: false, sameSite: "lax" },
    });
    // The state and the saved redirect are used once.
    expect(cookies.loginState?.value).toBeNull();
    expect(cookies.redirectUrl?.value).toBeNull();
  });

  it("passes a real broker's own redirect on whole: Alice Blue's authCode and userId", async () => {
    const d = deps();
    const done = await finishLogin(
      {
        query: { broker: "aliceblue", authCode: "AC1", userId: "AB123" },
        heldState: STATE,
        savedRedirect: null,
      },
      d,
    );
    expect(d.verify).toHaveBeenCalledWith({
      broker: "aliceblue",
      requestToken: "",
      params: { authCode: "AC1", userId: "AB123", state: STATE },
    });
    expect(done.ok).toBe(true);
  });

  it("calls a redirect with no token of any kind an incomplete link", async () => {
    const d = deps();
    const done = await finishLogin(
      { query: { broker: "aliceblue" }, heldState: STATE, savedRedirect: null },
      d,
    );
    expect(done).toMatchObject({ ok: false, kind: "invalid" });
    expect(d.verify).not.toHaveBeenCalled();
  });

  it("sends a first login with nowhere saved to /onboarding, others to /dashboard", async () => {
    const first = await finishLogin(
      { query: callback(), heldState: STATE, savedRedirect: null },
      deps(),
    );
    expect(first).toMatchObject({ ok: true, location: "/onboarding" });
    const again = await finishLogin(
      { query: callback(), heldState: STATE, savedRedirect: "https://evil.example" },
      deps({ ok: true, value: { ...verified.value, userType: "EXISTING_USER_ACTIVE" } }),
    );
    expect(again).toMatchObject({ ok: true, location: "/dashboard" });
  });

  it("refuses a state that differs from the held one, or no held state, without asking the bridge", async () => {
    const d = deps();
    const tampered = await finishLogin(
      { query: callback({ state: "someone-elses-state" }), heldState: STATE, savedRedirect: null },
      d,
    );
    expect(tampered).toMatchObject({ ok: false, kind: "state" });
    expect(byName(tampered.cookies).loginState?.value).toBeNull();
    expect(byName(tampered.cookies)[SESSION_COOKIE]).toBeUndefined();
    const other = await finishLogin({ query: callback(), heldState: null, savedRedirect: null }, d);
    expect(other).toMatchObject({ ok: false, kind: "state" });
    expect(d.verify).not.toHaveBeenCalled();
  });

  it("reads a broker's error without a token as a cancelled login", async () => {
    const done = await finishLogin(
      {
        query: { broker: TEST_BROKER_CODE, error: "access_denied", state: STATE },
        heldState: STATE,
        savedRedirect: null,
      },
      deps(),
    );
    expect(done).toMatchObject({ ok: false, kind: "cancelled" });
  });

  it("calls a callback without a token or broker incomplete", async () => {
    expect(
      await finishLogin({ query: { state: STATE }, heldState: STATE, savedRedirect: null }, deps()),
    ).toMatchObject({
      ok: false,
      kind: "invalid",
    });
  });

  it("passes the bridge's failure on", async () => {
    const done = await finishLogin(
      { query: callback(), heldState: STATE, savedRedirect: null },
      deps({ ok: false, kind: "expired" }),
    );
    expect(done).toMatchObject({ ok: false, kind: "expired" });
  });

  it("never keeps the session longer than the spec's 43200 s", async () => {
    const done = await finishLogin(
      { query: callback(), heldState: STATE, savedRedirect: null },
      deps({ ok: true, value: { ...verified.value, expiresIn: 999_999 } }),
    );
    expect(byName(done.cookies)[SESSION_COOKIE]?.attributes.maxAge).toBe(43_200);
  });
});
