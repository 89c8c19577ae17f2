import { formatIsoDate } from "../../lib/format/display-figures";
import { addDays } from "../../lib/market/calendar-date";
import { indiaInstant } from "../../lib/market/india-time";
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
 * Whether a broker has booked an expired contract's settlement by `now`: brokers do it in their
 * end-of-day run after the exchange's, so the contract still shows in the evening's positions and
 * has left them by the next morning (midnight India time, here).
 */
export function settlementBookedByBroker(instrument: Instrument, now: Date): boolean {
  return now.getTime() >= indiaInstant(addDays(instrument.expiry, 1), "00:00").getTime();
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
