import { describe, expect, it } from "vitest";
import { niceTicks } from "./chart-ticks";

describe("niceTicks", () => {
  it("puts ticks on round multiples inside the range", () => {
    expect(niceTicks(23_668, 25_647)).toEqual([24_000, 24_500, 25_000, 25_500]);
    expect(niceTicks(0, 1, 4)).toEqual([0, 0.25, 0.5, 0.75, 1]);
    expect(niceTicks(-40_000, 32_000)).toEqual([-40_000, -20_000, 0, 20_000]);
  });

  it("gives the one value of an empty range", () => {
    expect(niceTicks(5, 5)).toEqual([5]);
  });
});
