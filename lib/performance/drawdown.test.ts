import { describe, expect, it } from "vitest";
import { maxDrawdown } from "./drawdown";

describe("maxDrawdown", () => {
  it("is zero with immediate recovery on a rising curve", () => {
    expect(maxDrawdown([1, 1.1, 1.2])).toEqual({ percent: 0, recoveryPeriods: 0 });
  });

  it("takes the deepest fall, not the latest", () => {
    // 1 → 1.1 → 0.88 (−20%) → 1.1 (recovered after 1) → 1.21 → 1.089 (−10%, not recovered).
    const drawdown = maxDrawdown([1, 1.1, 1.1 * 0.8, 1.1 * 0.8 * 1.25, 1.21, 1.089]);
    expect(drawdown.percent).toBeCloseTo(20, 10);
    expect(drawdown.recoveryPeriods).toBe(1);
  });

  it("reports ruin as a 100% drawdown that never recovers", () => {
    expect(maxDrawdown([1, 1.5, 0, 0])).toEqual({ percent: 100, recoveryPeriods: null });
  });
});
