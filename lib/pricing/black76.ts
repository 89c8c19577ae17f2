import { blackScholesGreeks, blackScholesPrice, type BlackScholesInput } from "./black-scholes";
import { normalCdf } from "./normal";
import { assertPositive, type Greeks, type OptionRight } from "./option-types";

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

/**
 * Black-76 is Black-Scholes-Merton on the forward with a carry equal to the rate (q = r):
 * S·e^(−qT) becomes F·e^(−rT) and d1 loses its drift term, so both share one implementation.
 */
function asBlackScholes(input: Black76Input): BlackScholesInput {
  assertPositive("forward", input.forward);
  return {
    right: input.right,
    spot: input.forward,
    strike: input.strike,
    years: input.years,
    volatility: input.volatility,
    rate: input.rate,
    dividendYield: input.rate,
  };
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
  return blackScholesPrice(asBlackScholes(input));
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
  return blackScholesGreeks(asBlackScholes(input), daysPerYear);
}
