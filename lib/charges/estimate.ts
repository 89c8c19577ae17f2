import type { TransactionType } from "../domain/enums";
import type { IsoDate } from "../market/calendar-date";
import type { Paise } from "../money/paise";
import { ZERO_PAISE } from "../money/paise";
import { contractNoteCharges, type ChargeBreakdown } from "./contract-note";
import type { Costs } from "./costs";

/** A leg about to be sent: its side, units and the price it would trade at now. */
export interface LegAtPrice {
  side: TransactionType;
  units: number;
  price: Paise;
}

const opposite = (side: TransactionType): TransactionType => (side === "BUY" ? "SELL" : "BUY");

const asCosts = (charges: ChargeBreakdown): Costs => ({
  charges,
  tradeboxFees: ZERO_PAISE,
  total: charges.total,
});

/**
 * What entering the legs today, and exiting them today at the same prices, would be charged:
 * one executed order per leg (a leg above the exchange's freeze quantity goes as several, so
 * its brokerage may be more).
 */
export function entryAndExitCharges(
  legs: readonly LegAtPrice[],
  brokeragePerOrderRupees: number,
  today: IsoDate,
): { enter: Costs; exit: Costs } {
  const orders = (sideOf: (leg: LegAtPrice) => TransactionType) =>
    legs
      .filter((leg) => leg.units > 0)
      .map((leg) => ({
        tradeDate: today,
        side: sideOf(leg),
        quantity: leg.units,
        price: leg.price,
      }));
  return {
    enter: asCosts(
      contractNoteCharges(
        orders((leg) => leg.side),
        brokeragePerOrderRupees,
      ),
    ),
    exit: asCosts(
      contractNoteCharges(
        orders((leg) => opposite(leg.side)),
        brokeragePerOrderRupees,
      ),
    ),
  };
}
