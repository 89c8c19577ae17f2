import { describe, expect, it } from "vitest";
import { black76Price } from "./black76";
import { blackScholesPrice } from "./black-scholes";
import { NSE_IV_CONVENTION } from "./conventions";
import {
  impliedVolatilityBlack76,
  impliedVolatilityBlackScholes,
  type ImpliedVolatilityResult,
} from "./implied-volatility";

const volatilityOf = (result: ImpliedVolatilityResult): number => {
  if (!result.ok) throw new Error(`expected a volatility, got failure "${result.reason}"`);
  return result.volatility;
};

describe("impliedVolatilityBlackScholes", () => {
  it("finds Hull's 23.5% for S=21 K=20 r=10% T=0.25 c=1.875 (mpmath root: 0.2345129140)", () => {
    const result = impliedVolatilityBlackScholes({
      right: "call",
      price: 1.875,
      spot: 21,
      strike: 20,
      years: 0.25,
      rate: 0.1,
    });
    expect(volatilityOf(result)).toBeCloseTo(0.234512913997644, 12);
  });

  it("inverts the NSE convention (Black-Scholes on spot, 10%, calendar days)", () => {
    const contract = { spot: 24100, strike: 24300, years: 6 / NSE_IV_CONVENTION.daysPerYear };
    const rate = NSE_IV_CONVENTION.riskFreeRate;
    const price = blackScholesPrice({ right: "call", ...contract, rate, volatility: 0.131 });
    const result = impliedVolatilityBlackScholes({ right: "call", price, ...contract, rate });
    expect(volatilityOf(result)).toBeCloseTo(0.131, 12);
  });

  it("round-trips a continuous dividend yield", () => {
    const contract = { spot: 100, strike: 95, years: 0.75, rate: 0.07, dividendYield: 0.03 };
    for (const right of ["call", "put"] as const) {
      const price = blackScholesPrice({ right, ...contract, volatility: 0.25 });
      expect(
        volatilityOf(impliedVolatilityBlackScholes({ right, price, ...contract })),
      ).toBeCloseTo(0.25, 12);
    }
  });
});

describe("implied volatility round trips over a grid, deep OTM to ITM, 1 day to 1 year, 5% to 300%", () => {
  const forward = 24000;
  const rate = 0.065;
  const strikeRatios = [0.5, 0.8, 0.97, 1, 1.03, 1.25, 1.6];
  const years = [1 / 252, 5 / 252, 0.25, 1];
  const volatilities = [0.05, 0.2, 1, 3];
  const rights = ["call", "put"] as const;

  for (const ratio of strikeRatios)
    for (const T of years)
      for (const sigma of volatilities)
        for (const right of rights) {
          const strike = forward * ratio;
          const inTheMoney = right === "call" ? forward > strike : strike > forward;
          it(`${right} K/F=${ratio} T=${(T * 252).toFixed(0)}d σ=${sigma}`, () => {
            const contract = { forward, strike, years: T, rate };
            const price = black76Price({ right, ...contract, volatility: sigma });
            // The out-of-the-money option of the same strike carries the time value; compute it
            // directly to know whether the price still holds any volatility information.
            const otmRight = forward > strike ? "put" : "call";
            const otmPrice = black76Price({ right: otmRight, ...contract, volatility: sigma });
            const timeValueScale = (otmPrice * Math.exp(rate * T)) / Math.max(forward, strike);
            const result = impliedVolatilityBlack76({ right, price, ...contract });
            if (otmPrice === 0 || (inTheMoney && timeValueScale <= 1e-12)) {
              // no information left in double precision: a typed failure, never a wrong number
              expect(result.ok).toBe(false);
              return;
            }
            // OTM prices keep full precision; ITM time value loses digits to price − intrinsic
            const tolerance = inTheMoney ? 1e-5 : 1e-9;
            expect(Math.abs(volatilityOf(result) - sigma) / sigma).toBeLessThan(tolerance);
            if (result.ok) expect(result.iterations).toBeLessThan(30);
          });
        }

  it("solves the extreme corners that matter: 1-day deep OTM at 300%, 1-day ATM at 5%", () => {
    const oneDay = 1 / 252;
    const cases = [
      { right: "call", strike: 1.6 * forward, volatility: 3 },
      { right: "put", strike: 0.5 * forward, volatility: 3 },
      { right: "call", strike: forward, volatility: 0.05 },
      { right: "put", strike: forward, volatility: 0.05 },
    ] as const;
    for (const { right, strike, volatility } of cases) {
      const contract = { forward, strike, years: oneDay, rate };
      const price = black76Price({ right, ...contract, volatility });
      expect(price).toBeGreaterThan(0);
      expect(volatilityOf(impliedVolatilityBlack76({ right, price, ...contract }))).toBeCloseTo(
        volatility,
        9,
      );
    }
  });
});

describe("implied volatility failures", () => {
  const contract = { forward: 24000, strike: 24000, years: 10 / 252, rate: 0.065 };
  const df = Math.exp(-0.065 * contract.years);

  it("refuses an expired option", () => {
    expect(impliedVolatilityBlack76({ right: "call", price: 10, ...contract, years: 0 })).toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuses a price at or below intrinsic value", () => {
    const itm = { ...contract, strike: 23500 };
    expect(impliedVolatilityBlack76({ right: "call", price: 499 * df, ...itm })).toEqual({
      ok: false,
      reason: "at-or-below-intrinsic",
    });
    expect(impliedVolatilityBlack76({ right: "put", price: 0, ...contract })).toEqual({
      ok: false,
      reason: "at-or-below-intrinsic",
    });
  });

  it("refuses a price at or above the no-arbitrage maximum", () => {
    expect(impliedVolatilityBlack76({ right: "call", price: 24000 * df, ...contract })).toEqual({
      ok: false,
      reason: "at-or-above-maximum",
    });
    expect(impliedVolatilityBlack76({ right: "put", price: 24001, ...contract })).toEqual({
      ok: false,
      reason: "at-or-above-maximum",
    });
  });

  it("refuses prices implying σ above 1000% or below 0.0001%", () => {
    const tooHigh = black76Price({ right: "call", ...contract, volatility: 12 });
    expect(impliedVolatilityBlack76({ right: "call", price: tooHigh, ...contract })).toEqual({
      ok: false,
      reason: "outside-volatility-range",
    });
    const tooLow = black76Price({ right: "call", ...contract, volatility: 5e-7 });
    expect(impliedVolatilityBlack76({ right: "call", price: tooLow, ...contract })).toEqual({
      ok: false,
      reason: "outside-volatility-range",
    });
    // just inside both ends still solves
    for (const sigma of [2e-6, 9.5]) {
      const price = black76Price({ right: "call", ...contract, volatility: sigma });
      const found = volatilityOf(impliedVolatilityBlack76({ right: "call", price, ...contract }));
      expect(Math.abs(found - sigma) / sigma).toBeLessThan(1e-6);
    }
  });

  it("refuses an in-the-money price whose time value is rounding noise", () => {
    const deep = { ...contract, strike: 12000, years: 5 / 252 };
    const price = black76Price({ right: "call", ...deep, volatility: 0.4 }); // time value ~1e-33
    expect(impliedVolatilityBlack76({ right: "call", price, ...deep })).toEqual({
      ok: false,
      reason: "time-value-below-resolution",
    });
  });
});
