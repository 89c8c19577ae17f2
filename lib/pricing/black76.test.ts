import { describe, expect, it } from "vitest";
import { black76Greeks, black76Price, type Black76Input } from "./black76";
import { blackScholesGreeks, blackScholesPrice } from "./black-scholes";

// Hull's futures-option example: F=20, K=20, r=9%, σ=25%, T=4 months → put 1.12. The 12+-figure
// literals are mpmath evaluations of Black's formulas at 40 digits.
const hullFutures = { forward: 20, strike: 20, rate: 0.09, volatility: 0.25, years: 4 / 12 };
// A NIFTY-like contract: F=24150, K=24000, r=6.5%, σ=14%, 15 sessions of 252.
const nifty = { forward: 24150, strike: 24000, rate: 0.065, volatility: 0.14, years: 15 / 252 };

describe("black76Price", () => {
  it("reproduces Hull's futures put 1.12 (F=K=20, r=9%, σ=25%, T=4/12)", () => {
    const put = black76Price({ right: "put", ...hullFutures });
    expect(put).toBeCloseTo(1.12, 2);
    expect(put).toBeCloseTo(1.11664145655894, 12);
    // at the money forward, call = put
    expect(black76Price({ right: "call", ...hullFutures })).toBeCloseTo(put, 12);
  });

  it("prices a NIFTY-like option as mpmath does", () => {
    expect(black76Price({ right: "call", ...nifty })).toBeCloseTo(406.906005475062, 9);
    expect(black76Price({ right: "put", ...nifty })).toBeCloseTo(257.485241349755, 9);
  });

  it("equals Black-Scholes with S = F and q = r (an option on a future, Hull ch. 18)", () => {
    for (const right of ["call", "put"] as const)
      for (const strike of [20000, 24000, 30000]) {
        const input = { ...nifty, right, strike };
        const bs = blackScholesPrice({ ...input, spot: input.forward, dividendYield: input.rate });
        expect(black76Price(input)).toBeCloseTo(bs, 9);
      }
  });

  it("satisfies put-call parity c − p = e^(−rT)·(F − K)", () => {
    for (const strike of [12000, 23000, 24150, 26000, 38000]) {
      const input = { ...nifty, strike };
      const difference =
        black76Price({ right: "call", ...input }) - black76Price({ right: "put", ...input });
      expect(difference).toBeCloseTo(Math.exp(-0.065 * nifty.years) * (24150 - strike), 8);
    }
  });
});

