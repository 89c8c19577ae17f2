import type { PayoffBound } from "./bounds";
import { nearestExpiry, type PayoffLeg } from "./legs";
import { riskFigures, type RiskFigures } from "./risk-figures";
import { todayPayoffSeries, todayProfitAt } from "./today-payoff";
import type { ValuationContext } from "./valuation-context";
import { whatIfContext, type WhatIf } from "./what-if";

/**
 * What the browser needs to answer a trader's what-if on the profile: the legs and the market
 * the page valued them in, as plain data (it crosses from the server to a client component).
 */
export interface WhatIfModel {
  legs: PayoffLeg[];
  /** ISO instant the page valued the legs at. */
  valuationTime: string;
  underlyingPrice: number;
  volatilityByToken: Record<number, number>;
  maximumProfit: PayoffBound;
  maximumLoss: PayoffBound;
  /** The nearest expiry (YYYY-MM-DD): the furthest a trader can move the date. */
  expiryDate: string;
}

/** The position as the what-if has it. */
export interface WhatIfView {
  /** The underlying after the move. */
  underlyingPrice: number;
  /** Profit at that underlying, at the what-if's time and volatility: the trader's P&L. */
  profit: number;
  /** The T+0 curve at each of `prices`, in the what-if's market. */
  today: number[];
  risk: RiskFigures;
}

/** The what-if of `legs` valued in `context`, with the bounds the page shows beside them. */
export function whatIfModelOf(
  legs: readonly PayoffLeg[],
  context: ValuationContext,
  bounds: { maximumProfit: PayoffBound; maximumLoss: PayoffBound },
): WhatIfModel {
  return {
    legs: [...legs],
    valuationTime: context.valuationTime.toISOString(),
    underlyingPrice: context.underlyingPrice,
    volatilityByToken: { ...context.volatilityByToken },
    maximumProfit: bounds.maximumProfit,
    maximumLoss: bounds.maximumLoss,
    expiryDate: nearestExpiry(legs),
  };
}

/** The valuation context the model describes, before any what-if. */
export function contextOf(model: WhatIfModel): ValuationContext {
  return {
    valuationTime: new Date(model.valuationTime),
    underlyingPrice: model.underlyingPrice,
    volatilityByToken: model.volatilityByToken,
  };
}

/** The curve, P&L and risk figures of the legs in the what-if's market, over `prices`. */
export function whatIfView(
  model: WhatIfModel,
  prices: readonly number[],
  whatIf: WhatIf,
): WhatIfView {
  const context = whatIfContext(contextOf(model), whatIf);
  return {
    underlyingPrice: context.underlyingPrice,
    profit: todayProfitAt(model.legs, context),
    today: todayPayoffSeries(model.legs, context, prices).map((point) => point.profit),
    risk: riskFigures(model.legs, context, model),
  };
}

const DAY_MS = 86_400_000;
const EXPIRY_CLOSE_IST = "T15:30:00+05:30";

/** Whole calendar days from the valuation to the nearest expiry's close: the date control's end. */
export function daysToExpiry(model: WhatIfModel): number {
  const close = new Date(`${model.expiryDate}${EXPIRY_CLOSE_IST}`).getTime();
  return Math.max(0, Math.floor((close - new Date(model.valuationTime).getTime()) / DAY_MS));
}
