import type { InstrumentType } from "../../lib/domain/enums";
import type { Paise } from "../../lib/money/paise";
import { PAISE_PER_RUPEE } from "../../lib/money/paise";
import { computeExpiryPayoff } from "../../lib/payoff/expiry-payoff";
import type { PayoffLeg } from "../../lib/payoff/legs";
import { payoffToWire, type PayoffDataWire } from "../../lib/payoff/wire";
import type { Instrument } from "../market/instrument";

/** A holding to margin: a contract and signed units (+ long, − short). */
export interface MarginLeg {
  instrument: Instrument;
  signedQuantity: number;
}

/**
 * The margin a basket blocks, in paise: the paper broker's SPAN-like requirement by default
 * (see paperBrokerMargin), any broker's estimate in principle.
 */
export type MarginFunction = (legs: readonly MarginLeg[]) => Paise;

/** The fields of a leg the figures need. */
export interface PricedLeg {
  instrument: Instrument;
  side: "BUY" | "SELL";
  lots: number;
  pricePaise: Paise;
}

export const unitsOf = (leg: PricedLeg) => leg.lots * leg.instrument.lotSize;

export function marginLegsOf(legs: readonly PricedLeg[]): MarginLeg[] {
  return legs.map((leg) => ({
    instrument: leg.instrument,
    signedQuantity: (leg.side === "BUY" ? 1 : -1) * unitsOf(leg),
  }));
}

/** A leg as the payoff engine sees it: units = lots × lot size, entry = the leg's price. */
export function payoffLegOf(leg: PricedLeg): PayoffLeg {
  const common = {
    token: leg.instrument.token,
    underlyingToken: leg.instrument.underlyingToken,
    quantity: unitsOf(leg),
    transactionType: leg.side,
    expiryDate: leg.instrument.expiry,
    entryPrice: leg.pricePaise / PAISE_PER_RUPEE,
  };
  const { type, strike } = leg.instrument;
  return type === "fut"
    ? { ...common, instrumentType: "fut" }
    : { ...common, instrumentType: type, strikePrice: strike ?? 0 };
}

/** The basket's payoff_data at expiry (lib/payoff), with the underlying at `underlyingPrice`. */
export function payoffDataOf(legs: readonly PricedLeg[], underlyingPrice: number): PayoffDataWire {
  return payoffToWire(computeExpiryPayoff(legs.map(payoffLegOf), { underlyingPrice }));
}

/**
 * A tradebox's ins_type: the spec's enumeration has no 'options' value, so a basket is labelled
 * by its first leg's instrument type (call, put or fut).
 */
export function basketInstrumentType(legs: readonly PricedLeg[]): InstrumentType {
  return legs[0]?.instrument.type ?? "fut";
}
