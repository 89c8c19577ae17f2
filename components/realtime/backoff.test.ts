import { describe, expect, it } from "vitest";
import { reconnectDelay, RECONNECT_MAX_MS } from "./backoff";

describe("reconnectDelay", () => {
  it("doubles from one second, jittered within the upper half", () => {
    expect(reconnectDelay(0, () => 0)).toBe(500);
    expect(reconnectDelay(0, () => 1)).toBe(1_000);
    expect(reconnectDelay(3, () => 0.5)).toBe(6_000);
  });

  it("never waits longer than the cap", () => {
    expect(reconnectDelay(40, () => 1)).toBe(RECONNECT_MAX_MS);
    expect(reconnectDelay(40, () => 0)).toBe(RECONNECT_MAX_MS / 2);
  });
});
