import { describe, expect, it } from "vitest";
import { priceOf, tokenSet } from "./prices";

describe("prices", () => {
  it("reads a token's live price in paise, else the fallback, else null", () => {
    expect(priceOf({ "7": 123.45 }, 7, 1)).toBe(12_345);
    expect(priceOf({}, 7, 99.5)).toBe(9_950);
    expect(priceOf({}, 7, null)).toBeNull();
    expect(priceOf({}, 7)).toBeNull();
  });

  it("makes a sorted set of valid tokens", () => {
    expect(tokenSet([5, 3727, null, 5, undefined, -1, 0, 1.5, 12])).toEqual([5, 12, 3727]);
  });
});
