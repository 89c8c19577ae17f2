import { normalCdf, normalPdf } from "./normal";
import {
  assertNonNegative,
  assertPositive,
  moneynessStep,
  type Greeks,
  type OptionRight,
} from "./option-types";

/** A European option on a futures (or forward) price: Black's 1976 model. */
export interface Black76Input {
  right: OptionRight;
  /** Futures price F > 0 for the option's expiry (a synthetic future when none is listed). */
  forward: number;
  /** Strike K > 0. */
  strike: number;
  /** Time to expiry T in years (≤ 0 means expired: intrinsic value). */
  years: number;
  /** Annualised volatility σ ≥ 0. */
  volatility: number;
  /** Continuously compounded rate r that discounts the payoff. */
  rate: number;
}

interface Prepared {
  F: number;
  K: number;
  T: number;
  sigma: number;
  r: number;
  /** e^(−rT). */
  df: number;
  degenerate: boolean;
  d1: number;
  d2: number;
}

function prepare(input: Black76Input): Prepared {
  assertPositive("forward", input.forward);
  assertPositive("strike", input.strike);
  assertNonNegative("volatility", input.volatility);
  if (!Number.isFinite(input.years)) throw new RangeError(`years must be finite`);
  const F = input.forward;
  const K = input.strike;
  const T = Math.max(0, input.years);
  const sigma = input.volatility;
  const r = input.rate;
  const df = Math.exp(-r * T);
  const volSqrtT = sigma * Math.sqrt(T);
  if (volSqrtT === 0) return { F, K, T, sigma, r, df, degenerate: true, d1: 0, d2: 0 };
  const d1 = (Math.log(F / K) + 0.5 * volSqrtT * volSqrtT) / volSqrtT;
  return { F, K, T, sigma, r, df, degenerate: false, d1, d2: d1 - volSqrtT };
}

/**
 * Undiscounted Black price e^(rT)·V, the quantity the implied-volatility solver inverts:
 *   call = F·N(d1) − K·N(d2),  put = K·N(−d2) − F·N(−d1),  d1,2 = [ln(F/K) ± σ²T/2] / (σ√T)
 */
export function undiscountedBlackPrice(
  right: OptionRight,
  forward: number,
  strike: number,
  volSqrtT: number,
): number {
  if (volSqrtT <= 0) return Math.max(right === "call" ? forward - strike : strike - forward, 0);
  const d1 = Math.log(forward / strike) / volSqrtT + 0.5 * volSqrtT;
  const d2 = d1 - volSqrtT;
  return right === "call"
    ? forward * normalCdf(d1) - strike * normalCdf(d2)
    : strike * normalCdf(-d2) - forward * normalCdf(-d1);
}

/**
 * Black-76 price (Black, "The pricing of commodity contracts", J. Financial Economics 3, 1976;
 * Hull ch. 18):
 *   d1 = [ln(F/K) + σ²T/2] / (σ√T),  d2 = d1 − σ√T
 *   call = e^(−rT)·[F·N(d1) − K·N(d2)],  put = e^(−rT)·[K·N(−d2) − F·N(−d1)]
 * When σ√T = 0: e^(−rT)·max(±(F − K), 0); at T = 0 the intrinsic value.
 */
export function black76Price(input: Black76Input): number {
  const p = prepare(input);
  return p.df * undiscountedBlackPrice(input.right, p.F, p.K, p.sigma * Math.sqrt(p.T));
}

/**
 * Black-76 greeks per unit, with respect to the futures price F (Hull ch. 18-19):
 *   Δ_call = e^(−rT)·N(d1),  Δ_put = −e^(−rT)·N(−d1)
 *   Γ = e^(−rT)·n(d1) / (F·σ·√T)
 *   vega = F·e^(−rT)·n(d1)·√T   (per 1.00 of σ; vegaPerPercent = vega / 100)
 *   Θ = −F·e^(−rT)·n(d1)·σ/(2√T) + r·V   (F held fixed as time passes)
 *   thetaPerDay = Θ / daysPerYear (252 trading sessions in the product's convention)
 * When σ√T = 0: Δ is the step ±e^(−rT)·1[in the money] (½ at the money), Γ = vega = 0,
 * Θ = r·V before expiry and 0 at T = 0.
 */
export function black76Greeks(input: Black76Input, daysPerYear: number): Greeks {
  assertPositive("daysPerYear", daysPerYear);
  const p = prepare(input);
  const isCall = input.right === "call";
  const value = black76Price(input);
  if (p.degenerate) {
    const inTheMoney = isCall ? moneynessStep(p.F, p.K) : moneynessStep(p.K, p.F);
    const thetaPerYear = p.T === 0 ? 0 : p.r * value;
    return {
      delta: (isCall ? 1 : -1) * p.df * inTheMoney,
      gamma: 0,
      vega: 0,
      vegaPerPercent: 0,
      thetaPerYear,
      thetaPerDay: thetaPerYear / daysPerYear,
    };
  }
  const sqrtT = Math.sqrt(p.T);
  const density = normalPdf(p.d1);
  const vega = p.F * p.df * density * sqrtT;
  const thetaPerYear = -(p.F * p.df * density * p.sigma) / (2 * sqrtT) + p.r * value;
  return {
    delta: isCall ? p.df * normalCdf(p.d1) : -p.df * normalCdf(-p.d1),
    gamma: (p.df * density) / (p.F * p.sigma * sqrtT),
    vega,
    vegaPerPercent: vega / 100,
    thetaPerYear,
    thetaPerDay: thetaPerYear / daysPerYear,
  };
}
