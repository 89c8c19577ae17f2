import { describe, expect, it } from "vitest";
import { createLoginState, sameLoginState } from "./login-state";

describe("createLoginState", () => {
  it("is URL-safe, long enough for the bridge (8 to 128) and different every time", () => {
    const states = new Set(Array.from({ length: 50 }, createLoginState));
    expect(states.size).toBe(50);
    for (const state of states) expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("sameLoginState", () => {
  it("matches only the same state", () => {
    const state = createLoginState();
    expect(sameLoginState(state, state)).toBe(true);
    expect(sameLoginState(state, `${state.slice(0, -1)}x`)).toBe(state.endsWith("x"));
    expect(sameLoginState(state, state.slice(1))).toBe(false);
  });

  it("never matches a missing state", () => {
    expect(sameLoginState(null, "")).toBe(false);
    expect(sameLoginState("", "")).toBe(false);
    expect(sameLoginState("abcdefgh", undefined)).toBe(false);
  });
});
