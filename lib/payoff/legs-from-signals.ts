import type { InstrumentType, TransactionType } from "../domain/enums";
import type { PayoffLeg } from "./legs";

/** The fields of a strategy signal template (spec §3) that make a payoff leg. */
export interface TemplateSignalLegSource {
  instrument_token: number;
  underlying_token: number;
  ins_type: InstrumentType;
  strike_price: number | null;
  quantity: number;
  multiplier: number;
  transaction_type: TransactionType;
  expiry_date: string;
  /** The signal's entry price per unit. */
  price: number;
}

/** The fields of a user signal (spec §3) that make a payoff leg from the live position. */
export interface UserSignalLegSource {
  instrument_token: number;
  underlying_token: number;
  ins_type: InstrumentType;
  strike_price: number | null;
  buy_quantity: number;
  sell_quantity: number;
  avg_entry_price: number;
  expiry_date: string;
}

const DATE_PREFIX = /^\d{4}-\d{2}-\d{2}/;

/** The ISO date of an expiry sent as a date or a date-time. */
function expiryDateOf(value: string): string {
  const match = DATE_PREFIX.exec(value);
  if (!match) throw new RangeError(`expiry date is not ISO: "${value}"`);
  return match[0];
}

function leg(
  source: Pick<TemplateSignalLegSource, "instrument_token" | "underlying_token" | "ins_type">,
  strike: number | null,
  quantity: number,
  transactionType: TransactionType,
  expiry: string,
  entryPrice: number,
): PayoffLeg | null {
  const common = {
    token: source.instrument_token,
    underlyingToken: source.underlying_token,
    quantity,
    transactionType,
    expiryDate: expiryDateOf(expiry),
    entryPrice,
  };
  switch (source.ins_type) {
    case "call":
    case "put":
      return { ...common, instrumentType: source.ins_type, strikePrice: strike ?? Number.NaN };
    case "fut":
      return { ...common, instrumentType: "fut" };
    case "cash":
    case "idx":
      return null;
  }
}

/**
 * A template signal as a payoff leg: quantity = quantity × multiplier, entry = price.
 * Cash and index signals have no place on an options payoff and give null.
 */
export function payoffLegFromTemplateSignal(signal: TemplateSignalLegSource): PayoffLeg | null {
  return leg(
    signal,
    signal.strike_price,
    signal.quantity * signal.multiplier,
    signal.transaction_type,
    signal.expiry_date,
    signal.price,
  );
}

/**
 * A user's live position as a payoff leg: net = buy_quantity − sell_quantity; BUY when net > 0,
 * SELL when net < 0, quantity |net|, entry = avg_entry_price. A flat (closed) position, or a cash
 * or index signal, gives null.
 */
export function payoffLegFromUserSignal(signal: UserSignalLegSource): PayoffLeg | null {
  const net = signal.buy_quantity - signal.sell_quantity;
  if (net === 0) return null;
  return leg(
    signal,
    signal.strike_price,
    Math.abs(net),
    net > 0 ? "BUY" : "SELL",
    signal.expiry_date,
    signal.avg_entry_price,
  );
}
