import { black76Greeks, black76Price } from "../pricing/black76";
import { PAYOFF_PRICING_CONVENTION } from "../pricing/conventions";
import { assertPositive, type Greeks } from "../pricing/option-types";
import { tradingYearsToExpiry } from "../pricing/time-to-expiry";
import type { PayoffLeg } from "./legs";
import type { ValuationContext } from "./valuation-context";

/** An option leg reached the T+0 engine without an implied volatility for its token. */
export class MissingVolatilityError extends Error {
  constructor(readonly token: number) {
    super(`No implied volatility for option token ${token}`);
    this.name = "MissingVolatilityError";
  }
}

/** A leg ready to value at any underlying price (the per-leg work done once). */
export interface PreparedLeg {
  leg: PayoffLeg;
  /** Model value per unit with the underlying at S, at the scenario time. */
  valueAt(underlyingPrice: number): number;
  /** Greeks per unit with respect to the underlying, at the current underlying price. */
  greeks(): Greeks;
}

function volatilityOf(leg: PayoffLeg, context: ValuationContext): number {
  const volatility = context.volatilityByToken[leg.token];
  if (volatility === undefined) throw new MissingVolatilityError(leg.token);
  return volatility;
}

/**
 * Prepares a leg for valuation under PAYOFF_PRICING_CONVENTION:
 *   T  = trading years from the scenario time to the leg's expiry (252 sessions)
 *   c  = ln(F_now / S_now) / T_now: the carry rate the future's basis implies (0 once expired)
 *   F(S) = S × e^(c·T): the future moves with the underlying and its basis runs off to expiry
 *   option: black76Price(F(S), K, T, σ of the leg, r);  future: F(S)
 * At T = 0 this is the intrinsic value. Greeks are taken at S_now with respect to the underlying
 * (chain rule through F = S·e^(cT)): Δ_S = e^(cT)·Δ_F, Γ_S = e^(2cT)·Γ_F; vega and theta as
 * Black-76 gives them (theta holds F fixed), theta per trading session (÷ 252).
 */
export function prepareLeg(leg: PayoffLeg, context: ValuationContext): PreparedLeg {
  const spot = context.underlyingPrice;
  assertPositive("underlying price", spot);
  const forwardNow = context.forwardByExpiry?.[leg.expiryDate] ?? spot;
  assertPositive("forward price", forwardNow);
  const yearsNow = tradingYearsToExpiry(
    context.valuationTime,
    leg.expiryDate,
    context.isTradingDay,
  );
  const years = context.scenarioTime
    ? tradingYearsToExpiry(context.scenarioTime, leg.expiryDate, context.isTradingDay)
    : yearsNow;
  const carry = yearsNow > 0 ? Math.log(forwardNow / spot) / yearsNow : 0;
  const basis = Math.exp(carry * years);
  const rate = context.riskFreeRate ?? PAYOFF_PRICING_CONVENTION.riskFreeRate;

  if (leg.instrumentType === "fut") {
    return {
      leg,
      valueAt: (underlyingPrice) => underlyingPrice * basis,
      greeks: () => ({
        delta: basis,
        gamma: 0,
        vega: 0,
        vegaPerPercent: 0,
        thetaPerYear: 0,
        thetaPerDay: 0,
      }),
    };
  }
  const option = {
    right: leg.instrumentType,
    strike: leg.strikePrice,
    years,
    rate,
    volatility: volatilityOf(leg, context),
  };
  return {
    leg,
    valueAt: (underlyingPrice) => black76Price({ ...option, forward: underlyingPrice * basis }),
    greeks: () => {
      const greeks = black76Greeks(
        { ...option, forward: spot * basis },
        PAYOFF_PRICING_CONVENTION.daysPerYear,
      );
      return { ...greeks, delta: basis * greeks.delta, gamma: basis * basis * greeks.gamma };
    },
  };
}
