import type { PayoffLeg } from "../../../lib/payoff/legs";
import { prepareLeg, type PreparedLeg } from "../../../lib/payoff/leg-valuation";
import { PAYOFF_PRICING_CONVENTION } from "../../../lib/pricing/conventions";
import { impliedVolatilityBlack76 } from "../../../lib/pricing/implied-volatility";
import { tradingYearsToExpiry } from "../../../lib/pricing/time-to-expiry";
import type { Instrument, MarketData } from "../../market/instrument";
import { BrokerError } from "../broker";
import { forwardForExpiry, rupeesOf } from "./expiry-forward";
import { FALLBACK_VOLATILITY, MIN_SCENARIO_VOLATILITY } from "./span-parameters";

/** A holding to margin: a contract and signed units (+ long, − short). */
export interface MarginPosition {
  instrument: Instrument;
  signedQuantity: number;
}

/** A holding with its model: value per unit now and in any scenario, in rupees. */
export interface ValuedLeg extends MarginPosition {
  valueNow: number;
  valueAt(spot: number, volatilityShift: number): number;
}

function payoffLegOf({ instrument, signedQuantity }: MarginPosition): PayoffLeg {
  const common = {
    token: instrument.token,
    underlyingToken: instrument.underlyingToken,
    quantity: Math.abs(signedQuantity),
    transactionType: signedQuantity >= 0 ? ("BUY" as const) : ("SELL" as const),
    expiryDate: instrument.expiry,
    entryPrice: 0,
  };
  return instrument.type === "fut"
    ? { ...common, instrumentType: "fut" }
    : { ...common, instrumentType: instrument.type, strikePrice: instrument.strike ?? 0 };
}

/** The option's σ implied by its last price on `forward` (Black-76), or FALLBACK_VOLATILITY. */
function impliedVolatility(instrument: Instrument, price: number, forward: number, now: Date) {
  if (instrument.type === "fut" || instrument.strike === null) return 0;
  const result = impliedVolatilityBlack76({
    right: instrument.type,
    price,
    forward,
    strike: instrument.strike,
    years: tradingYearsToExpiry(now, instrument.expiry),
    rate: PAYOFF_PRICING_CONVENTION.riskFreeRate,
  });
  return result.ok ? result.volatility : FALLBACK_VOLATILITY;
}

/** Last price in rupees of a token, or a BrokerError naming what has none. */
export function requirePrice(market: MarketData, token: number, name: string): number {
  const price = rupeesOf(market.lastTradedPrice(token));
  if (price === undefined || !(price > 0)) {
    throw new BrokerError("NOT_AVAILABLE", `No market price for ${name}`);
  }
  return price;
}

/**
 * Values the holdings of one underlying with the product's T+0 model (lib/payoff/leg-valuation:
 * Black-76 on the expiry's future, trading-day time to expiry). Each option's σ is implied from
 * its own last price, so the model's value now is the market's price; scenarios move the index
 * (the future moves with it) and shift σ, never below MIN_SCENARIO_VOLATILITY.
 */
export function valueLegs(
  market: MarketData,
  spot: number,
  positions: readonly MarginPosition[],
): ValuedLeg[] {
  const valuationTime = market.now();
  const forwards = new Map<string, number>();
  return positions.map((position) => {
    const { instrument } = position;
    const forward =
      forwards.get(instrument.expiry) ??
      forwardForExpiry(market, instrument.underlyingToken, instrument.expiry, spot);
    forwards.set(instrument.expiry, forward);
    const price = requirePrice(market, instrument.token, instrument.prettyName);
    const sigma = impliedVolatility(instrument, price, forward, valuationTime);
    const leg = payoffLegOf(position);
    const prepared = new Map<number, PreparedLeg>();
    const model = (shift: number): PreparedLeg => {
      const volatility = Math.max(MIN_SCENARIO_VOLATILITY, sigma + shift);
      const context = {
        valuationTime,
        underlyingPrice: spot,
        volatilityByToken: { [instrument.token]: volatility },
        forwardByExpiry: { [instrument.expiry]: forward },
      };
      const ready = prepared.get(shift) ?? prepareLeg(leg, context);
      prepared.set(shift, ready);
      return ready;
    };
    return {
      ...position,
      valueNow: model(0).valueAt(spot),
      valueAt: (scenarioSpot, shift) => model(shift).valueAt(scenarioSpot),
    };
  });
}
