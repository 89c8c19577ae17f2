import type { TransactionType } from "../domain/enums";

/**
 * One leg of a position as the payoff engine sees it (spec §3 'Payoff (client)': token,
 * underlyingToken, instrumentType, strikePrice, quantity, transactionType, expiryDate), plus the
 * entry price, without which there is no profit to compute.
 */
interface PayoffLegFields {
  /** The instrument's token. */
  token: number;
  /** The underlying's token (spec §4: 3727 Nifty, 3731 Bank Nifty, 4407 Finance Nifty). */
  underlyingToken: number;
  /** Units, > 0: quantity × multiplier of a template signal, or |net quantity| of a position. */
  quantity: number;
  /** BUY holds the instrument (+), SELL is short it (−). */
  transactionType: TransactionType;
  /** Contract expiry, ISO date YYYY-MM-DD. */
  expiryDate: string;
  /** Premium (or futures price) per unit paid on BUY or received on SELL, in rupees, ≥ 0. */
  entryPrice: number;
}

export interface OptionPayoffLeg extends PayoffLegFields {
  instrumentType: "call" | "put";
  /** Strike, > 0. */
  strikePrice: number;
}

export interface FuturePayoffLeg extends PayoffLegFields {
  instrumentType: "fut";
  /** Futures have no strike; a wire value here is ignored. */
  strikePrice?: number | null;
}

export type PayoffLeg = OptionPayoffLeg | FuturePayoffLeg;

/** A leg the engine cannot price: bad quantity, premium, strike or expiry date. */
export class InvalidPayoffLegError extends Error {
  constructor(
    readonly leg: PayoffLeg,
    reason: string,
  ) {
    super(`Invalid payoff leg (token ${leg.token}): ${reason}`);
    this.name = "InvalidPayoffLegError";
  }
}

/** A call or put leg (it has a strike), as opposed to a future. */
export function isOptionLeg(leg: PayoffLeg): leg is OptionPayoffLeg {
  return leg.instrumentType === "call" || leg.instrumentType === "put";
}

/** +1 for BUY, −1 for SELL. */
export function legDirection(leg: PayoffLeg): 1 | -1 {
  return leg.transactionType === "BUY" ? 1 : -1;
}

/** sign × quantity: positive when long, negative when short. */
export function signedQuantity(leg: PayoffLeg): number {
  return legDirection(leg) * leg.quantity;
}

/**
 * Value per unit at expiry with the underlying at S:
 *   call max(S − K, 0), put max(K − S, 0), future S.
 */
export function valueAtExpiry(leg: PayoffLeg, underlyingPrice: number): number {
  switch (leg.instrumentType) {
    case "call":
      return Math.max(underlyingPrice - leg.strikePrice, 0);
    case "put":
      return Math.max(leg.strikePrice - underlyingPrice, 0);
    case "fut":
      return underlyingPrice;
  }
}

/**
 * A leg's profit at expiry in rupees (unrounded):
 *   sign × quantity × (value at expiry − entry price)
 */
export function legProfitAtExpiry(leg: PayoffLeg, underlyingPrice: number): number {
  return signedQuantity(leg) * (valueAtExpiry(leg, underlyingPrice) - leg.entryPrice);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Throws InvalidPayoffLegError on the first leg that cannot be priced; requires ≥ 1 leg. */
export function assertValidLegs(legs: readonly PayoffLeg[]): void {
  if (legs.length === 0) throw new RangeError("a payoff needs at least one leg");
  for (const leg of legs) {
    if (!(Number.isFinite(leg.quantity) && leg.quantity > 0))
      throw new InvalidPayoffLegError(leg, `quantity must be > 0, got ${leg.quantity}`);
    if (!(Number.isFinite(leg.entryPrice) && leg.entryPrice >= 0))
      throw new InvalidPayoffLegError(leg, `entry price must be ≥ 0, got ${leg.entryPrice}`);
    if (isOptionLeg(leg) && !(Number.isFinite(leg.strikePrice) && leg.strikePrice > 0))
      throw new InvalidPayoffLegError(leg, `strike must be > 0, got ${leg.strikePrice}`);
    if (!ISO_DATE.test(leg.expiryDate))
      throw new InvalidPayoffLegError(leg, `expiry must be YYYY-MM-DD, got "${leg.expiryDate}"`);
  }
}

/** The earliest expiry among the legs: the date the expiry payoff describes. */
export function nearestExpiry(legs: readonly PayoffLeg[]): string {
  return legs.map((leg) => leg.expiryDate).reduce((a, b) => (b < a ? b : a));
}
