import type { IsoDate } from "../../lib/market/calendar-date";
import type { UnderlyingToken } from "../../lib/market/underlyings";

/**
 * The simulated market's assumptions, in one place (docs/market-simulation.md). Round figures
 * near the indices' levels and volatilities of late 2025, not market data.
 */

/**
 * The day every walk starts from its start level, at the session's open. The first day the expiry
 * calendar knows (lib/market/expiry-rules.ts); before it every index stays at its start level.
 */
export const SIMULATION_EPOCH: IsoDate = "2025-01-01";

/**
 * Implied volatility across strikes, in x = ln(K/F):
 *   σ(K) = max(σ_floor, σ_ATM − slope·x + curvature·x²), slope = putSkew when x < 0, else callSkew
 * Puts (x < 0) get the steeper skew, as index options trade.
 */
export interface SmileParameters {
  putSkew: number;
  callSkew: number;
  curvature: number;
}

export interface SimulatedUnderlying {
  /** Index level at the epoch. */
  startLevel: number;
  /** σ of the walk, annualised over 252 sessions; also the options' at-the-money volatility. */
  annualVolatility: number;
  smile: SmileParameters;
}

export const SIMULATED_UNDERLYINGS: Readonly<Record<UnderlyingToken, SimulatedUnderlying>> = {
  3727: {
    startLevel: 24_000,
    annualVolatility: 0.13,
    smile: { putSkew: 0.6, callSkew: 0.15, curvature: 1 },
  },
  3731: {
    startLevel: 52_000,
    annualVolatility: 0.16,
    smile: { putSkew: 0.7, callSkew: 0.2, curvature: 1.2 },
  },
  4407: {
    startLevel: 23_500,
    annualVolatility: 0.15,
    smile: { putSkew: 0.65, callSkew: 0.2, curvature: 1.1 },
  },
};

/** No strike is priced below this volatility, however far up the call wing. */
export const VOLATILITY_FLOOR = 0.05;
