import { describe, expect, it } from "vitest";
import { VOLATILITY_FLOOR } from "./simulation-parameters";
import { smileVolatility } from "./volatility-smile";

const smile = { putSkew: 0.6, callSkew: 0.15, curvature: 1 };
const sigma = (strike: number) => smileVolatility(0.13, smile, strike, 24_000);

describe("volatility smile", () => {
  it("is the ATM volatility at the forward", () => {
    expect(sigma(24_000)).toBe(0.13);
  });

  it("follows σ_ATM − slope·x + curvature·x² with the steeper slope on the put side", () => {
    const x = Math.log(21_600 / 24_000); // −0.10536
    expect(sigma(21_600)).toBeCloseTo(0.13 - 0.6 * x + x * x, 12); // ≈ 20.4%
    const y = Math.log(26_400 / 24_000); // +0.09531
    expect(sigma(26_400)).toBeCloseTo(0.13 - 0.15 * y + y * y, 12); // ≈ 12.5%
    // 10% below the money costs far more volatility than 10% above it
    expect(sigma(21_600) - 0.13).toBeGreaterThan(5 * Math.abs(sigma(26_400) - 0.13));
  });

  it("rises monotonically into the put wing and never falls below the floor", () => {
    const strikes = [12_000, 16_000, 20_000, 22_000, 23_500, 24_000];
    const vols = strikes.map(sigma);
    expect(vols).toEqual([...vols].sort((a, b) => b - a));
    expect(smileVolatility(0.06, { putSkew: 0, callSkew: 0.5, curvature: 0 }, 30_000, 24_000)).toBe(
      VOLATILITY_FLOOR,
    );
  });
});
