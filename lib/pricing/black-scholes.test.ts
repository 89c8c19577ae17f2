import { describe, expect, it } from "vitest";
import { blackScholesGreeks, blackScholesPrice, type BlackScholesInput } from "./black-scholes";
import { CALENDAR_DAYS_PER_YEAR } from "./conventions";

// Expected values: Hull's worked examples (as printed, 4-5 figures) and the same cases evaluated
// with mpmath at 40 digits (the 12+-figure literals), independently of this code.

const hull42 = { spot: 42, strike: 40, rate: 0.1, volatility: 0.2, years: 0.5 };
const hull49 = { spot: 49, strike: 50, rate: 0.05, volatility: 0.2, years: 20 / 52 };

describe("blackScholesPrice", () => {
  it("reproduces Hull's S=42 K=40 r=10% σ=20% T=0.5 example: call 4.7594, put 0.8086", () => {
    const call = blackScholesPrice({ right: "call", ...hull42 });
    const put = blackScholesPrice({ right: "put", ...hull42 });
    expect(call).toBeCloseTo(4.7594, 4);
    expect(put).toBeCloseTo(0.8086, 4);
    expect(call).toBeCloseTo(4.75942239287153, 11);
    expect(put).toBeCloseTo(0.808599372900094, 11);
  });

  it("reproduces Hull's S=49 K=50 r=5% σ=20% T=20/52 call 2.4005", () => {
    expect(blackScholesPrice({ right: "call", ...hull49 })).toBeCloseTo(2.40052732327171, 11);
  });

  it("prices S=100 K=90 T=0.5 r=1% σ=20% call at 12.11158", () => {
    const call = blackScholesPrice({
      right: "call",
      spot: 100,
      strike: 90,
      years: 0.5,
      rate: 0.01,
      volatility: 0.2,
    });
    expect(call).toBeCloseTo(12.11158, 5);
    expect(call).toBeCloseTo(12.1115814349697, 11);
  });

  it("includes a continuous dividend yield (S=100 K=95 r=7% q=3% σ=25% T=0.75)", () => {
    const base = { spot: 100, strike: 95, rate: 0.07, dividendYield: 0.03 };
    const input = { ...base, volatility: 0.25, years: 0.75 };
    expect(blackScholesPrice({ right: "call", ...input })).toBeCloseTo(12.4784142021829, 11);
    expect(blackScholesPrice({ right: "put", ...input })).toBeCloseTo(4.84445098315039, 11);
  });

  it("satisfies put-call parity c − p = S·e^(−qT) − K·e^(−rT) over a grid", () => {
    for (const strike of [50, 90, 100, 110, 160])
      for (const years of [1 / 252, 0.25, 2])
        for (const volatility of [0.05, 0.3, 3]) {
          const input = { spot: 100, strike, years, volatility, rate: 0.065, dividendYield: 0.012 };
          const parity = 100 * Math.exp(-0.012 * years) - strike * Math.exp(-0.065 * years);
          const difference =
            blackScholesPrice({ right: "call", ...input }) -
            blackScholesPrice({ right: "put", ...input });
          expect(difference).toBeCloseTo(parity, 10);
        }
  });
});

describe("blackScholesGreeks", () => {
  it("reproduces Hull's S=49 K=50 example: Δ 0.5216, Γ 0.06554, vega 12.105, θ −4.3053/yr", () => {
    const greeks = blackScholesGreeks({ right: "call", ...hull49 }, CALENDAR_DAYS_PER_YEAR);
    expect(greeks.delta).toBeCloseTo(0.5216, 4);
    expect(greeks.gamma).toBeCloseTo(0.06554, 5);
    expect(greeks.vega).toBeCloseTo(12.105, 3);
    expect(greeks.vegaPerPercent).toBeCloseTo(0.12105, 5);
    expect(greeks.thetaPerYear).toBeCloseTo(-4.3053, 4);
    // Hull: "−4.31 / 365 = −0.0118 per calendar day"
    expect(greeks.thetaPerDay).toBeCloseTo(-0.0118, 4);
    expect(greeks.delta).toBeCloseTo(0.521604661066396, 12);
    expect(greeks.gamma).toBeCloseTo(0.0655440393478444, 12);
    expect(greeks.vega).toBeCloseTo(12.1054798826288, 10);
    expect(greeks.thetaPerYear).toBeCloseTo(-4.30532982293257, 10);
  });

  it("matches mpmath for a put with a dividend yield", () => {
    const input: BlackScholesInput = {
      right: "put",
      spot: 100,
      strike: 95,
      rate: 0.07,
      dividendYield: 0.03,
      volatility: 0.25,
      years: 0.75,
    };
    const greeks = blackScholesGreeks(input, 252);
    expect(greeks.delta).toBeCloseTo(-0.307295929787598, 12);
    expect(greeks.gamma).toBeCloseTo(0.0160271507292674, 12);
    expect(greeks.vega).toBeCloseTo(30.0509076173764, 10);
    expect(greeks.thetaPerYear).toBeCloseTo(-3.44018931492515, 10);
    expect(greeks.thetaPerDay).toBeCloseTo(-3.44018931492515 / 252, 12);
  });

  it("agrees with central finite differences of the price", () => {
    const base: BlackScholesInput = {
      right: "call",
      spot: 24100,
      strike: 24300,
      rate: 0.065,
      dividendYield: 0.012,
      volatility: 0.14,
      years: 12 / 252,
    };
    for (const right of ["call", "put"] as const) {
      const input = { ...base, right };
      const price = (change: Partial<BlackScholesInput>) =>
        blackScholesPrice({ ...input, ...change });
      const greeks = blackScholesGreeks(input, 252);
      const h = 0.5;
      expect(greeks.delta).toBeCloseTo(
        (price({ spot: 24100.5 }) - price({ spot: 24099.5 })) / 1,
        6,
      );
      expect(greeks.gamma).toBeCloseTo(
        (price({ spot: 24100 + h }) - 2 * price({}) + price({ spot: 24100 - h })) / (h * h),
        6,
      );
      expect(greeks.vega).toBeCloseTo(
        (price({ volatility: 0.14 + 1e-5 }) - price({ volatility: 0.14 - 1e-5 })) / 2e-5,
        2,
      );
      const dT = 1e-6;
      expect(greeks.thetaPerYear).toBeCloseTo(
        -(price({ years: base.years + dT }) - price({ years: base.years - dT })) / (2 * dT),
        1,
      );
    }
  });
});

