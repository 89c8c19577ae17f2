import type { TradingDayPredicate } from "../pricing/time-to-expiry";

/** What the T+0 engine needs besides the legs: the market now and the conventions' inputs. */
export interface ValuationContext {
  /** When the quotes below were taken: now. */
  valuationTime: Date;
  /**
   * A later instant to value the position at (a T+n what-if), with the same underlying price,
   * volatilities and carry rate; default valuationTime.
   */
  scenarioTime?: Date;
  /** Underlying (spot index) price at valuationTime. */
  underlyingPrice: number;
  /**
   * Annualised implied volatility per option leg token (0.14 = 14%), solved with
   * impliedVolatilityBlack76 on the same forward, time to expiry and rate, so the model gives
   * back the market premium.
   */
  volatilityByToken: Readonly<Record<number, number>>;
  /**
   * Futures price at valuationTime per expiry date (YYYY-MM-DD): the listed future, or
   * syntheticForward() for expiries without one (NIFTY weeklies). Missing → the underlying
   * price, which ignores the cost of carry (about 0.4% of the index per month).
   */
  forwardByExpiry?: Readonly<Record<string, number>>;
  /** Discount rate; default PAYOFF_PRICING_CONVENTION.riskFreeRate. */
  riskFreeRate?: number;
  /** Which days are trading days; default the NSE calendar (lib/market/holidays.ts). */
  isTradingDay?: TradingDayPredicate;
}
