import type { BreakEvenPoint } from "./break-even";
import type { PayoffBound } from "./bounds";
import { expiryChartSeries, smoothChartSeries } from "./chart-series";
import { entryImpliedVolatilities } from "./entry-volatilities";
import { computeExpiryPayoff, type Payoff, type PayoffPoint } from "./expiry-payoff";
import type { PayoffLeg } from "./legs";
import { todayChartSeries } from "./today-payoff";
import { riskFigures, type RiskFigures } from "./risk-figures";
import type { ValuationContext } from "./valuation-context";
import { whatIfModelOf, type WhatIfModel } from "./what-if-view";
import { payoffFromWire, type PayoffDataWire } from "./wire";

/** One x of the profile's payoff chart: the profit at expiry and today with the underlying at `price`. */
export interface PayoffChartPoint {
  price: number;
  expiry: number;
  /** Null when the T+0 curve could not be priced. */
  today: number | null;
}

/** Everything the profile's payoff chart and its figures show (spec §3 'Payoff (client)'). */
export interface PayoffChart {
  points: PayoffChartPoint[];
  /** Spec §9 range: 97% of the lowest strike to 103% of the highest. */
  from: number;
  to: number;
  breakEvenPoints: BreakEvenPoint[];
  maximumProfit: PayoffBound;
  maximumLoss: PayoffBound;
  /** The underlying when the payoff was computed; null when the tradebox has no payoff data. */
  underlyingPrice: number | null;
  expiryDate: string;
  hasToday: boolean;
  /** The legs' greeks and odds, valued as the T+0 curve is; null when it could not be. */
  risk: RiskFigures | null;
  /** The same legs and market for the browser's what-if; null when there is no T+0 curve. */
  whatIf: WhatIfModel | null;
}

export interface PayoffChartInput {
  /** The basket's legs (lib/payoff/legs-from-signals). */
  legs: readonly PayoffLeg[];
  /** The tradebox's payoff_data: the published expiry payoff, figures and the spot it used. */
  payoffData: PayoffDataWire | null;
  /** When the legs' prices were taken (the basket's creation): their volatilities are implied there. */
  entryTime: Date;
  /** The T+0 curve's valuation time. */
  now: Date;
}

/**
 * The profile's payoff chart. The expiry payoff is the tradebox's own payoff_data (its series,
 * bounds with the 'unlimited' sentinel read back, break-evens), reduced losslessly; without
 * payoff data it is computed from the legs. The T+0 curve values the same legs now, each
 * option at the σ its entry price implied with the underlying at payoff_data's price, over the
 * same prices, reduced to under 0.1% of its span. Both are merged onto one x axis (each
 * interpolated linearly where the other has a point) so one tooltip reads both. Null when
 * there is nothing to draw: no payoff data and no option or futures legs.
 */
export function buildPayoffChart(input: PayoffChartInput): PayoffChart | null {
  if (!input.payoffData && input.legs.length === 0) return null;
  const payoff: Payoff = input.payoffData
    ? payoffFromWire(input.payoffData)
    : computeExpiryPayoff(input.legs, { underlyingPrice: Number.NaN });
  const underlyingPrice = input.payoffData ? payoff.underlyingPrice : null;
  const expiry = expiryChartSeries(payoff);
  const context = underlyingPrice === null ? null : todayContext(input, payoff, underlyingPrice);
  const today = context ? todayCurve(input.legs, payoff, context) : null;
  const prices = [...new Set([...expiry, ...(today ?? [])].map((p) => p.strike))].sort(
    (a, b) => a - b,
  );
  return {
    points: prices.map((price) => ({
      price,
      expiry: interpolate(expiry, price),
      today: today ? interpolate(today, price) : null,
    })),
    from: payoff.series[0]?.strike ?? 0,
    to: payoff.series.at(-1)?.strike ?? 0,
    breakEvenPoints: payoff.breakEvenPoints,
    maximumProfit: payoff.maximumProfit,
    maximumLoss: payoff.maximumLoss,
    underlyingPrice,
    expiryDate: payoff.expiryDate,
    hasToday: today !== null,
    risk: context ? riskFigures(input.legs, context, payoff) : null,
    whatIf: context ? whatIfModelOf(input.legs, context, payoff) : null,
  };
}

/** The market the T+0 curve and the risk figures are valued in: now, at the entry volatilities. */
function todayContext(
  input: PayoffChartInput,
  payoff: Payoff,
  underlyingPrice: number,
): ValuationContext | null {
  if (input.legs.length === 0 || payoff.series.length === 0) return null;
  const market = { at: input.entryTime, underlyingPrice };
  const volatilityByToken = entryImpliedVolatilities(input.legs, market);
  if (!volatilityByToken) return null;
  return { valuationTime: input.now, underlyingPrice, volatilityByToken };
}

function todayCurve(
  legs: readonly PayoffLeg[],
  payoff: Payoff,
  context: ValuationContext,
): PayoffPoint[] {
  return smoothChartSeries(todayChartSeries(legs, context, payoff.series));
}

/** The series' profit at `price`, linear between its points, flat beyond its ends. */
export function interpolate(series: readonly PayoffPoint[], price: number): number {
  let low = 0;
  let high = series.length - 1;
  if (high < 0) return Number.NaN;
  if (price <= series[0]!.strike) return series[0]!.profit;
  if (price >= series[high]!.strike) return series[high]!.profit;
  while (high - low > 1) {
    const mid = (low + high) >> 1;
    if (series[mid]!.strike <= price) low = mid;
    else high = mid;
  }
  const [a, b] = [series[low]!, series[high]!];
  const value = a.profit + ((b.profit - a.profit) * (price - a.strike)) / (b.strike - a.strike);
  return Math.round(value * 100) / 100;
}
