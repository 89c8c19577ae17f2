import { normalCdf, normalPdf } from "./normal";
import {
  assertNonNegative,
  assertPositive,
  moneynessStep,
  type Greeks,
  type OptionRight,
} from "./option-types";

/** A European option on a spot underlying paying a continuous yield (Black-Scholes-Merton). */
export interface BlackScholesInput {
  right: OptionRight;
  /** Spot price S > 0. */
  spot: number;
  /** Strike K > 0. */
  strike: number;
  /** Time to expiry T in years (≤ 0 means expired: intrinsic value). */
  years: number;
  /** Annualised volatility σ ≥ 0 (0.2 = 20%). */
  volatility: number;
  /** Continuously compounded risk-free rate r. */
  rate: number;
  /** Continuous dividend yield or carry q (default 0). */
  dividendYield?: number;
}

interface Prepared {
  S: number;
  K: number;
  T: number;
  sigma: number;
  r: number;
  q: number;
  /** e^(−qT) and e^(−rT). */
  dq: number;
  dr: number;
  /** σ√T = 0: expired or no volatility, the value is the discounted forward intrinsic. */
  degenerate: boolean;
  d1: number;
  d2: number;
}

function prepare(input: BlackScholesInput): Prepared {
  assertPositive("spot", input.spot);
  assertPositive("strike", input.strike);
  assertNonNegative("volatility", input.volatility);
  if (!Number.isFinite(input.years)) throw new RangeError(`years must be finite`);
  const S = input.spot;
  const K = input.strike;
  const T = Math.max(0, input.years);
  const sigma = input.volatility;
  const r = input.rate;
  const q = input.dividendYield ?? 0;
  const dq = Math.exp(-q * T);
  const dr = Math.exp(-r * T);
  const volSqrtT = sigma * Math.sqrt(T);
  if (volSqrtT === 0) return { S, K, T, sigma, r, q, dq, dr, degenerate: true, d1: 0, d2: 0 };
  const d1 = (Math.log(S / K) + (r - q + 0.5 * sigma * sigma) * T) / volSqrtT;
  return { S, K, T, sigma, r, q, dq, dr, degenerate: false, d1, d2: d1 - volSqrtT };
}

/**
 * Black-Scholes-Merton price (Hull, Options, Futures and Other Derivatives, ch. 15 and 17):
 *   d1 = [ln(S/K) + (r − q + σ²/2)T] / (σ√T),  d2 = d1 − σ√T
 *   call = S·e^(−qT)·N(d1) − K·e^(−rT)·N(d2)
 *   put  = K·e^(−rT)·N(−d2) − S·e^(−qT)·N(−d1)
 * When σ√T = 0 (T ≤ 0 or σ = 0): max(±(S·e^(−qT) − K·e^(−rT)), 0); at T = 0 the intrinsic value.
 */
export function blackScholesPrice(input: BlackScholesInput): number {
  const p = prepare(input);
  const forwardLeg = p.S * p.dq;
  const strikeLeg = p.K * p.dr;
  if (p.degenerate) {
    return input.right === "call"
      ? Math.max(forwardLeg - strikeLeg, 0)
      : Math.max(strikeLeg - forwardLeg, 0);
  }
  return input.right === "call"
    ? forwardLeg * normalCdf(p.d1) - strikeLeg * normalCdf(p.d2)
    : strikeLeg * normalCdf(-p.d2) - forwardLeg * normalCdf(-p.d1);
}

/**
 * Black-Scholes-Merton greeks per unit (Hull ch. 19, with dividend yield q):
 *   Δ_call = e^(−qT)·N(d1),  Δ_put = −e^(−qT)·N(−d1)
 *   Γ = e^(−qT)·n(d1) / (S·σ·√T)
 *   vega = S·e^(−qT)·n(d1)·√T   (per 1.00 of σ; vegaPerPercent = vega / 100)
 *   Θ_call = −S·n(d1)·σ·e^(−qT)/(2√T) + q·S·e^(−qT)·N(d1) − r·K·e^(−rT)·N(d2)
 *   Θ_put  = −S·n(d1)·σ·e^(−qT)/(2√T) − q·S·e^(−qT)·N(−d1) + r·K·e^(−rT)·N(−d2)
 *   thetaPerDay = Θ / daysPerYear (Hull uses 365 calendar days; the product uses 252 sessions)
 * When σ√T = 0: Δ is the step e^(−qT)·1[S·e^(−qT) > K·e^(−rT)] (½ at the money), Γ = vega = 0,
 * Θ is the drift of the discounted intrinsic value (0 at T = 0).
 */
export function blackScholesGreeks(input: BlackScholesInput, daysPerYear: number): Greeks {
  assertPositive("daysPerYear", daysPerYear);
  const p = prepare(input);
  const isCall = input.right === "call";
  if (p.degenerate) {
    const forwardLeg = p.S * p.dq;
    const strikeLeg = p.K * p.dr;
    const inTheMoney = isCall
      ? moneynessStep(forwardLeg, strikeLeg)
      : moneynessStep(strikeLeg, forwardLeg);
    const drift = p.T === 0 ? 0 : p.q * forwardLeg - p.r * strikeLeg;
    const thetaPerYear = (isCall ? drift : -drift) * inTheMoney;
    return {
      delta: (isCall ? 1 : -1) * p.dq * inTheMoney,
      gamma: 0,
      vega: 0,
      vegaPerPercent: 0,
      thetaPerYear,
      thetaPerDay: thetaPerYear / daysPerYear,
    };
  }
  const sqrtT = Math.sqrt(p.T);
  const density = normalPdf(p.d1);
  const vega = p.S * p.dq * density * sqrtT;
  const decay = -(p.S * density * p.sigma * p.dq) / (2 * sqrtT);
  const thetaPerYear = isCall
    ? decay + p.q * p.S * p.dq * normalCdf(p.d1) - p.r * p.K * p.dr * normalCdf(p.d2)
    : decay - p.q * p.S * p.dq * normalCdf(-p.d1) + p.r * p.K * p.dr * normalCdf(-p.d2);
  return {
    delta: isCall ? p.dq * normalCdf(p.d1) : -p.dq * normalCdf(-p.d1),
    gamma: (p.dq * density) / (p.S * p.sigma * sqrtT),
    vega,
    vegaPerPercent: vega / 100,
    thetaPerYear,
    thetaPerDay: thetaPerYear / daysPerYear,
  };
}
