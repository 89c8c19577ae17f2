import { describe, expect, it } from "vitest";
import { priceTicks } from "./price-ticks";

describe("priceTicks", () => {
  it("labels round prices inside the payoff range", () => {
    expect(priceTicks(26917, 29046)).toEqual([27000, 27500, 28000, 28500, 29000]);
    expect(priceTicks(23280, 25235)).toEqual([23500, 24000, 24500, 25000]);
    expect(priceTicks(52380, 58710, 4)).toEqual([54000, 56000, 58000]);
  });

  it("keeps to the tick budget, and copes with a degenerate range", () => {
    for (const [from, to] of [
      [1, 7],
      [97, 103],
      [23280, 25235],
      [10, 1e6],
    ] as const) {
      const ticks = priceTicks(from, to, 6);
      expect(ticks.length).toBeGreaterThan(0);
      expect(ticks.length).toBeLessThanOrEqual(6);
      expect(ticks.every((t) => t >= from && t <= to)).toBe(true);
    }
    expect(priceTicks(100, 100)).toEqual([100]);
  });
});
