import * as z from "../validation/zod";
import type { PayoffBound } from "./bounds";
import { compactSeries, expandSeries } from "./compact-series";
import type { Payoff } from "./expiry-payoff";

/** Spec §9: the number that stands for 'unlimited' in maximum_profit / maximum_loss. */
export const UNLIMITED_SENTINEL = 9_999_999_999;

const pointSchema = z.object({ strike: z.number(), profit: z.number() });

/** Spec §3 'Payoff data' as the services send it (a tradebox's payoff_data). */
export const payoffDataWireSchema = z.object({
  break_even_points: z.array(
    z.object({ strike: z.number(), profit_is: z.enum(["above", "below"]) }),
  ),
  maximum_loss: z.number(),
  maximum_profit: z.number(),
  underlying_price: z.number(),
  series: z.array(pointSchema),
  interesting_points: z.array(pointSchema),
  expiry_date: z.string(),
});
export type PayoffDataWire = z.infer<typeof payoffDataWireSchema>;

/** limited → its value; unlimited → UNLIMITED_SENTINEL (positive, for profit and loss alike). */
export function boundToWire(bound: PayoffBound): number {
  return bound.type === "unlimited" ? UNLIMITED_SENTINEL : bound.value;
}

/**
 * A wire figure back to a bound: |value| ≥ UNLIMITED_SENTINEL is unlimited (a negative sentinel
 * on a loss is accepted too), anything else limited.
 */
export function boundFromWire(value: number): PayoffBound {
  return Math.abs(value) >= UNLIMITED_SENTINEL ? { type: "unlimited" } : { type: "limited", value };
}

/** Break-even strikes go out rounded to 2 decimals; profits are already in paise. */
const roundStrike = (strike: number) => Math.round(strike * 100) / 100;

/** Payoff → payoff_data (snake_case, sentinel for unlimited, the series compact). */
export function payoffToWire(payoff: Payoff): PayoffDataWire {
  return {
    break_even_points: payoff.breakEvenPoints.map((point) => ({
      strike: roundStrike(point.strike),
      profit_is: point.profitIs,
    })),
    maximum_loss: boundToWire(payoff.maximumLoss),
    maximum_profit: boundToWire(payoff.maximumProfit),
    underlying_price: payoff.underlyingPrice,
    // Its ends and slope changes only: the rest is exactly on the lines between them.
    series: compactSeries(payoff.series.map(({ strike, profit }) => ({ strike, profit }))),
    interesting_points: payoff.interestingPoints.map(({ strike, profit }) => ({
      strike: roundStrike(strike),
      profit,
    })),
    expiry_date: payoff.expiryDate,
  };
}

/**
 * payoff_data → the client's Payoff (spec §3 'Payoff (client)'), its series expanded back to
 * every point. Parse with the schema first.
 */
export function payoffFromWire(wire: PayoffDataWire): Payoff {
  return {
    series: expandSeries(wire.series),
    maximumProfit: boundFromWire(wire.maximum_profit),
    maximumLoss: boundFromWire(wire.maximum_loss),
    interestingPoints: wire.interesting_points,
    breakEvenPoints: wire.break_even_points.map((point) => ({
      strike: point.strike,
      profitIs: point.profit_is,
    })),
    underlyingPrice: wire.underlying_price,
    expiryDate: wire.expiry_date,
  };
}