describe("black76Greeks", () => {
  it("matches mpmath for Hull's futures option", () => {
    const call = black76Greeks({ right: "call", ...hullFutures }, 365);
    const put = black76Greeks({ right: "put", ...hullFutures }, 365);
    expect(call.delta).toBeCloseTo(0.513138803188228, 12);
    expect(put.delta).toBeCloseTo(-0.457306730360281, 12);
    expect(call.gamma).toBeCloseTo(0.133764502661346, 12);
    expect(call.vega).toBeCloseTo(4.45881675537819, 12);
    expect(put.vegaPerPercent).toBeCloseTo(0.0445881675537819, 12);
    expect(call.thetaPerYear).toBeCloseTo(-1.57155855217652, 12);
    expect(put.thetaPerDay).toBeCloseTo(-1.57155855217652 / 365, 12);
  });

  it("matches mpmath for the NIFTY-like option, theta per trading session", () => {
    const call = black76Greeks({ right: "call", ...nifty }, 252);
    const put = black76Greeks({ right: "put", ...nifty }, 252);
    expect(call.delta).toBeCloseTo(0.576824211553783, 12);
    expect(put.delta).toBeCloseTo(-0.419314215948268, 12);
    expect(call.gamma).toBeCloseTo(0.000472277848104434, 15);
    expect(call.vega).toBeCloseTo(2295.35889388407, 8);
    expect(call.thetaPerYear).toBeCloseTo(-2672.89316885179, 8);
    expect(put.thetaPerYear).toBeCloseTo(-2682.60551851993, 8);
    expect(call.thetaPerDay).toBeCloseTo(-2672.89316885179 / 252, 10);
  });

  it("gives Black-Scholes' q = r greeks except theta, which holds F (not S·e^((r−q)T)) fixed", () => {
    const input = { ...nifty, right: "call" as const };
    const b76 = black76Greeks(input, 252);
    const bs = blackScholesGreeks(
      { ...input, spot: input.forward, dividendYield: input.rate },
      252,
    );
    expect(b76.delta).toBeCloseTo(bs.delta, 12);
    expect(b76.gamma).toBeCloseTo(bs.gamma, 15);
    expect(b76.vega).toBeCloseTo(bs.vega, 9);
    expect(b76.thetaPerYear).toBeCloseTo(bs.thetaPerYear, 8);
  });

  it("agrees with central finite differences of the price", () => {
    for (const right of ["call", "put"] as const) {
      const input: Black76Input = { ...nifty, right };
      const price = (change: Partial<Black76Input>) => black76Price({ ...input, ...change });
      const greeks = black76Greeks(input, 252);
      expect(greeks.delta).toBeCloseTo(
        price({ forward: 24150.5 }) - price({ forward: 24149.5 }),
        6,
      );
      expect(greeks.gamma).toBeCloseTo(
        (price({ forward: 24150.5 }) - 2 * price({}) + price({ forward: 24149.5 })) / 0.25,
        6,
      );
      const dT = 1e-7;
      expect(greeks.thetaPerYear).toBeCloseTo(
        -(price({ years: nifty.years + dT }) - price({ years: nifty.years - dT })) / (2 * dT),
        1,
      );
    }
  });
});

describe("Black-76 guards", () => {
  it("at T = 0 returns intrinsic value, a step delta and no gamma, vega or theta", () => {
    const expired = { ...nifty, years: 0 };
    expect(black76Price({ right: "call", ...expired })).toBe(150);
    expect(black76Price({ right: "put", ...expired })).toBe(0);
    const call = black76Greeks({ right: "call", ...expired }, 252);
    expect(call).toEqual({
      delta: 1,
      gamma: 0,
      vega: 0,
      vegaPerPercent: 0,
      thetaPerYear: 0,
      thetaPerDay: 0,
    });
    expect(black76Greeks({ right: "put", ...expired, forward: 23000 }, 252).delta).toBe(-1);
    expect(black76Greeks({ right: "call", ...expired, forward: 24000 }, 252).delta).toBe(0.5);
  });

  it("with σ = 0 before expiry values the discounted intrinsic, theta r·V", () => {
    const input = { ...nifty, volatility: 0, right: "call" as const };
    const df = Math.exp(-0.065 * nifty.years);
    // Within a few ulps of the value: (F − K)·df and F·df − K·df round differently.
    const closeTo = (actual: number, expected: number) =>
      expect(Math.abs(actual - expected) / expected).toBeLessThan(1e-13);
    closeTo(black76Price(input), 150 * df);
    const greeks = black76Greeks(input, 252);
    expect(greeks.delta).toBeCloseTo(df, 15);
    closeTo(greeks.thetaPerYear, 0.065 * 150 * df);
  });

  it("near expiry at the money stays finite, with gamma growing like 1/√T", () => {
    const oneMinute = 1 / (252 * 375);
    const greeks = black76Greeks(
      { right: "call", ...nifty, forward: 24000, years: oneMinute },
      252,
    );
    expect(Object.values(greeks).every(Number.isFinite)).toBe(true);
    expect(greeks.delta).toBeCloseTo(0.5, 3);
    // Γ ≈ n(0) / (F·σ·√T)
    expect(greeks.gamma).toBeCloseTo(0.3989422804 / (24000 * 0.14 * Math.sqrt(oneMinute)), 6);
  });
});
