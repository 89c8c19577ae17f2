import { PAYOFF_PRICING_CONVENTION } from "../pricing/conventions";
import { impliedVolatilityBlack76 } from "../pricing/implied-volatility";
import { tradingYearsToExpiry, type TradingDayPredicate } from "../pricing/time-to-expiry";
import { isOptionLeg, type PayoffLeg } from "./legs";

/** The market the legs' entry prices were quoted in. */
export interface EntryMarket {
  /** When the prices were taken (the basket's creation). */
  at: Date;
  /** The underlying's price then. */
  underlyingPrice: number;
  /** Futures price per expiry then; missing → the underlying price (no carry). */
  forwardByExpiry?: Readonly<Record<string, number>>;
  isTradingDay?: TradingDayPredicate;
}

/**
 * Each option leg's annualised σ implied by its own entry price (Black-76 on its expiry's
 * future, trading-session time from `market.at`, the product's rate), so the T+0 engine given
 * these values reproduces the entry prices in that market. Null when any option leg's price
 * carries no volatility (expired, at or below intrinsic, beyond the no-arbitrage bound): a T+0
 * curve from made-up volatilities would mislead more than no curve. Futures need none.
 */
export function entryImpliedVolatilities(
  legs: readonly PayoffLeg[],
  market: EntryMarket,
): Record<number, number> | null {
  const volatilities: Record<number, number> = {};
  for (const leg of legs) {
    if (!isOptionLeg(leg)) continue;
    const result = impliedVolatilityBlack76({
      right: leg.instrumentType,
      price: leg.entryPrice,
      forward: market.forwardByExpiry?.[leg.expiryDate] ?? market.underlyingPrice,
      strike: leg.strikePrice,
      years: tradingYearsToExpiry(market.at, leg.expiryDate, market.isTradingDay),
      rate: PAYOFF_PRICING_CONVENTION.riskFreeRate,
    });
    if (!result.ok) return null;
    volatilities[leg.token] = result.volatility;
  }
  return volatilities;
}
