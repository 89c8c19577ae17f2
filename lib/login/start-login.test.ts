import { describe, expect, it, vi } from "vitest";
import { TEST_BROKER_CODE } from "../product";
import type { CookieWrite } from "./login-cookies";
import { startLogin, verifyCallbackUrl, type StartLoginDeps } from "./start-login";

const ORIGIN = "http://localhost:3000";
const STATE = "state-0123456789";

function deps(answer: Awaited<ReturnType<StartLoginDeps["loginUrl"]>>) {
  return { loginUrl: vi.fn(async () => answer), newState: () => STATE };
}

const byName = (cookies: CookieWrite[]) => Object.fromEntries(cookies.map((c) => [c.name, c]));

describe("startLogin", () => {
  it("asks the bridge for the broker's page with our verify callback and a fresh state", async () => {
    const d = deps({ ok: true, value: "/login/test-broker?state=s" });
    const step = await startLogin(
      {
        brokerCode: TEST_BROKER_CODE,
        form: { redirectUrl: "/explore", loginSource: "web" },
        origin: ORIGIN,
      },
      d,
    );
    expect(d.loginUrl).toHaveBeenCalledWith({
      broker: TEST_BROKER_CODE,
      redirectUrl: `${ORIGIN}/login/verify?broker=${TEST_BROKER_CODE}`,
      state: STATE,
    });
    // A relative page (the test broker's) is on this host.
    expect(step.location).toBe(`${ORIGIN}/login/test-broker?state=s`);
  });

  it("keeps the posted values as cookies, removes empty ones, and binds the state (httpOnly)", async () => {
    const step = await startLogin(
      { brokerCode: "iifl", form: { bridgeJWT: "jwt", redirectUrl: "/track" }, origin: ORIGIN },
      deps({ ok: true, value: "https://broker.example/login?x=1" }),
    );
    expect(step.location).toBe("https://broker.example/login?x=1");
    const cookies = byName(step.cookies);
    expect(cookies.bridgeJWT?.value).toBe("jwt");
    expect(cookies.redirectUrl?.value).toBe("/track");
    expect(cookies.loginSource?.value).toBeNull();
    expect(cookies.bridgeOrders?.value).toBeNull();
    expect(cookies.loginState).toMatchObject({
      value: STATE,
      attributes: { httpOnly: true, secure: true, maxAge: 600, path: "/" },
    });
  });

  it("shows why when the bridge cannot start the login, keeping the redirect for 'Try again'", async () => {
    const step = await startLogin(
      { brokerCode: "iifl", form: { redirectUrl: "/track" }, origin: ORIGIN },
      deps({ ok: false, kind: "not-available" }),
    );
    expect(step.location).toBe("/login/initiate?error=not-available&broker=iifl");
    expect(byName(step.cookies).redirectUrl?.value).toBe("/track");
  });

  it("refuses an unknown broker without calling the bridge", async () => {
    const d = deps({ ok: true, value: "/x" });
    const step = await startLogin({ brokerCode: "nobroker", form: {}, origin: ORIGIN }, d);
    expect(step).toEqual({ location: "/login/initiate?error=invalid", cookies: [] });
    expect(d.loginUrl).not.toHaveBeenCalled();
  });
});

describe("verifyCallbackUrl", () => {
  it("is this host's /login/verify naming the broker", () => {
    expect(verifyCallbackUrl("https://iifl.strikeline.in", "iifl")).toBe(
      "https://iifl.strikeline.in/login/verify?broker=iifl",
    );
  });
});
