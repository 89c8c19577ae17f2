/** The right an option gives: to buy (call) or to sell (put) the underlying at the strike. */
export type OptionRight = "call" | "put";

/** Sensitivities of one option (per unit of underlying), as the pricing functions return them. */
export interface Greeks {
  /** ∂V/∂(underlying): per 1 point of spot (Black-Scholes) or futures price (Black-76). */
  delta: number;
  /** ∂²V/∂(underlying)², per point per point. */
  gamma: number;
  /** ∂V/∂σ per 1.00 of volatility (σ from 0.20 to 1.20). */
  vega: number;
  /** ∂V/∂σ per 1 volatility point (σ from 0.20 to 0.21): vega / 100. */
  vegaPerPercent: number;
  /** ∂V/∂t per year of calendar time passing (−∂V/∂T); usually negative for a long option. */
  thetaPerYear: number;
  /** thetaPerYear / daysPerYear: the change in value over one day of the chosen day count. */
  thetaPerDay: number;
}

/** Step of the payoff derivative at expiry: 1 in the money, 0 out, ½ exactly at the strike. */
export function moneynessStep(underlying: number, strike: number): number {
  if (underlying > strike) return 1;
  if (underlying < strike) return 0;
  return 0.5;
}

/** Throws a RangeError unless `value` is finite and > 0. */
export function assertPositive(name: string, value: number): void {
  if (!Number.isFinite(value) || value <= 0) {
    throw new RangeError(`${name} must be a finite number > 0, got ${value}`);
  }
}

/** Throws a RangeError unless `value` is finite and ≥ 0. */
export function assertNonNegative(name: string, value: number): void {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number ≥ 0, got ${value}`);
  }
}
