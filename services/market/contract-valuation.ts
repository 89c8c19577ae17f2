import type { IsoDate } from "../../lib/market/calendar-date";
import { indiaInstant } from "../../lib/market/india-time";
import { EXCHANGE_SESSION } from "../../lib/market/market-hours";
import { black76Price } from "../../lib/pricing/black76";
import { PAYOFF_PRICING_CONVENTION } from "../../lib/pricing/conventions";
import { tradingYearsToExpiry } from "../../lib/pricing/time-to-expiry";
import type { Instrument } from "./instrument";
import type { SimulatedUnderlying } from "./simulation-parameters";
import { smileVolatility } from "./volatility-smile";

/** How the simulated market values a contract at an instant, every input shown. */
export interface ContractValuation {
  /** Index level used: the level now, or at the expiry's close once the contract has expired. */
  spot: number;
  /** F = S·e^(rT), the future's fair value for the contract's expiry. */
  forward: number;
  /** Time to expiry T in trading years (sessions / 252); 0 once expired. */
  years: number;
  rate: number;
  /** Smile volatility at the strike; null for a future. */
  volatility: number | null;
  expired: boolean;
  /** Model value in rupees, before rounding to the tick. */
  value: number;
}

/** A contract expires at the session's close (15:30 IST) on its expiry date. */
export function expiryInstant(expiry: IsoDate): Date {
  return indiaInstant(expiry, EXCHANGE_SESSION.close);
}

/**
 * A contract's value on the simulated index (PAYOFF_PRICING_CONVENTION: Black-76, r = 6.5%,
 * T = tradingYearsToExpiry, sessions / 252):
 *   F = S·e^(rT);  future = F;  option = Black-76(F, K, T, σ(K), r) with σ(K) from the smile
 * From the expiry's close on, S is frozen at the close and T = 0: the future settles at S and an
 * option at its intrinsic value max(±(S − K), 0).
 */
export function valueContract(
  instrument: Instrument,
  instant: Date,
  levelAt: (instant: Date) => number,
  underlying: SimulatedUnderlying,
): ContractValuation {
  const close = expiryInstant(instrument.expiry);
  const expired = instant.getTime() >= close.getTime();
  const spot = levelAt(expired ? close : instant);
  const years = expired ? 0 : tradingYearsToExpiry(instant, instrument.expiry);
  const rate = PAYOFF_PRICING_CONVENTION.riskFreeRate;
  const forward = spot * Math.exp(rate * years);
  const base = { spot, forward, years, rate, expired };
  if (instrument.type === "fut" || instrument.strike === null) {
    return { ...base, volatility: null, value: forward };
  }
  const { strike } = instrument;
  const volatility = smileVolatility(
    underlying.annualVolatility,
    underlying.smile,
    strike,
    forward,
  );
  const value = black76Price({ right: instrument.type, forward, strike, years, volatility, rate });
  return { ...base, volatility, value };
}
