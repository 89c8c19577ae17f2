import { describe, expect, it } from "vitest";
import { divideRounded } from "./rounding";

describe("divideRounded", () => {
  it.each([
    // n, d, half-up, half-even
    [5n, 2n, 3n, 2n], // 2.5
    [7n, 2n, 4n, 4n], // 3.5
    [-5n, 2n, -3n, -2n], // −2.5
    [5n, -2n, -3n, -2n],
    [7n, 3n, 2n, 2n], // 2.33
    [8n, 3n, 3n, 3n], // 2.67
    [0n, 7n, 0n, 0n],
  ])("%s / %s → %s half-up, %s half-even", (n, d, halfUp, halfEven) => {
    expect(divideRounded(n, d, "half-up")).toBe(halfUp);
    expect(divideRounded(n, d, "half-even")).toBe(halfEven);
  });

  it("refuses division by zero", () => {
    expect(() => divideRounded(1n, 0n, "half-up")).toThrow(RangeError);
  });
});
