import { undiscountedBlackPrice } from "./black76";
import { MAX_IMPLIED_VOLATILITY, MIN_IMPLIED_VOLATILITY } from "./conventions";
import { normalPdf } from "./normal";
import { assertPositive, type OptionRight } from "./option-types";

/** Why no volatility could be implied from a price. */
export type ImpliedVolatilityFailure =
  /** T ≤ 0: an expired option's price carries no volatility. */
  | "expired"
  /** Price ≤ the discounted intrinsic value (no time value left): arbitrage or stale quote. */
  | "at-or-below-intrinsic"
  /**
   * In the money with a time value below 1e-12 of the price scale: the subtraction
   * price − intrinsic is rounding noise there, so any σ "found" would be noise too.
   */
  | "time-value-below-resolution"
  /** Price ≥ the no-arbitrage maximum (e^(−rT)·F for a call, e^(−rT)·K for a put). */
  | "at-or-above-maximum"
  /** Inside the bounds, but σ would lie outside [MIN_IMPLIED_VOLATILITY, MAX_IMPLIED_VOLATILITY]. */
  | "outside-volatility-range"
  | "did-not-converge";

/** The annualised σ found (and Newton/bisection steps taken), or why there is none. */
export type ImpliedVolatilityResult =
  | { ok: true; volatility: number; iterations: number }
  | { ok: false; reason: ImpliedVolatilityFailure };

export interface Black76ImpliedVolatilityInput {
  right: OptionRight;
  /** Observed option premium (discounted, as traded). */
  price: number;
  forward: number;
  strike: number;
  years: number;
  rate: number;
}

export interface BlackScholesImpliedVolatilityInput {
  right: OptionRight;
  price: number;
  spot: number;
  strike: number;
  years: number;
  rate: number;
  dividendYield?: number;
}

const MAX_ITERATIONS = 100;
/** Smallest in-the-money time value, relative to max(F, K), that double precision resolves. */
const TIME_VALUE_RESOLUTION = 1e-12;
/** Stop when a Newton step or the bracket is this small relative to σ. */
const RELATIVE_SIGMA_TOLERANCE = 1e-13;

const failure = (reason: ImpliedVolatilityFailure): ImpliedVolatilityResult => ({
  ok: false,
  reason,
});

/** Midpoint of the bracket: geometric while it spans orders of magnitude, else arithmetic. */
function bracketMidpoint(low: number, high: number): number {
  return high > 4 * low ? Math.sqrt(low * high) : 0.5 * (low + high);
}

/**
 * Implied volatility under Black-76: the σ with black76Price(σ) = price.
 *
 * 1. No-arbitrage bounds on the undiscounted price u = price·e^(rT):
 *    max(±(F − K), 0) < u < F (call) or K (put); otherwise a typed failure.
 * 2. Solve on the out-of-the-money side: an in-the-money option's time value
 *    u − (intrinsic) equals the OTM option's price by put-call parity (c − p = F − K), and the
 *    OTM price keeps its relative precision however deep or near expiry. An in-the-money time
 *    value below 1e-12·max(F, K) is rounding noise and fails instead of returning noise.
 * 3. Safeguarded Newton on g(σ) = ln b(σ) − ln b*, g'(σ) = √T·F·n(d1)/b(σ), inside the bracket
 *    [1e-6, 10], falling back to bisection (geometric while the bracket spans decades) whenever a
 *    step leaves it. ln b is concave in σ, so Newton from below the root climbs monotonically;
 *    the log keeps deep-OTM steps sane. Start: max(Manaster-Koehler √(2|ln(F/K)|/T),
 *    Brenner-Subrahmanyam √(2π/T)·b/√(FK)).
 */
export function impliedVolatilityBlack76(
  input: Black76ImpliedVolatilityInput,
): ImpliedVolatilityResult {
  const { right, price, forward: F, strike: K, years: T, rate } = input;
  assertPositive("forward", F);
  assertPositive("strike", K);
  if (!Number.isFinite(price)) throw new RangeError(`price must be finite, got ${price}`);
  if (!(T > 0)) return failure("expired");
  const undiscounted = price * Math.exp(rate * T);
  const intrinsic = Math.max(right === "call" ? F - K : K - F, 0);
  const maximum = right === "call" ? F : K;
  if (undiscounted >= maximum) return failure("at-or-above-maximum");
  const target = undiscounted - intrinsic; // the OTM option's undiscounted price
  if (!(target > 0)) return failure("at-or-below-intrinsic");
  if (intrinsic > 0 && target <= TIME_VALUE_RESOLUTION * Math.max(F, K)) {
    return failure("time-value-below-resolution");
  }
  const otmRight: OptionRight = F > K ? "put" : "call";
  const sqrtT = Math.sqrt(T);
  const priceAt = (sigma: number) => undiscountedBlackPrice(otmRight, F, K, sigma * sqrtT);

  let low = MIN_IMPLIED_VOLATILITY;
  let high = MAX_IMPLIED_VOLATILITY;
  if (priceAt(high) < target || priceAt(low) > target) return failure("outside-volatility-range");

  const logTarget = Math.log(target);
  const logMoneyness = Math.log(F / K);
  const manasterKoehler = Math.sqrt((2 * Math.abs(logMoneyness)) / T);
  const brennerSubrahmanyam = (Math.sqrt((2 * Math.PI) / T) * target) / Math.sqrt(F * K);
  let sigma = Math.min(Math.max(manasterKoehler, brennerSubrahmanyam, low), high);

  for (let iteration = 1; iteration <= MAX_ITERATIONS; iteration++) {
    const value = priceAt(sigma);
    if (!(value > 0)) {
      low = sigma; // underflow: far below the root
      sigma = bracketMidpoint(low, high);
      continue;
    }
    const g = Math.log(value) - logTarget;
    if (g === 0) return { ok: true, volatility: sigma, iterations: iteration };
    if (g < 0) low = sigma;
    else high = sigma;
    const d1 = logMoneyness / (sigma * sqrtT) + 0.5 * sigma * sqrtT;
    const slope = (F * normalPdf(d1) * sqrtT) / value;
    let next = sigma - g / slope;
    if (!(next > low && next < high)) next = bracketMidpoint(low, high);
    const converged =
      Math.abs(next - sigma) <= RELATIVE_SIGMA_TOLERANCE * sigma ||
      high - low <= RELATIVE_SIGMA_TOLERANCE * high;
    sigma = next;
    if (converged) return { ok: true, volatility: sigma, iterations: iteration };
  }
  return failure("did-not-converge");
}

/**
 * Implied volatility under Black-Scholes-Merton: the same solver on the forward
 * F = S·e^((r − q)T), since the BSM price equals the Black-76 price on that forward (Hull ch. 18).
 * Use with NSE_IV_CONVENTION to reproduce NSE's published IVs.
 */
export function impliedVolatilityBlackScholes(
  input: BlackScholesImpliedVolatilityInput,
): ImpliedVolatilityResult {
  assertPositive("spot", input.spot);
  const years = Math.max(0, input.years);
  const carry = input.rate - (input.dividendYield ?? 0);
  return impliedVolatilityBlack76({
    right: input.right,
    price: input.price,
    forward: input.spot * Math.exp(carry * years),
    strike: input.strike,
    years: input.years,
    rate: input.rate,
  });
}
