import type { PayoffLeg } from "../../../lib/payoff/legs";
import { prepareLeg, type PreparedLeg } from "../../../lib/payoff/leg-valuation";
import { PAYOFF_PRICING_CONVENTION } from "../../../lib/pricing/conventions";
import { impliedVolatilityBlack76 } from "../../../lib/pricing/implied-volatility";
import { tradingYearsToExpiry } from "../../../lib/pricing/time-to-expiry";
import type { Instrument, MarketData } from "../../market/instrument";
import { BrokerError } from "../broker";
import { onceAtMoment } from "../../market/market-moment";
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
 * (the future moves with it) and shift σ, never below MIN_SCENARIO_VOLATILITY. At a moment of
 * the market (market-moment.ts) each contract is modelled once, however many holdings of
 * however many clients hold it: a batch of orders margins a thousand books of the same legs.
 */
export function valueLegs(
  market: MarketData,
  spot: number,
  positions: readonly MarginPosition[],
): ValuedLeg[] {
  return positions.map((position) => {
    const unit = onceAtMoment(market, `unit:${position.instrument.token}:${spot}`, () =>
      unitModel(market, spot, position.instrument),
    );
    return { ...position, valueNow: unit.valueNow, valueAt: unit.valueAt };
  });
}

/** One unit of a contract: its value now and in any scenario (each scenario valued once). */
function unitModel(market: MarketData, spot: number, instrument: Instrument) {
  const valuationTime = market.now();
  const forward = onceAtMoment(market, `forward:${instrument.expiry}:${spot}`, () =>
    forwardForExpiry(market, instrument.underlyingToken, instrument.expiry, spot),
  );
  const price = requirePrice(market, instrument.token, instrument.prettyName);
  const sigma = impliedVolatility(instrument, price, forward, valuationTime);
  const leg = payoffLegOf({ instrument, signedQuantity: 1 });
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
  const values = new Map<string, number>();
  return {
    valueNow: model(0).valueAt(spot),
    valueAt(scenarioSpot: number, shift: number): number {
      const key = `${scenarioSpot}:${shift}`;
      const known = values.get(key);
      if (known !== undefined) return known;
      const value = model(shift).valueAt(scenarioSpot);
      values.set(key, value);
      return value;
    },
  };
}
