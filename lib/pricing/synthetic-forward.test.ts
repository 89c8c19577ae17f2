import { describe, expect, it } from "vitest";
import { black76Price } from "./black76";
import { syntheticForward } from "./synthetic-forward";

describe("syntheticForward", () => {
  it("is K + (c − p) with no discounting: 24000 + (300 − 150) = 24150", () => {
    expect(syntheticForward(24000, 300, 150, 0.05, 0)).toBe(24150);
  });

  it("recovers the forward that priced the call and the put", () => {
    const contract = {
      forward: 24150,
      strike: 24000,
      years: 12 / 252,
      rate: 0.065,
      volatility: 0.13,
    };
    const call = black76Price({ right: "call", ...contract });
    const put = black76Price({ right: "put", ...contract });
    expect(syntheticForward(24000, call, put, contract.years, contract.rate)).toBeCloseTo(24150, 9);
  });

  it("rejects quotes that imply a non-positive forward", () => {
    expect(() => syntheticForward(100, 0, 150, 0.1, 0.065)).toThrow(RangeError);
  });
});
