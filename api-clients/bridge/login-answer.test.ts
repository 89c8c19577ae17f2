import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiStatusError, NetworkError } from "../errors";
import { loginAnswer } from "./login-answer";

afterEach(() => vi.restoreAllMocks());

describe("loginAnswer", () => {
  it("passes a value through", async () => {
    expect(await loginAnswer(Promise.resolve("x"))).toEqual({ ok: true, value: "x" });
  });

  it("turns the bridge's failures into the kind the login pages show", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const status = (s: number) => Promise.reject(new ApiStatusError(s, "/login/verify", "POST"));
    expect(await loginAnswer(status(401))).toEqual({ ok: false, kind: "expired" });
    expect(await loginAnswer(status(400))).toEqual({ ok: false, kind: "not-available" });
    const offline = Promise.reject(new NetworkError("down", "/login/url", "GET"));
    expect(await loginAnswer(offline)).toEqual({ ok: false, kind: "unavailable" });
  });

  it("rethrows what is not an API error (a bug, not a login failure)", async () => {
    await expect(loginAnswer(Promise.reject(new RangeError("bug")))).rejects.toThrow("bug");
  });
});
