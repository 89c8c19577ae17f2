/**
 * Pricing conventions: the one place their numbers are written. See
 * docs/domain/payoff-and-pricing.md for why each was chosen.
 */

/** Trading sessions in a year: the day count of the product's time to expiry and theta. */
export const TRADING_DAYS_PER_YEAR = 252;
/** Calendar days in a year: Hull's day count, used only to compare with calendar-day figures. */
export const CALENDAR_DAYS_PER_YEAR = 365;

/**
 * The product's T+0 payoff, greeks and implied volatilities: Black-76 on the futures (or
 * synthetic futures) price of each leg's expiry, time in trading sessions / 252, as Indian option
 * tools do. The rate only discounts the premium (e^(−rT)); 6.5% is a rounded short-term INR
 * rate. Over a monthly expiry (~20 sessions) it moves a premium by about 0.5%, over a weekly by
 * about 0.1%.
 */
export const PAYOFF_PRICING_CONVENTION = {
  model: "black-76",
  underlying: "futures",
  riskFreeRate: 0.065,
  daysPerYear: TRADING_DAYS_PER_YEAR,
} as const;

/**
 * NSE's option-chain IVs: Black-Scholes on the spot with a 10% rate (NSE states the rate on its
 * option-chain page). The calendar-day basis is our assumption. Use only to reproduce or compare
 * with NSE's published figures, never to value a position.
 */
export const NSE_IV_CONVENTION = {
  model: "black-scholes",
  underlying: "spot",
  riskFreeRate: 0.1,
  daysPerYear: CALENDAR_DAYS_PER_YEAR,
} as const;

/** Implied-volatility search interval, as annualised σ (1e-6 = 0.0001%, 10 = 1000%). */
export const MIN_IMPLIED_VOLATILITY = 1e-6;
export const MAX_IMPLIED_VOLATILITY = 10;
