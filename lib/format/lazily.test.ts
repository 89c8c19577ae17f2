import { describe, expect, it, vi } from "vitest";
import { lazily } from "./lazily";

describe("lazily", () => {
  it("makes the value on first use only, then hands out the same one", () => {
    const make = vi.fn(() => ({ made: true }));
    const get = lazily(make);
    expect(make).not.toHaveBeenCalled();
    const first = get();
    expect(get()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
