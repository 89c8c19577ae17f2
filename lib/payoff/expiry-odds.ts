import { normalCdf } from "../pricing/normal";
import { tradingYearsToExpiry } from "../pricing/time-to-expiry";
import type { PayoffBound } from "./bounds";
import { isOptionLeg, nearestExpiry, type PayoffLeg } from "./legs";
import { ZERO_PROFIT_TOLERANCE, type PiecewiseLinearPayoff } from "./piecewise-linear";
import type { ValuationContext } from "./valuation-context";

/**
 * Where the underlying may be at expiry: lognormal around the forward (the risk-neutral
 * distribution Black-76 prices with), ln S_T ~ N(ln F − v²/2, v²) with v = σ√T.
 */
export interface LognormalExpiry {
  /** The forward (futures) price for the expiry, or the underlying where no forward is known. */
  forward: number;
  /** Annualised volatility (0.14 = 14%). */
  volatility: number;
  /** Years to expiry, in the convention the volatility was solved in. */
  yearsToExpiry: number;
}

/** One linear piece of the payoff: profit = intercept + slope × S on [from, to). */
interface Piece {
  from: number;
  to: number;
  intercept: number;
  slope: number;
}

function piecesOf(payoff: PiecewiseLinearPayoff): Piece[] {
  const { nodes, values } = payoff;
  const pieces: Piece[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const from = nodes[i]!;
    const last = i === nodes.length - 1;
    const to = last ? Number.POSITIVE_INFINITY : nodes[i + 1]!;
    const slope = last ? payoff.slopeAbove : (values[i + 1]! - values[i]!) / (to - from);
    pieces.push({ from, to, intercept: values[i]! - slope * from, slope });
  }
  return pieces;
}

/** P(S_T < x) for a lognormal S_T is N(m), with m = (ln(x/F) + v²/2) / v. */
function quantile(x: number, dist: LognormalExpiry, v: number): number {
  if (x <= 0) return Number.NEGATIVE_INFINITY;
  if (!Number.isFinite(x)) return Number.POSITIVE_INFINITY;
  return (Math.log(x / dist.forward) + (v * v) / 2) / v;
}

const cdf = (m: number) =>
  m === Number.NEGATIVE_INFINITY ? 0 : m === Number.POSITIVE_INFINITY ? 1 : normalCdf(m);

function assertDistribution(dist: LognormalExpiry): number {
  const { forward, volatility, yearsToExpiry } = dist;
  if (!(forward > 0)) throw new RangeError(`forward must be > 0, got ${forward}`);
  if (!(volatility > 0)) throw new RangeError(`volatility must be > 0, got ${volatility}`);
  if (!(yearsToExpiry > 0))
    throw new RangeError(`time to expiry must be > 0, got ${yearsToExpiry}`);
  return volatility * Math.sqrt(yearsToExpiry);
}

/**
 * P(profit > 0 at expiry), exactly, piece by piece of the payoff: where a piece is above zero
 * (its sub-interval found from its own line), P(a < S_T < b) = N(m_b) − N(m_a). A profit within
 * ZERO_PROFIT_TOLERANCE of zero is not a profit.
 */
export function probabilityOfProfit(payoff: PiecewiseLinearPayoff, dist: LognormalExpiry): number {
  const v = assertDistribution(dist);
  let probability = 0;
  for (const { from, to, intercept, slope } of piecesOf(payoff)) {
    const [low, high] = profitableSpan(from, to, intercept, slope);
    if (low < high) probability += cdf(quantile(high, dist, v)) - cdf(quantile(low, dist, v));
  }
  return Math.min(1, Math.max(0, probability));
}

/** The part of [from, to) where intercept + slope × S > tolerance (empty: low ≥ high). */
function profitableSpan(
  from: number,
  to: number,
  intercept: number,
  slope: number,
): [low: number, high: number] {
  const above = (price: number) => intercept + slope * price > ZERO_PROFIT_TOLERANCE;
  if (slope === 0) return above(from) ? [from, to] : [to, to];
  // Where the line crosses the tolerance: profitable on one side of it.
  const crossing = (ZERO_PROFIT_TOLERANCE - intercept) / slope;
  return slope > 0
    ? [Math.max(from, crossing), to]
    : [from, Math.min(to, Math.max(from, crossing))];
}

/**
 * Reward per rupee risked: maximum profit ÷ maximum loss (as a positive amount); null when
 * either is unlimited or the position cannot lose (nothing risked) or cannot gain.
 */
export function rewardToRisk(maximumProfit: PayoffBound, maximumLoss: PayoffBound): number | null {
  if (maximumProfit.type === "unlimited" || maximumLoss.type === "unlimited") return null;
  if (maximumLoss.value >= 0 || maximumProfit.value <= 0) return null;
  return maximumProfit.value / -maximumLoss.value;
}

/**
 * The distribution the position's odds are taken under: at the nearest expiry (the one its
 * expiry payoff describes), around that expiry's forward, at the quantity-weighted mean of its
 * option legs' implied volatilities (one number for the smile the legs sit on), over the trading
 * time left from the scenario time. Null without an option leg at that expiry (no volatility to
 * speak of) or once it has expired.
 */
export function lognormalExpiryOf(
  legs: readonly PayoffLeg[],
  context: ValuationContext,
): LognormalExpiry | null {
  if (legs.length === 0) return null;
  const expiry = nearestExpiry(legs);
  const options = legs.filter((leg) => isOptionLeg(leg) && leg.expiryDate === expiry);
  const weight = options.reduce((sum, leg) => sum + leg.quantity, 0);
  if (weight === 0) return null;
  const volatility =
    options.reduce(
      (sum, leg) => sum + leg.quantity * (context.volatilityByToken[leg.token] ?? NaN),
      0,
    ) / weight;
  const yearsToExpiry = tradingYearsToExpiry(
    context.scenarioTime ?? context.valuationTime,
    expiry,
    context.isTradingDay,
  );
  if (!(volatility > 0) || !(yearsToExpiry > 0)) return null;
  const forward = context.forwardByExpiry?.[expiry] ?? context.underlyingPrice;
  return { forward, volatility, yearsToExpiry };
}