describe("Black-Scholes guards", () => {
  const itmCall: BlackScholesInput = {
    right: "call",
    spot: 105,
    strike: 100,
    years: 0,
    volatility: 0.2,
    rate: 0.1,
  };

  it("at T = 0 returns intrinsic value, a step delta and zero gamma, vega and theta", () => {
    expect(blackScholesPrice(itmCall)).toBe(5);
    expect(blackScholesPrice({ ...itmCall, right: "put" })).toBe(0);
    expect(blackScholesPrice({ ...itmCall, years: -0.01 })).toBe(5); // past expiry: same
    expect(blackScholesGreeks(itmCall, 252)).toEqual({
      delta: 1,
      gamma: 0,
      vega: 0,
      vegaPerPercent: 0,
      thetaPerYear: 0,
      thetaPerDay: 0,
    });
    expect(blackScholesGreeks({ ...itmCall, right: "put" }, 252).delta).toBe(-0);
    expect(blackScholesGreeks({ ...itmCall, spot: 100 }, 252).delta).toBe(0.5);
    expect(blackScholesGreeks({ ...itmCall, spot: 100, right: "put" }, 252).delta).toBe(-0.5);
  });

  it("with σ = 0 before expiry prices the discounted forward intrinsic value", () => {
    const input = { ...itmCall, years: 1, volatility: 0 };
    const expected = 105 - 100 * Math.exp(-0.1);
    expect(blackScholesPrice(input)).toBeCloseTo(expected, 12);
    const greeks = blackScholesGreeks(input, 252);
    expect(greeks.delta).toBe(1);
    expect(greeks.gamma).toBe(0);
    expect(greeks.thetaPerYear).toBeCloseTo(-0.1 * 100 * Math.exp(-0.1), 12);
    // a tiny σ converges to the same numbers
    const tiny = blackScholesGreeks({ ...input, volatility: 1e-9 }, 252);
    expect(blackScholesPrice({ ...input, volatility: 1e-9 })).toBeCloseTo(expected, 12);
    expect(tiny.thetaPerYear).toBeCloseTo(greeks.thetaPerYear, 9);
  });

  it("stays finite at huge σ, tending to S·e^(−qT) for a call and K·e^(−rT) for a put", () => {
    const input = { spot: 100, strike: 100, years: 1, volatility: 50, rate: 0.05 };
    expect(blackScholesPrice({ right: "call", ...input })).toBeCloseTo(100, 10);
    expect(blackScholesPrice({ right: "put", ...input })).toBeCloseTo(100 * Math.exp(-0.05), 10);
    const greeks = blackScholesGreeks({ right: "call", ...input }, 252);
    expect(Object.values(greeks).every(Number.isFinite)).toBe(true);
  });

  it("rejects non-positive spot or strike and negative volatility", () => {
    expect(() => blackScholesPrice({ ...itmCall, spot: 0 })).toThrow(RangeError);
    expect(() => blackScholesPrice({ ...itmCall, strike: -1 })).toThrow(RangeError);
    expect(() => blackScholesPrice({ ...itmCall, volatility: -0.1 })).toThrow(RangeError);
    expect(() => blackScholesPrice({ ...itmCall, years: Number.NaN })).toThrow(RangeError);
  });
});
