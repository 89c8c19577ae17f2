import { formatIsoDate } from "../../lib/format/display-figures";
import { contractWithoutExpiry } from "./contract-symbols";
import { expiryInstant } from "./contract-valuation";
import type { Instrument } from "./instrument";

/** When a contract stops trading: the exchange's close (15:30 IST) on its expiry day. */
export function contractExpiresAt(instrument: Instrument): Date {
  return expiryInstant(instrument.expiry);
}

export function hasExpired(instrument: Instrument, now: Date): boolean {
  return now.getTime() >= contractExpiresAt(instrument).getTime();
}

/**
 * The contract as a trader reads it in a message, with its year, unlike the compact pretty name:
 * 'NIFTY 23100 CE 23 Nov 2026', 'BANKNIFTY FUT 29 Dec 2026'.
 */
export function contractLabel(instrument: Instrument): string {
  return `${contractWithoutExpiry(instrument)} ${formatIsoDate(instrument.expiry)}`;
}

/** The message for an order or a tradebox leg on a contract that no longer trades. */
export function expiredMessage(instrument: Instrument): string {
  return `${contractLabel(instrument)} has expired`;
}
